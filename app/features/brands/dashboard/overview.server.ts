import { eq, type SQL, sql } from "drizzle-orm";
import { DASHBOARD_COPY } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brandProfiles, brandStats, brands, leads, portfolioImages } from "~/db/schema";
import { findOwnedBrand, type OwnedBrand, ownedBrandColumns } from "~/features/brands/brand-access.server";
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

const monthPlaceholder = (name: string) => sql`${sql.placeholder(name)}::date`;

/** A month's profile views of the brand (brand_stats' primary key). */
function viewsIn(month: SQL) {
  return sql<number>`coalesce((SELECT s.profile_views FROM ${brandStats} s
    WHERE s.brand_id = ${outerColumn(brands.id)} AND s.month_year = ${month}), 0)::int`;
}

/**
 * The brand `userId` owns with its welcome name and stats, in one prepared statement: each figure is a
 * subquery on an index keyed by the brand (brand_profiles.brand_id, brand_stats' primary key, leads_brand_idx,
 * portfolio_images_brand_created_idx), so the dashboard's frame costs one round trip.
 */
const ownedOverviewRow = preparedQuery("owned_brand_overview", (db, name) => {
  const brandId = outerColumn(brands.id);
  return db
    .select({
      ...ownedBrandColumns,
      contactPerson: sql<
        string | null
      >`(SELECT p.contact_person FROM ${brandProfiles} p WHERE p.brand_id = ${brandId})`,
      viewsThisMonth: viewsIn(monthPlaceholder("thisMonth")),
      viewsLastMonth: viewsIn(monthPlaceholder("lastMonth")),
      quotes: sql<{ thisMonth: number; allTime: number }>`(SELECT json_build_object(
          'thisMonth', count(*) FILTER (WHERE r.created_at >= ${sql.placeholder("monthStart")}::timestamptz),
          'allTime', count(*))
        FROM ${leads} r WHERE r.brand_id = ${brandId})`,
      images: sql<{ total: number; pending: number; likes: number }>`(SELECT json_build_object(
          'total', count(*),
          'pending', count(*) FILTER (WHERE NOT i.is_approved AND i.rejected_at IS NULL),
          'likes', coalesce(sum(i.likes_count), 0))
        FROM ${portfolioImages} i WHERE i.brand_id = ${brandId})`,
    })
    .from(brands)
    .where(eq(brands.claimedBy, sql.placeholder("userId")))
    .limit(1)
    .prepare(name);
});

async function ownedOverview(database: Executor, userId: string, at: Date) {
  const { thisMonth, lastMonth, monthStart } = monthBounds(at);
  const [row] = await ownedOverviewRow(database).execute({
    userId,
    thisMonth,
    lastMonth,
    monthStart: monthStart.toISOString(),
  });
  return row;
}

/**
 * The dashboard's frame for the brand `userId` owns (null: they own none). A failure to load the figures is
 * logged and shown as 'Failed to load brand data' instead of breaking the whole dashboard.
 */
export async function loadOwnedDashboard(
  database: Executor,
  userId: string,
  at = new Date(),
): Promise<DashboardOverview | null> {
  let row: Awaited<ReturnType<typeof ownedOverview>>;
  try {
    row = await ownedOverview(database, userId, at);
  } catch (error) {
    logger().error({ err: error }, "[dashboard] Failed to load brand data");
    const brand = await findOwnedBrand(database, userId);
    return brand && { brand, welcomeName: DASHBOARD_COPY.fallbackName, stats: null };
  }
  if (!row) return null;
  const { contactPerson, viewsThisMonth, viewsLastMonth, quotes, images, ...brand } = row;
  return {
    brand,
    welcomeName: contactPerson?.trim() || DASHBOARD_COPY.fallbackName,
    stats: {
      profileViews: { thisMonth: viewsThisMonth, lastMonth: viewsLastMonth },
      quoteRequests: { thisMonth: Number(quotes.thisMonth), allTime: Number(quotes.allTime) },
      portfolioImages: { total: Number(images.total), pending: Number(images.pending) },
      totalLikes: Number(images.likes),
    },
  };
}
