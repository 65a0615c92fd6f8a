import { eq, sql } from "drizzle-orm";
import { DASHBOARD_COPY } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import { brandProfiles, brandStats, brands, leads, portfolioImages } from "~/db/schema";
import type { OwnedBrand } from "~/features/brands/brand-access.server";
import { indiaMidnight, statsMonth } from "~/lib/dates";
import { logger } from "~/lib/logger.server";

/** The dashboard's stat cards, from the brand's own records. */
export interface DashboardStats {
  profileViews: { thisMonth: number; lastMonth: number };
  quoteRequests: { thisMonth: number; allTime: number };
  portfolioImages: { total: number; pending: number };
  totalLikes: number;
}

/** The dashboard's header: welcome line and stat cards; `stats` is null when they could not be loaded. */
export interface DashboardOverview {
  brand: OwnedBrand;
  welcomeName: string;
  stats: DashboardStats | null;
}

/** The first instant of the month of brand_stats' `month` ("2025-03-01") in India, and the month before. */
function monthBounds(at: Date): { thisMonth: string; lastMonth: string; monthStart: Date } {
  const thisMonth = statsMonth(at);
  const monthStart = indiaMidnight(thisMonth);
  return { thisMonth, lastMonth: statsMonth(new Date(monthStart.getTime() - 1)), monthStart };
}

/**
 * Welcome name and stats in one statement: each figure is a subquery on an index keyed by the brand
 * (brand_profiles.brand_id, brand_stats' primary key, leads_brand_idx,
 * portfolio_images_brand_created_idx).
 */
async function queryOverview(database: Executor, brandId: string, at: Date) {
  const { thisMonth, lastMonth, monthStart } = monthBounds(at);
  const views = (month: string) =>
    sql<number>`coalesce((SELECT s.profile_views FROM ${brandStats} s
      WHERE s.brand_id = ${brandId} AND s.month_year = ${month}::date), 0)::int`;
  const [row] = await database
    .select({
      contactPerson: sql<
        string | null
      >`(SELECT p.contact_person FROM ${brandProfiles} p WHERE p.brand_id = ${brandId})`,
      viewsThisMonth: views(thisMonth),
      viewsLastMonth: views(lastMonth),
      quotes: sql<{ thisMonth: number; allTime: number }>`(SELECT json_build_object(
          'thisMonth', count(*) FILTER (WHERE r.created_at >= ${monthStart.toISOString()}::timestamptz),
          'allTime', count(*))
        FROM ${leads} r WHERE r.brand_id = ${brandId})`,
      images: sql<{ total: number; pending: number; likes: number }>`(SELECT json_build_object(
          'total', count(*),
          'pending', count(*) FILTER (WHERE NOT i.is_approved AND i.rejected_at IS NULL),
          'likes', coalesce(sum(i.likes_count), 0))
        FROM ${portfolioImages} i WHERE i.brand_id = ${brandId})`,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row;
}

/**
 * The overview for the brand's owner. A failure to load the figures is logged and shown as
 * 'Failed to load brand data' instead of breaking the whole dashboard.
 */
export async function loadDashboardOverview(
  database: Executor,
  brand: OwnedBrand,
  at = new Date(),
): Promise<DashboardOverview> {
  try {
    const row = await queryOverview(database, brand.id, at);
    if (!row) throw new Error(`brand ${brand.id} not found`);
    return {
      brand,
      welcomeName: row.contactPerson?.trim() || DASHBOARD_COPY.fallbackName,
      stats: {
        profileViews: { thisMonth: row.viewsThisMonth, lastMonth: row.viewsLastMonth },
        quoteRequests: { thisMonth: Number(row.quotes.thisMonth), allTime: Number(row.quotes.allTime) },
        portfolioImages: { total: Number(row.images.total), pending: Number(row.images.pending) },
        totalLikes: Number(row.images.likes),
      },
    };
  } catch (error) {
    logger().error({ err: error }, "[dashboard] Failed to load brand data");
    return { brand, welcomeName: DASHBOARD_COPY.fallbackName, stats: null };
  }
}
