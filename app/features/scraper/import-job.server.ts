import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_NEW_LISTINGS_PER_CITY, PAUSE_BETWEEN_CITIES_MS, SCRAPER_MESSAGES } from "~/content/scraper";
import type { Executor } from "~/db/client.server";
import { cities, importRunCities, importRuns, importSources, interiorListings, localities } from "~/db/schema";
import type { JobContext, JobDefinition } from "~/services/job-queue.server";
import {
  createFirecrawlSource,
  type FirecrawlSource,
  InvalidKeyError,
  PageFailedError,
  type ScrapePolicy,
  sleep,
} from "./firecrawl.server";
import { openKey } from "./key-vault.server";
import {
  type CityLocality,
  identityKeys,
  type NormalisedDesigner,
  normaliseDesigner,
  scrapedDesignerSchema,
} from "./listing-record";
import { checkPageAddress, type ResolveHost } from "./page-address.server";
import { cityUrl } from "./sources.server";

export interface ImportJobSettings {
  apiUrl: string;
  /** FIRECRAWL_API_KEY, for runs started with the server's key. */
  serverKey?: string;
  /** The app secret the typed key was sealed with. */
  secret: string;
  policy?: Partial<ScrapePolicy>;
  pauseMs?: number;
  /** Looks up the hosts of the pages to scrape (default: the system's DNS). */
  resolveHost?: ResolveHost;
}

interface RunCity {
  cityId: string;
  slug: string;
  name: string;
  status: string;
}

async function citiesOf(db: Executor, runId: string): Promise<RunCity[]> {
  return db
    .select({
      cityId: importRunCities.cityId,
      slug: cities.slug,
      name: cities.name,
      status: importRunCities.status,
    })
    .from(importRunCities)
    .innerJoin(cities, eq(cities.id, importRunCities.cityId))
    .where(eq(importRunCities.importRunId, runId))
    .orderBy(asc(importRunCities.position));
}

async function runStillGoing(db: Executor, runId: string): Promise<boolean> {
  const [run] = await db.select({ status: importRuns.status }).from(importRuns).where(eq(importRuns.id, runId));
  return run?.status === "running";
}

/** Progress of a run: 0-50 while cities are scraped, 50-100 while they are saved. */
function progressSql(runId: string) {
  return sql<number>`(
    select least(100, (50 * count(*) filter (where ${importRunCities.status} <> 'pending')
      + 50 * count(*) filter (where ${importRunCities.status} in ('imported', 'failed'))) / greatest(count(*), 1))
    from ${importRunCities} where ${importRunCities.importRunId} = ${runId}
  )`;
}

/** Ends a run (if still running): its outcome, and the typed key erased. */
export async function finishRun(
  db: Executor,
  runId: string,
  outcome: { status: "completed" | "failed" | "cancelled"; error?: string | null },
): Promise<boolean> {
  const ended = await db
    .update(importRuns)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      sealedKey: null,
      finishedAt: sql`now()`,
      progress: outcome.status === "completed" ? 100 : progressSql(runId),
    })
    .where(and(eq(importRuns.id, runId), eq(importRuns.status, "running")))
    .returning({ id: importRuns.id });
  return ended.length > 0;
}

/** The city's page of each enabled source, each host looked up again now: DNS may have changed since it was saved. */
async function pagesOf(db: Executor, city: RunCity, resolveHost: ResolveHost | undefined) {
  const sources = await db
    .select({ name: importSources.name, urlTemplate: importSources.urlTemplate })
    .from(importSources)
    .where(eq(importSources.enabled, true))
    .orderBy(asc(importSources.createdAt), asc(importSources.name));
  const pages: { source: string; url: string }[] = [];
  for (const source of sources) {
    const checked = await checkPageAddress(cityUrl(source.urlTemplate, city.slug), resolveHost);
    if (!checked.ok) throw new PageFailedError(`${source.name}: ${checked.reason}`);
    pages.push({ source: source.name, url: checked.url });
  }
  return pages;
}

/** Scrapes one city's sources: every record validated (failures counted) and normalised. */
async function scrapeCity(
  db: Executor,
  firecrawl: FirecrawlSource,
  city: RunCity,
  signal: AbortSignal,
  resolveHost: ResolveHost | undefined,
): Promise<{ records: NormalisedDesigner[]; found: number; invalid: number }> {
  const pages = await pagesOf(db, city, resolveHost);
  const cityLocalities: CityLocality[] = await db
    .select({ id: localities.id, name: localities.name })
    .from(localities)
    .where(eq(localities.cityId, city.cityId));
  const records: NormalisedDesigner[] = [];
  let found = 0;
  let invalid = 0;
  for (const { source, url } of pages) {
    let page: unknown[];
    try {
      page = await firecrawl.scrapeDirectory(url, signal);
    } catch (error) {
      if (error instanceof PageFailedError) throw new PageFailedError(`${source}: ${error.message}`);
      throw error;
    }
    for (const raw of page) {
      found++;
      const parsed = scrapedDesignerSchema.safeParse(raw);
      if (parsed.success) records.push(normaliseDesigner(parsed.data, cityLocalities, url));
      else invalid++;
    }
  }
  return { records, found, invalid };
}

/** Phase 1 (progress 0-50): each pending city scraped and its records kept on its row: the checkpoint. */
async function scrapePhase(
  db: Executor,
  runId: string,
  firecrawl: FirecrawlSource,
  signal: AbortSignal,
  pauseMs: number,
  resolveHost: ResolveHost | undefined,
): Promise<boolean> {
  const pending = (await citiesOf(db, runId)).filter((city) => city.status === "pending");
  for (const [i, city] of pending.entries()) {
    signal.throwIfAborted();
    if (!(await runStillGoing(db, runId))) return false;
    if (i > 0) await sleep(pauseMs, signal);
    const outcome = await scrapeCity(db, firecrawl, city, signal, resolveHost).then(
      (result) => ({ ...result, status: "scraped" as const, error: null }),
      (error: unknown) => {
        if (!(error instanceof PageFailedError)) throw error;
        return { records: [], found: 0, invalid: 0, status: "failed" as const, error: error.message };
      },
    );
    await db.transaction(async (tx) => {
      await tx
        .update(importRunCities)
        .set({
          status: outcome.status,
          records: outcome.status === "scraped" ? outcome.records : null,
          found: outcome.found,
          invalid: outcome.invalid,
          error: outcome.error,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(importRunCities.importRunId, runId),
            eq(importRunCities.cityId, city.cityId),
            eq(importRunCities.status, "pending"),
          ),
        );
      await tx
        .update(importRuns)
        .set({ progress: progressSql(runId) })
        .where(eq(importRuns.id, runId));
    });
  }
  return true;
}

/** Phones, emails and names already on Nivasa (brands and listings) that these designers could repeat. */
async function knownIdentities(db: Executor, cityId: string, cityName: string, designers: NormalisedDesigner[]) {
  const keys = designers.map(identityKeys);
  const phones = keys.flatMap((k) => (k.phone ? [k.phone] : []));
  const emails = keys.flatMap((k) => (k.email ? [k.email] : []));
  const names = keys.flatMap((k) => (k.name ? [k.name] : []));
  const phoneOf = (column: unknown) => sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;
  const nameOf = (column: unknown) => sql`regexp_replace(lower(coalesce(${column}, '')), '[^a-z0-9]', '', 'g')`;
  const anyOf = (values: string[]) => sql`any(${sql.param(values)}::text[])`;
  const { rows } = (await db.execute(sql`
    select ${phoneOf(interiorListings.phone)} as phone, lower(${interiorListings.email}) as email,
      case when ${interiorListings.cityId} = ${cityId} then ${nameOf(sql`coalesce(${interiorListings.businessName}, ${interiorListings.name})`)} end as name
    from ${interiorListings}
    where ${phoneOf(interiorListings.phone)} = ${anyOf(phones)} or lower(${interiorListings.email}) = ${anyOf(emails)}
      or (${interiorListings.cityId} = ${cityId} and (${nameOf(interiorListings.businessName)} = ${anyOf(names)} or ${nameOf(interiorListings.name)} = ${anyOf(names)}))
    union all
    select ${phoneOf(sql`brands.phone`)}, lower(brands.email),
      case when brands.city_id = ${cityId} or lower(brands.city) = lower(${cityName}) then ${nameOf(sql`brands.brand_name`)} end
    from brands
    where ${phoneOf(sql`brands.phone`)} = ${anyOf(phones)} or lower(brands.email) = ${anyOf(emails)}
      or ((brands.city_id = ${cityId} or lower(brands.city) = lower(${cityName})) and ${nameOf(sql`brands.brand_name`)} = ${anyOf(names)})
  `)) as unknown as { rows: { phone: string | null; email: string | null; name: string | null }[] };
  return rows;
}

/** The designers not already known, each once, at most MAX_NEW_LISTINGS_PER_CITY of them. */
export function selectNewDesigners(
  designers: NormalisedDesigner[],
  known: { phone: string | null; email: string | null; name: string | null }[],
): { kept: NormalisedDesigner[]; duplicates: number; capped: number } {
  const seen = new Set<string>();
  const remember = (k: { phone: string | null; email: string | null; name: string | null }) => {
    if (k.phone) seen.add(`p:${k.phone}`);
    if (k.email) seen.add(`e:${k.email}`);
    if (k.name) seen.add(`n:${k.name}`);
  };
  for (const k of known) remember(k);
  const unique: NormalisedDesigner[] = [];
  let duplicates = 0;
  for (const designer of designers) {
    const k = identityKeys(designer);
    if (
      (k.phone && seen.has(`p:${k.phone}`)) ||
      (k.email && seen.has(`e:${k.email}`)) ||
      (k.name && seen.has(`n:${k.name}`))
    ) {
      duplicates++;
      continue;
    }
    remember(k);
    unique.push(designer);
  }
  const kept = unique.slice(0, MAX_NEW_LISTINGS_PER_CITY);
  return { kept, duplicates, capped: unique.length - kept.length };
}

/**
 * Phase 2 (progress 50-100): each scraped city saved in one transaction. The row is claimed first (scraped →
 * imported, under its lock), so a second worker, or a retry after a crash, can never import a city twice.
 */
async function savePhase(db: Executor, runId: string): Promise<void> {
  const scraped = (await citiesOf(db, runId)).filter((city) => city.status === "scraped");
  for (const city of scraped) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ records: importRunCities.records })
        .from(importRunCities)
        .where(
          and(
            eq(importRunCities.importRunId, runId),
            eq(importRunCities.cityId, city.cityId),
            eq(importRunCities.status, "scraped"),
          ),
        )
        .for("update");
      if (!row) return;
      // The listings already there include those of this run's earlier cities (de-duplication across the run).
      const designers = (row.records ?? []) as NormalisedDesigner[];
      const { kept, duplicates, capped } = selectNewDesigners(
        designers,
        await knownIdentities(tx, city.cityId, city.name, designers),
      );
      if (kept.length > 0) {
        await tx.insert(interiorListings).values(
          kept.map((d) => ({
            name: d.name,
            businessName: d.businessName,
            phone: d.phone,
            email: d.email,
            cityId: city.cityId,
            localityId: d.localityId,
            areasServed: d.areasServed,
            tags: d.tags,
            priceTier: d.priceTier,
            rating: d.rating,
            reviewCount: d.reviewCount,
            status: "unclaimed" as const,
            sourceUrl: d.sourceUrl,
            importRunId: runId,
          })),
        );
      }
      await tx
        .update(importRunCities)
        .set({
          status: "imported",
          records: null,
          designersAdded: kept.length,
          duplicates,
          capped,
          updatedAt: sql`now()`,
        })
        .where(and(eq(importRunCities.importRunId, runId), eq(importRunCities.cityId, city.cityId)));
      await tx
        .update(importRuns)
        .set({ designersAdded: sql`${importRuns.designersAdded} + ${kept.length}`, progress: progressSql(runId) })
        .where(eq(importRuns.id, runId));
    });
  }
}

/** How a run ends once every city is done: failed only when no city could be scraped. */
async function outcomeOf(db: Executor, runId: string) {
  const rows = await db
    .select({ status: importRunCities.status, error: importRunCities.error, name: cities.name })
    .from(importRunCities)
    .innerJoin(cities, eq(cities.id, importRunCities.cityId))
    .where(eq(importRunCities.importRunId, runId));
  const failed = rows.filter((row) => row.status === "failed");
  if (rows.length > 0 && failed.length === rows.length) {
    return { status: "failed" as const, error: failed[0]?.error ?? SCRAPER_MESSAGES.scrapingFailed.fallback };
  }
  return {
    status: "completed" as const,
    error: failed.length > 0 ? failed.map((row) => `${row.name}: ${row.error}`).join("; ") : null,
  };
}

/** Runs (or resumes) an import run from its checkpoints. */
export async function performImportRun(
  db: Executor,
  runId: string,
  settings: ImportJobSettings,
  context: Pick<JobContext, "signal" | "lastAttempt">,
): Promise<{ status: string }> {
  const [run] = await db
    .select({ status: importRuns.status, sealedKey: importRuns.sealedKey })
    .from(importRuns)
    .where(eq(importRuns.id, runId));
  if (run?.status !== "running") return { status: run?.status ?? "missing" };
  const apiKey = run.sealedKey ? openKey(run.sealedKey, settings.secret) : settings.serverKey;
  if (!apiKey) {
    await finishRun(db, runId, { status: "failed", error: SCRAPER_MESSAGES.keyNotFound });
    return { status: "failed" };
  }
  const firecrawl = createFirecrawlSource({ apiUrl: settings.apiUrl, apiKey, policy: settings.policy });
  try {
    const going = await scrapePhase(
      db,
      runId,
      firecrawl,
      context.signal,
      settings.pauseMs ?? PAUSE_BETWEEN_CITIES_MS,
      settings.resolveHost,
    );
    if (!going) return { status: "stopped" };
    await savePhase(db, runId);
    const outcome = await outcomeOf(db, runId);
    await finishRun(db, runId, outcome);
    return { status: outcome.status };
  } catch (error) {
    if (error instanceof InvalidKeyError) {
      await finishRun(db, runId, { status: "failed", error: SCRAPER_MESSAGES.keyInvalid.title });
      return { status: "failed" };
    }
    // Anything else (the database, a shutdown) is retried from the checkpoints, until the last attempt.
    if (context.lastAttempt) {
      await finishRun(db, runId, {
        status: "failed",
        error: error instanceof Error ? error.message : SCRAPER_MESSAGES.scrapingFailed.fallback,
      });
    }
    throw error;
  }
}

export function createImportJob(settings: () => ImportJobSettings): JobDefinition<{ runId: string }> {
  return {
    name: "listing-import",
    schema: z.object({ runId: z.uuid() }),
    queue: {
      retryLimit: 10,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 600,
      // A crashed worker stops beating; its run is then resumed from its checkpoints by any instance.
      heartbeatSeconds: 30,
      expireInSeconds: 4 * 60 * 60,
    },
    handler: ({ runId }, context) => performImportRun(context.db, runId, settings(), context),
  };
}
