/**
 * The SEO dashboard's commands. Every command is for admins only (checked here as well as in the route), runs in
 * one transaction with its audit row, and then drops the cached copies of the public pages it changed, so their
 * next request shows the change.
 */
import { and, eq, sql } from "drizzle-orm";
import { CITY_TITLE_PATTERN, META_TITLE_MAX } from "~/content/seo";
import type { Executor } from "~/db/client.server";
import { violatedUniqueConstraint } from "~/db/errors.server";
import { seoPages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { listCitiesWithStats, listLocalitiesWithCounts } from "~/features/directory/directory.api.server";
import { clearSeoCache } from "~/features/seo/seo.api.server";
import { type AuditActor, changedFields, recordAudit } from "~/services/audit.server";
import { purgePages } from "~/services/public-pages.server";
import type { SeoPageInput } from "./page-form-schema";
import { EDITABLE, seoActor, UUID } from "./seo-page-queries.server";
import { findSeoTarget } from "./seo-page-targets.server";
import { matchesPaths, publicPaths, type SeoPageType } from "./targets";

// ── Commands ──

type PageKey = { pageType: SeoPageType; pageIdentifier: string };

/** The public pages of `pages` show their new head on the next request (in this process; others within 60 s). */
function refreshPublicPages(pages: PageKey[]): void {
  if (pages.length === 0) return;
  clearSeoCache();
  purgePages(matchesPaths(pages.flatMap((page) => publicPaths(page.pageType, page.pageIdentifier))));
}

export type SeoSaveResult =
  | { ok: true; id: string }
  | { ok: false; field?: "pageIdentifier"; message: string; existingId?: string };

const DUPLICATE_MESSAGE = "This page already has an SEO page: edit that one instead.";

async function duplicateOf(db: Executor, key: PageKey, exceptId?: string): Promise<SeoSaveResult | null> {
  const [existing] = await db
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(and(eq(seoPages.pageType, key.pageType), eq(seoPages.pageIdentifier, key.pageIdentifier)))
    .limit(1);
  if (!existing || existing.id === exceptId) return null;
  return { ok: false, field: "pageIdentifier", message: DUPLICATE_MESSAGE, existingId: existing.id };
}

/** Checks that the page exists and has no other SEO page; the failure to show, or null. */
async function refusal(db: Executor, input: SeoPageInput, exceptId?: string): Promise<SeoSaveResult | null> {
  const target = await findSeoTarget(db, input.pageType, input.pageIdentifier);
  if (!target.ok) return { ok: false, field: "pageIdentifier", message: target.message };
  return duplicateOf(db, input, exceptId);
}

/** Adds an SEO page. A (page type, identifier) pair exists once. */
export async function createSeoPage(db: Executor, viewer: Viewer | null, input: SeoPageInput): Promise<SeoSaveResult> {
  const actor = seoActor(viewer);
  const refused = await refusal(db, input);
  if (refused) return refused;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(seoPages).values(input).returning({ id: seoPages.id });
      if (!row) throw new Error("seo page not inserted");
      await recordAudit(tx, { actor, action: "seo.create", targetType: "seo_page", targetId: row.id, after: input });
      return row.id;
    });
    refreshPublicPages([input]);
    return { ok: true, id };
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null)
      return (await duplicateOf(db, input)) ?? { ok: false, message: DUPLICATE_MESSAGE };
    throw error;
  }
}

/** Changes an SEO page; both the page it applied to and the one it applies to now show the change. */
export async function updateSeoPage(
  db: Executor,
  viewer: Viewer | null,
  id: string,
  input: SeoPageInput,
): Promise<SeoSaveResult> {
  const actor = seoActor(viewer);
  const refused = await refusal(db, input, id);
  if (refused) return refused;
  try {
    const before = await db.transaction(async (tx) => {
      const [current] = await tx.select(EDITABLE).from(seoPages).where(eq(seoPages.id, id)).for("update");
      if (!current) return null;
      await tx
        .update(seoPages)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(seoPages.id, id));
      const { id: _id, updatedAt: _updatedAt, ...fields } = current;
      const diff = changedFields(fields, input);
      if (Object.keys(diff.after).length > 0) {
        await recordAudit(tx, { actor, action: "seo.update", targetType: "seo_page", targetId: id, ...diff });
      }
      return current;
    });
    if (!before) return { ok: false, message: "That SEO page no longer exists." };
    refreshPublicPages([before, input]);
    return { ok: true, id };
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null)
      return (await duplicateOf(db, input, id)) ?? { ok: false, message: DUPLICATE_MESSAGE };
    throw error;
  }
}

/** Deletes an SEO page: its public page goes back to its own defaults. False when it was already gone. */
export async function deleteSeoPage(db: Executor, viewer: Viewer | null, id: string): Promise<boolean> {
  const actor = seoActor(viewer);
  if (!UUID.test(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(seoPages).where(eq(seoPages.id, id)).returning(EDITABLE);
    if (!row) return null;
    const { id: _id, updatedAt: _updatedAt, ...before } = row;
    await recordAudit(tx, { actor, action: "seo.delete", targetType: "seo_page", targetId: id, before });
    return row;
  });
  if (deleted) refreshPublicPages([deleted]);
  return deleted !== null;
}

/** Turns an SEO page on or off (idempotent). Null when the page doesn't exist. */
export async function setSeoPageActive(
  db: Executor,
  viewer: Viewer | null,
  id: string,
  isActive: boolean,
): Promise<{ isActive: boolean } | null> {
  const actor = seoActor(viewer);
  if (!UUID.test(id)) return null;
  const result = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(seoPages)
      .set({ isActive, updatedAt: sql`now()` })
      .where(and(eq(seoPages.id, id), eq(seoPages.isActive, !isActive)))
      .returning({ pageType: seoPages.pageType, pageIdentifier: seoPages.pageIdentifier });
    if (!changed) {
      const [exists] = await tx.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.id, id));
      return exists ? { changed: null } : null;
    }
    await recordAudit(tx, {
      actor,
      action: isActive ? "seo.activate" : "seo.deactivate",
      targetType: "seo_page",
      targetId: id,
      before: { isActive: !isActive },
      after: { isActive },
    });
    return { changed };
  });
  if (!result) return null;
  if (result.changed) refreshPublicPages([result.changed]);
  return { isActive };
}

// ── Bulk creation (skips what already has a page; one transaction) ──

const designersPhrase = (count: number) => `${count} interior designer${count === 1 ? "" : "s"}`;

/** A generated city page's meta description, from the city's live counts. */
export function cityDescription(city: { name: string; designerCount: number; averageRating: number | null }): string {
  const tail = "See portfolios and prices per sq ft, and get free quotes.";
  if (city.designerCount === 0) return `Find interior designers in ${city.name}. ${tail}`;
  const rated = city.averageRating == null ? "" : `, rated ${city.averageRating.toFixed(1)} on average`;
  return `Compare ${designersPhrase(city.designerCount)} in ${city.name}${rated}. ${tail}`;
}

/** A generated locality page's meta description, from its live designer count. */
export function localityDescription(place: string, designerCount: number): string {
  const tail = "See portfolios and prices per sq ft, and get free quotes.";
  return designerCount === 0
    ? `Find interior designers serving ${place}. ${tail}`
    : `Compare ${designersPhrase(designerCount)} serving ${place}. ${tail}`;
}

/**
 * The title pattern for a city ("Interior Designers in Chennai | Top Design Professionals"); a locality
 * puts its name before the city's and drops the tagline when the title would pass 60 characters.
 */
function generatedTitle(place: string, kind: "city" | "locality"): string {
  const title = CITY_TITLE_PATTERN.replace("{city}", place);
  return kind === "locality" && title.length > META_TITLE_MAX ? `Interior Designers in ${place}` : title;
}

function generatedPage(key: PageKey, title: string, heading: string, description: string) {
  return {
    ...key,
    metaTitle: title,
    metaDescription: description,
    h1Heading: heading,
    ogTitle: title,
    ogDescription: description,
    twitterTitle: title,
    twitterDescription: description,
  } satisfies typeof seoPages.$inferInsert;
}

async function existingIdentifiers(db: Executor, pageType: SeoPageType): Promise<Set<string>> {
  const rows = await db
    .select({ identifier: seoPages.pageIdentifier })
    .from(seoPages)
    .where(eq(seoPages.pageType, pageType));
  return new Set(rows.map((row) => row.identifier));
}

/** Inserts the generated pages that don't exist yet (a concurrent run's are skipped), with one audit row. */
async function insertGenerated(
  db: Executor,
  actor: AuditActor,
  pageType: SeoPageType,
  build: (tx: Executor, existing: Set<string>) => Promise<(typeof seoPages.$inferInsert)[]>,
): Promise<number> {
  const created = await db.transaction(async (tx) => {
    const pages = await build(tx, await existingIdentifiers(tx, pageType));
    if (pages.length === 0) return [];
    const rows = await tx
      .insert(seoPages)
      .values(pages)
      .onConflictDoNothing({ target: [seoPages.pageType, seoPages.pageIdentifier] })
      .returning({ pageType: seoPages.pageType, pageIdentifier: seoPages.pageIdentifier });
    if (rows.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "seo.bulk_create",
        targetType: "seo_page",
        targetId: pageType,
        after: { pageType, count: rows.length, identifiers: rows.map((row) => row.pageIdentifier) },
      });
    }
    return rows;
  });
  refreshPublicPages(created);
  return created.length;
}

/** Create City SEO Pages: one page per city that has none. Returns how many were created. */
export async function createCitySeoPages(db: Executor, viewer: Viewer | null): Promise<number> {
  const actor = seoActor(viewer);
  return insertGenerated(db, actor, "city_page", async (tx, existing) => {
    const cities = await listCitiesWithStats(tx);
    return cities
      .filter((city) => !existing.has(city.slug))
      .map((city) =>
        generatedPage(
          { pageType: "city_page", pageIdentifier: city.slug },
          generatedTitle(city.name, "city"),
          `Interior Designers in ${city.name}`,
          cityDescription(city),
        ),
      );
  });
}

/** Create Locality SEO Pages: one page per locality that has none. Returns how many were created. */
export async function createLocalitySeoPages(db: Executor, viewer: Viewer | null): Promise<number> {
  const actor = seoActor(viewer);
  return insertGenerated(db, actor, "locality_page", async (tx, existing) => {
    const cities = await listCitiesWithStats(tx);
    const pages: (typeof seoPages.$inferInsert)[] = [];
    for (const city of cities) {
      for (const locality of await listLocalitiesWithCounts(tx, city.id)) {
        const identifier = `${city.slug}/${locality.slug}`;
        if (existing.has(identifier)) continue;
        const place = `${locality.name}, ${city.name}`;
        pages.push(
          generatedPage(
            { pageType: "locality_page", pageIdentifier: identifier },
            generatedTitle(place, "locality"),
            `Interior Designers in ${place}`,
            localityDescription(place, locality.designerCount),
          ),
        );
      }
    }
    return pages;
  });
}
