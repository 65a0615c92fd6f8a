/** The SEO dashboard's reads: who may use it, the SEO score in SQL, the stats, the list and one page. */
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type ScoredField, SEO_PAGES_PER_PAGE, SEO_SCORE_RULES } from "~/content/seo";
import type { Executor } from "~/db/client.server";
import { seoPages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { SEO_OVERRIDE_COLUMNS } from "~/features/seo/seo.api.server";
import { containsPattern } from "~/lib/like";
import type { AuditActor } from "~/services/audit.server";
import type { SeoListQuery } from "./list-query";
import type { SeoPageType } from "./targets";

// ── Who may ──

/** The SEO dashboard is for admins only. */
export function canManageSeo(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === "admin";
}

export function seoActor(viewer: Viewer | null): AuditActor {
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

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editable fields of one SEO page (null for an unknown or malformed id). */
export async function getSeoPage(db: Executor, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(EDITABLE).from(seoPages).where(eq(seoPages.id, id)).limit(1);
  return row ?? null;
}

export type SeoPage = NonNullable<Awaited<ReturnType<typeof getSeoPage>>>;

export const EDITABLE = {
  id: seoPages.id,
  pageType: seoPages.pageType,
  pageIdentifier: seoPages.pageIdentifier,
  ...SEO_OVERRIDE_COLUMNS,
  isActive: seoPages.isActive,
  updatedAt: seoPages.updatedAt,
};
