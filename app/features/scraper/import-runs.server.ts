import { asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type AppConfig, config } from "~/config.server";
import { SCRAPER_CITIES, SCRAPER_MESSAGES, type ScraperCitySlug } from "~/content/scraper";
import type { Executor } from "~/db/client.server";
import { cities, importRunCities, importRuns } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { resolveAuthSecret } from "~/features/auth/auth.api.server";
import { recordAudit } from "~/services/audit.server";
import { enqueueJob } from "~/services/job-queue.server";
import { createFirecrawlSource } from "./firecrawl.server";
import { createImportJob, finishRun, type ImportJobSettings } from "./import-job.server";
import { type KeySubject, keyCheckToken, sealKey, verifyKeyCheck } from "./key-vault.server";

/** Only admins test keys, start and cancel runs: the scraper is admin-only. */
export function canRunImports(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === "admin";
}

export function scraperSettingsFromConfig(cfg: AppConfig = config()): ImportJobSettings {
  return { apiUrl: cfg.FIRECRAWL_API_URL, serverKey: cfg.FIRECRAWL_API_KEY, secret: resolveAuthSecret(cfg) };
}

export const importJob = createImportJob(() => scraperSettingsFromConfig());

/** The key field: empty means "use the server's FIRECRAWL_API_KEY" when there is one. */
export const apiKeyFieldSchema = z
  .string()
  .trim()
  .max(200, "That is not a Firecrawl API key")
  .refine((value) => !/\s/.test(value), "That is not a Firecrawl API key");

export const scraperCitySchema = z.enum(SCRAPER_CITIES.map((city) => city.slug) as [ScraperCitySlug]);

export const startRunSchema = z.object({
  apiKey: apiKeyFieldSchema,
  keyCheck: z.string().max(200),
  cities: z
    .array(scraperCitySchema, { error: "Choose at least one city" })
    .min(1, "Choose at least one city")
    .max(SCRAPER_CITIES.length),
});

/** The key a request speaks of: the typed one, else the server's, else none ('API Key Required'). */
export function keySubjectOf(apiKey: string, settings: ImportJobSettings): KeySubject | null {
  if (apiKey) return { kind: "typed", apiKey };
  return settings.serverKey ? { kind: "server" } : null;
}

export type KeyTestResult =
  | { ok: true; keyCheck: string }
  | { ok: false; title: string; description?: string; status: "required" | "invalid" | "error" };

/** Test Key: scrapes an example page with the key; a valid key gets a proof for Start Scraping. */
export async function testScraperKey(
  viewer: Viewer | null,
  apiKey: string,
  settings: ImportJobSettings,
): Promise<KeyTestResult> {
  if (!canRunImports(viewer)) throw new Response("Not allowed", { status: 403 });
  const subject = keySubjectOf(apiKey, settings);
  if (!subject) return { ok: false, status: "required", ...SCRAPER_MESSAGES.keyRequired };
  const key = subject.kind === "typed" ? subject.apiKey : (settings.serverKey as string);
  const outcome = await createFirecrawlSource({
    apiUrl: settings.apiUrl,
    apiKey: key,
    policy: { timeoutMs: 30_000, ...settings.policy },
  }).testKey();
  if (outcome === "valid") return { ok: true, keyCheck: keyCheckToken(subject, settings.secret) };
  if (outcome === "invalid") return { ok: false, status: "invalid", ...SCRAPER_MESSAGES.keyInvalid };
  return { ok: false, status: "error", ...SCRAPER_MESSAGES.keyError };
}

export type StartRunResult = { ok: true; runId: string } | { ok: false; error: string };

/**
 * Start Scraping: a run with its cities in order, the typed key sealed for it, an audit row and the import job, in
 * one transaction. Refused without a tested key, and while another run is going (on any instance).
 */
export async function startImportRun(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof startRunSchema>,
  settings: ImportJobSettings,
): Promise<StartRunResult> {
  if (!canRunImports(viewer)) throw new Response("Not allowed", { status: 403 });
  const subject = keySubjectOf(input.apiKey, settings);
  if (!subject) return { ok: false, error: SCRAPER_MESSAGES.keyRequired.description };
  if (!verifyKeyCheck(input.keyCheck, subject, settings.secret)) {
    return { ok: false, error: SCRAPER_MESSAGES.keyNotValidated };
  }
  const slugs = [...new Set(input.cities)];
  const found = await db.select({ id: cities.id, slug: cities.slug }).from(cities).where(inArray(cities.slug, slugs));
  const missing = slugs.filter((slug) => !found.some((city) => city.slug === slug));
  if (missing.length > 0) return { ok: false, error: `Not on Nivasa yet: ${missing.join(", ")}` };
  const ordered = slugs.map((slug) => found.find((city) => city.slug === slug) as { id: string; slug: string });
  try {
    return await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(importRuns)
        .values({
          startedBy: viewer.userId,
          cities: slugs,
          sealedKey: subject.kind === "typed" ? sealKey(subject.apiKey, settings.secret) : null,
        })
        .returning({ id: importRuns.id });
      const runId = (run as { id: string }).id;
      await tx
        .insert(importRunCities)
        .values(ordered.map((city, position) => ({ importRunId: runId, cityId: city.id, position })));
      await recordAudit(tx, {
        actor: { userId: viewer.userId, email: viewer.email },
        action: "import.start",
        targetType: "import_run",
        targetId: runId,
        before: null,
        after: { cities: slugs, key: subject.kind === "typed" ? "entered on the screen" : "server" },
      });
      await enqueueJob(tx, importJob, { runId });
      return { ok: true as const, runId };
    });
  } catch (error) {
    if (isUniqueViolation(error, "import_runs_one_running_uq")) {
      return { ok: false, error: "A scraping run is already going: wait for it to finish or cancel it" };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

/** Stops a running run at its next checkpoint (cities already imported stay); its key is erased at once. */
export async function cancelImportRun(db: Executor, viewer: Viewer | null, runId: string): Promise<boolean> {
  if (!canRunImports(viewer)) throw new Response("Not allowed", { status: 403 });
  return db.transaction(async (tx) => {
    const ended = await finishRun(tx, runId, { status: "cancelled", error: "Cancelled by an admin" });
    if (!ended) return false;
    await recordAudit(tx, {
      actor: { userId: viewer.userId, email: viewer.email },
      action: "import.cancel",
      targetType: "import_run",
      targetId: runId,
      before: { status: "running" },
      after: { status: "cancelled" },
    });
    return true;
  });
}

export interface RunCityView {
  city: string;
  status: string;
  found: number;
  invalid: number;
  duplicates: number;
  capped: number;
  designersAdded: number;
  error: string | null;
  updatedAt: string;
}

export interface RunView {
  id: string;
  status: string;
  progress: number;
  designersAdded: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  cities: RunCityView[];
}

const HISTORY_LENGTH = 10;

/** The latest runs, newest first, each with its cities in order: what the screen shows and polls. */
export async function recentImportRuns(db: Executor, limit = HISTORY_LENGTH): Promise<RunView[]> {
  const runs = await db
    .select({
      id: importRuns.id,
      status: importRuns.status,
      progress: importRuns.progress,
      designersAdded: importRuns.designersAdded,
      error: importRuns.error,
      startedAt: importRuns.startedAt,
      finishedAt: importRuns.finishedAt,
    })
    .from(importRuns)
    .orderBy(desc(importRuns.startedAt))
    .limit(limit);
  if (runs.length === 0) return [];
  const rows = await db
    .select({
      runId: importRunCities.importRunId,
      city: cities.name,
      status: importRunCities.status,
      found: importRunCities.found,
      invalid: importRunCities.invalid,
      duplicates: importRunCities.duplicates,
      capped: importRunCities.capped,
      designersAdded: importRunCities.designersAdded,
      error: importRunCities.error,
      updatedAt: importRunCities.updatedAt,
    })
    .from(importRunCities)
    .innerJoin(cities, eq(cities.id, importRunCities.cityId))
    .where(
      inArray(
        importRunCities.importRunId,
        runs.map((run) => run.id),
      ),
    )
    .orderBy(asc(importRunCities.position));
  return runs.map((run) => ({
    ...run,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    cities: rows
      .filter((row) => row.runId === run.id)
      .map(({ runId: _, updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt.toISOString() })),
  }));
}
