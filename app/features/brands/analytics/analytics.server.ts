import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { brandStats, brands, imageLikes, leads, portfolioImages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { brandsEditableBy } from "~/features/brands/brand-access.server";
import { indiaMidnight, statsMonth } from "~/lib/dates";
import { ANALYTICS_MONTHS, lastMonths, TOP_IMAGES } from "./analytics";

/** One month of the brand's figures; `month` is its first day ("2026-03-01"), as brand_stats keys it. */
export interface MonthFigures {
  month: string;
  profileViews: number;
  quoteRequests: number;
  likes: number;
}

export interface TopImage {
  id: string;
  title: string;
  imageUrl: string;
  width: number;
  height: number;
  views: number;
  likes: number;
}

export interface BrandAnalytics {
  months: MonthFigures[];
  topByViews: TopImage[];
  topByLikes: TopImage[];
}

/** created_at's month in India, keyed like brand_stats.month_year. */
const indiaMonth = (column: SQL) =>
  sql`to_char(date_trunc('month', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

const monthCount = { month: sql<string>`c.month`, n: sql<number>`c.n` };

/** Rows of `counted` (`month`, `n`) as a JSON field, by month. */
const monthCounts = (counted: SQL) => jsonRows(monthCount, sql`from (${counted}) c`, sql`c.month`);

/** The brand's portfolio ranked by one counter, as a JSON field: approved images that have any, best first, newest on ties. */
function topImages(brandId: SQL, by: "views_count" | "likes_count") {
  const counter = sql.identifier(by);
  return jsonRows(
    {
      id: sql<string>`t.id`,
      title: sql<string>`t.title`,
      imageUrl: sql<string>`t.image_url`,
      width: sql<number>`t.width`,
      height: sql<number>`t.height`,
      views: sql<number>`t.views_count`,
      likes: sql<number>`t.likes_count`,
    },
    sql`from (select * from ${portfolioImages} i
      where i.brand_id = ${brandId} and i.is_approved and i.${counter} > 0
      order by i.${counter} desc, i.created_at desc limit ${TOP_IMAGES}) t`,
    sql`t.${counter} desc, t.created_at desc`,
  );
}

/**
 * The Analytics tab in one statement, from the brand's row (none: `viewer` may not see its figures, or there is
 * no such brand): the last 12 months (India time) of profile views (brand_stats), quote requests routed to the
 * brand and likes its images received, and its top 5 images by views and by likes. Each part is a subquery on
 * an index keyed by the brand.
 */
export async function loadBrandAnalytics(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  now = new Date(),
): Promise<BrandAnalytics | null> {
  if (!viewer) return null;
  const months = lastMonths(statsMonth(now), ANALYTICS_MONTHS);
  const since = indiaMidnight(months[0]).toISOString();
  const brand = outerColumn(brands.id);
  const [row] = await db
    .select({
      views: monthCounts(sql`select to_char(s.month_year, 'YYYY-MM-DD') as month, s.profile_views as n
        from ${brandStats} s where s.brand_id = ${brand} and s.month_year >= ${months[0]}`),
      leads: monthCounts(sql`select ${indiaMonth(sql`l.created_at`)} as month, count(*)::int as n
        from ${leads} l where l.brand_id = ${brand} and l.created_at >= ${since}::timestamptz group by 1`),
      likes: monthCounts(sql`select ${indiaMonth(sql`k.created_at`)} as month, count(*)::int as n
        from ${imageLikes} k join ${portfolioImages} i on i.id = k.image_id
        where i.brand_id = ${brand} and k.created_at >= ${since}::timestamptz group by 1`),
      topByViews: topImages(brand, "views_count"),
      topByLikes: topImages(brand, "likes_count"),
    })
    .from(brands)
    .where(and(eq(brands.id, brandId), brandsEditableBy(viewer)));
  if (!row) return null;
  const byMonth = (rows: { month: string; n: number }[]) => new Map(rows.map((r) => [r.month, r.n]));
  const [viewsByMonth, leadsByMonth, likesByMonth] = [byMonth(row.views), byMonth(row.leads), byMonth(row.likes)];
  return {
    months: months.map((month) => ({
      month,
      profileViews: viewsByMonth.get(month) ?? 0,
      quoteRequests: leadsByMonth.get(month) ?? 0,
      likes: likesByMonth.get(month) ?? 0,
    })),
    topByViews: row.topByViews,
    topByLikes: row.topByLikes,
  };
}
