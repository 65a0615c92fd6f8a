import { type AnyColumn, and, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brandStats, imageLikes, leads, portfolioImages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { canEditBrand } from "~/features/brands/brand-access.server";
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
const indiaMonth = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

/** The brand's portfolio ranked by one counter: approved images that have any, best first, newest on ties. */
function topImages(db: Executor, brandId: string, by: "views" | "likes") {
  const counter = by === "views" ? portfolioImages.viewsCount : portfolioImages.likesCount;
  return db
    .select({
      id: portfolioImages.id,
      title: portfolioImages.title,
      imageUrl: portfolioImages.imageUrl,
      width: portfolioImages.width,
      height: portfolioImages.height,
      views: portfolioImages.viewsCount,
      likes: portfolioImages.likesCount,
    })
    .from(portfolioImages)
    .where(and(eq(portfolioImages.brandId, brandId), eq(portfolioImages.isApproved, true), gt(counter, 0)))
    .orderBy(desc(counter), desc(portfolioImages.createdAt))
    .limit(TOP_IMAGES);
}

/**
 * The Analytics tab: the last 12 months (India time) of profile views (brand_stats), quote requests routed to
 * the brand and likes its images received, and its top 5 images by views and by likes. Every query reads an
 * index keyed by the brand. Null when `viewer` may not see the brand's figures.
 */
export async function loadBrandAnalytics(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  now = new Date(),
): Promise<BrandAnalytics | null> {
  if (!(await canEditBrand(db, viewer, brandId))) return null;
  const months = lastMonths(statsMonth(now), ANALYTICS_MONTHS);
  const since = indiaMidnight(months[0]);
  const leadMonth = indiaMonth(leads.createdAt);
  const likeMonth = indiaMonth(imageLikes.createdAt);
  const [views, leadCounts, likes, topByViews, topByLikes] = await Promise.all([
    db
      .select({ month: sql<string>`to_char(${brandStats.monthYear}, 'YYYY-MM-DD')`, n: brandStats.profileViews })
      .from(brandStats)
      .where(and(eq(brandStats.brandId, brandId), gte(brandStats.monthYear, months[0]))),
    db
      .select({ month: leadMonth, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.brandId, brandId), gte(leads.createdAt, since)))
      .groupBy(leadMonth),
    db
      .select({ month: likeMonth, n: sql<number>`count(*)::int` })
      .from(imageLikes)
      .innerJoin(portfolioImages, eq(portfolioImages.id, imageLikes.imageId))
      .where(and(eq(portfolioImages.brandId, brandId), gte(imageLikes.createdAt, since)))
      .groupBy(likeMonth),
    topImages(db, brandId, "views"),
    topImages(db, brandId, "likes"),
  ]);
  const byMonth = (rows: { month: string; n: number }[]) => new Map(rows.map((row) => [row.month, row.n]));
  const [viewsByMonth, leadsByMonth, likesByMonth] = [byMonth(views), byMonth(leadCounts), byMonth(likes)];
  return {
    months: months.map((month) => ({
      month,
      profileViews: viewsByMonth.get(month) ?? 0,
      quoteRequests: leadsByMonth.get(month) ?? 0,
      likes: likesByMonth.get(month) ?? 0,
    })),
    topByViews,
    topByLikes,
  };
}
