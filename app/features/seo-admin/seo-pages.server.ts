/**
 * The SEO dashboard's queries and commands. Every command is for admins
 * only (checked here as well as in the route), runs in one transaction with its audit row, and then drops the
 * cached copies of the public pages it changed, so their next request shows the change.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DESIGN_STYLES, ROOM_TYPES } from "~/content/catalog";
import {
  CITY_TITLE_PATTERN,
  META_TITLE_MAX,
  type ScoredField,
  SEO_PAGE_TYPE_INFO,
  SEO_PAGES_PER_PAGE,
  SEO_SCORE_RULES,
} from "~/content/seo";
import type { Executor } from "~/db/client.server";
import { violatedUniqueConstraint } from "~/db/errors.server";
import { brands, cities, localities, seoPages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import {
  findCity,
  findLocality,
  listCitiesWithStats,
  listLocalitiesWithCounts,
} from "~/features/directory/directory.api.server";
import { optionLabel, roomLabel, roomTypeFromSlug } from "~/features/gallery";
import type { SeoPlaceholders } from "~/features/seo";
import { clearSeoCache, SEO_OVERRIDE_COLUMNS } from "~/features/seo/seo.api.server";
import { containsPattern } from "~/lib/like";
import { type AuditActor, changedFields, recordAudit } from "~/services/audit.server";
import { purgePages } from "~/services/public-pages.server";
import type { SeoListQuery } from "./list-query";
import type { SeoPageInput } from "./page-form-schema";
import {
  IDENTIFIER_KIND,
  type IdentifierSuggestions,
  identifierProblem,
  matchesPaths,
  publicPaths,
  type SeoPageType,
} from "./targets";

// ── Who may ──

/** The SEO dashboard is for admins only. */
export function canManageSeo(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === "admin";
}

function seoActor(viewer: Viewer | null): AuditActor {
  if (!canManageSeo(viewer)) throw new Response("Only admins manage SEO pages.", { status: 403 });
  return { userId: viewer.userId, email: viewer.email };
}

// ── Score in SQL (the same rules as score.ts) ──

const SCORED_COLUMNS: Record<ScoredField, AnyPgColumn> = {
  metaTitle: seoPages.metaTitle,
  metaDescription: seoPages.metaDescription,
  h1Heading: seoPages.h1Heading,
  canonicalUrl: seoPages.canonicalUrl,
  ogTitle: seoPages.ogTitle,
  ogDescription: seoPages.ogDescription,
  twitterTitle: seoPages.twitterTitle,
  twitterDescription: seoPages.twitterDescription,
  schemaMarkup: seoPages.schemaMarkup,
};

function filledSql(field: ScoredField): SQL {
  const column = SCORED_COLUMNS[field];
  return field === "schemaMarkup" ? sql`${column} IS NOT NULL` : sql`coalesce(btrim(${column}), '') <> ''`;
}

/** The SEO score of a seo_pages row (seoScore), as an SQL expression (for the list and the average). */
export function seoScoreSql(): SQL<number> {
  const parts = SEO_SCORE_RULES.map(
    (rule) =>
      sql`CASE WHEN ${sql.join(rule.fields.map(filledSql), sql` AND `)} THEN ${sql.raw(String(rule.points))} ELSE 0 END`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number);
}

// ── Queries ──

export interface SeoStats {
  total: number;
  active: number;
  inactive: number;
  /** Average score out of 10, one decimal; null without pages. */
  averageScore: number | null;
}

export async function seoStats(db: Executor): Promise<SeoStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) FILTER (WHERE ${seoPages.isActive})`.mapWith(Number),
      averageScore: sql<string | null>`avg(${seoScoreSql()})`,
    })
    .from(seoPages);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  const average = row?.averageScore == null ? null : Math.round(Number(row.averageScore) * 10) / 10;
  return { total, active, inactive: total - active, averageScore: average };
}

export interface SeoPageRow {
  id: string;
  pageType: SeoPageType;
  pageIdentifier: string;
  metaTitle: string | null;
  isActive: boolean;
  score: number;
  updatedAt: Date;
}

export interface SeoPageList {
  rows: SeoPageRow[];
  total: number;
  page: number;
  totalPages: number;
}

function listWhere(query: SeoListQuery): SQL | undefined {
  const pattern = containsPattern(query.q);
  const search = query.q
    ? or(
        ilike(seoPages.pageType, pattern),
        ilike(seoPages.pageType, containsPattern(query.q.replace(/\s+/g, "_"))),
        ilike(seoPages.pageIdentifier, pattern),
        ilike(seoPages.metaTitle, pattern),
      )
    : undefined;
  const status = query.status === "all" ? undefined : eq(seoPages.isActive, query.status === "active");
  return and(search, query.type === "all" ? undefined : eq(seoPages.pageType, query.type), status);
}

/** The dashboard's list, newest first, searched and filtered as the URL says, a page at a time. */
export async function listSeoPages(db: Executor, query: SeoListQuery): Promise<SeoPageList> {
  const where = listWhere(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(seoPages).where(where);
  const totalPages = Math.max(1, Math.ceil(total / SEO_PAGES_PER_PAGE));
  const page = Math.min(query.page, totalPages);
  const rows = await db
    .select({
      id: seoPages.id,
      pageType: seoPages.pageType,
      pageIdentifier: seoPages.pageIdentifier,
      metaTitle: seoPages.metaTitle,
      isActive: seoPages.isActive,
      score: seoScoreSql(),
      updatedAt: seoPages.updatedAt,
    })
    .from(seoPages)
    .where(where)
    .orderBy(desc(seoPages.createdAt), desc(seoPages.id))
    .limit(SEO_PAGES_PER_PAGE)
    .offset((page - 1) * SEO_PAGES_PER_PAGE);
  return { rows, total, page, totalPages };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editable fields of one SEO page (null for an unknown or malformed id). */
export async function getSeoPage(db: Executor, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(EDITABLE).from(seoPages).where(eq(seoPages.id, id)).limit(1);
  return row ?? null;
}

export type SeoPage = NonNullable<Awaited<ReturnType<typeof getSeoPage>>>;

const EDITABLE = {
  id: seoPages.id,
  pageType: seoPages.pageType,
  pageIdentifier: seoPages.pageIdentifier,
  ...SEO_OVERRIDE_COLUMNS,
  isActive: seoPages.isActive,
  updatedAt: seoPages.updatedAt,
};

// ── The page an SEO page applies to ──

export interface SeoTarget {
  /** The public page a visitor opens, e.g. "/interior-designers/chennai". */
  path: string;
  /** What it is, e.g. "Chennai" or "Adyar, Chennai". */
  name: string;
  /** What {city} and {brand} become on that page. */
  placeholders: SeoPlaceholders;
}

export type SeoTargetLookup = { ok: true; target: SeoTarget } | { ok: false; message: string };

const found = (pageType: SeoPageType, identifier: string, name: string, placeholders: SeoPlaceholders = {}) =>
  ({ ok: true, target: { path: publicPaths(pageType, identifier)[0] ?? "/", name, placeholders } }) as const;

/** Whether a page of this type with this identifier exists, and what it is called. */
export async function findSeoTarget(db: Executor, pageType: SeoPageType, identifier: string): Promise<SeoTargetLookup> {
  const problem = identifierProblem(pageType, identifier);
  if (problem) return { ok: false, message: problem };
  switch (IDENTIFIER_KIND[pageType]) {
    case "none":
      return found(pageType, identifier, SEO_PAGE_TYPE_INFO[pageType].label);
    case "room": {
      const [room, style] = identifier.split("/");
      const roomType = roomTypeFromSlug(room);
      const name = roomType ? roomLabel(roomType) : identifier;
      return found(pageType, identifier, style ? `${optionLabel(style)} ${name}` : name);
    }
    case "city": {
      const city = await findCity(db, identifier);
      if (!city) return { ok: false, message: `No city has the slug '${identifier}'.` };
      return found(pageType, identifier, city.name, { city: city.name });
    }
    case "locality": {
      const [citySlug = "", localitySlug = ""] = identifier.split("/");
      const locality = await findLocality(db, citySlug, localitySlug);
      if (locality) {
        const { city } = locality;
        return found(pageType, identifier, `${locality.name}, ${city.name}`, { city: city.name });
      }
      const city = await findCity(db, citySlug);
      return {
        ok: false,
        message: city
          ? `${city.name} has no locality with the slug '${localitySlug}'.`
          : `No city has the slug '${citySlug}'.`,
      };
    }
    case "brand": {
      const [brand] = await db
        .select({ name: brands.brandName, city: brands.city })
        .from(brands)
        .where(eq(brands.slug, identifier))
        .limit(1);
      if (!brand) return { ok: false, message: `No brand has the slug '${identifier}'.` };
      return found(pageType, identifier, brand.name, { brand: brand.name, city: brand.city ?? undefined });
    }
  }
}

/** Cities, localities and rooms (with styles) for the identifier box's suggestions. */
export async function identifierSuggestions(db: Executor): Promise<IdentifierSuggestions> {
  const places = await db
    .select({ citySlug: cities.slug, cityName: cities.name, slug: localities.slug, name: localities.name })
    .from(cities)
    .leftJoin(localities, eq(localities.cityId, cities.id))
    .orderBy(asc(cities.name), asc(localities.name));
  const cityOptions = new Map<string, string>();
  const localityOptions: IdentifierSuggestions["localities"] = [];
  for (const place of places) {
    cityOptions.set(place.citySlug, place.cityName);
    if (place.slug && place.name) {
      localityOptions.push({ value: `${place.citySlug}/${place.slug}`, label: `${place.name}, ${place.cityName}` });
    }
  }
  const rooms = ROOM_TYPES.flatMap((room) => {
    const slug = room.replaceAll("_", "-");
    return [
      { value: slug, label: roomLabel(room) },
      ...DESIGN_STYLES.map((style) => ({
        value: `${slug}/${style}`,
        label: `${optionLabel(style)} ${roomLabel(room)}`,
      })),
    ];
  });
  return {
    cities: [...cityOptions].map(([value, label]) => ({ value, label })),
    localities: localityOptions,
    rooms,
  };
}

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
