/** What the directory's pages load, composed from the queries beside this file. */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities, portfolioImages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { galleryOrder } from "~/features/gallery/gallery.api.server";
import { favouriteBrandIds } from "../cards/favourites.server";
import { cached } from "../places/cache.server";
import { type CityWithStats, listCitiesWithStats, listLocalitiesWithCounts } from "../places/places.server";
import { type DesignerSearch, parseBudgetBand } from "./designer-search";
import { type CardImage, type DesignerListing, type DesignerListingQuery, listDesigners } from "./listing.server";

export interface DesignerResultsData {
  listing: DesignerListing;
  signedIn: boolean;
  favouriteIds: string[];
}

/** The listing query a page's URL asks for, inside the page's fixed city/locality. */
export function listingQuery(
  search: DesignerSearch,
  scope: { cityId?: string; areaName?: string } = {},
): DesignerListingQuery {
  return {
    cityId: scope.cityId,
    areaName: scope.areaName,
    budget: parseBudgetBand(search.budget) ?? undefined,
    verifiedOnly: search.verified,
    minRating: search.minRating,
    freeSiteVisit: search.freeSiteVisit,
    freeDesign3d: search.freeDesign3d,
    emiAvailable: search.emiAvailable,
    minWarranty: search.minWarranty,
    nameSearch: search.q,
    sort: search.sort,
    page: search.page,
  };
}

/** One listing page plus which of its designers the viewer has saved. */
export async function designerResults(
  db: Executor,
  query: DesignerListingQuery,
  viewer: Viewer | null,
): Promise<DesignerResultsData> {
  const listing = await listDesigners(db, query);
  const saved = viewer
    ? await favouriteBrandIds(
        db,
        viewer.userId,
        listing.designers.map((d) => d.id),
      )
    : new Set<string>();
  return { listing, signedIn: viewer !== null, favouriteIds: [...saved] };
}

/** True when the URL asks for a page past the last one (the page should answer 404). */
export function isPastLastPage(listing: DesignerListing): boolean {
  return listing.page > listing.pageCount;
}

export function citiesWithStats(db: Executor): Promise<CityWithStats[]> {
  return cached(db, "cities", () => listCitiesWithStats(db));
}

export function localitiesWithCounts(db: Executor, cityId: string) {
  return cached(db, `localities:${cityId}`, () => listLocalitiesWithCounts(db, cityId));
}

/** The best-liked approved landscape photos, optionally from one city's designers: hero backgrounds. */
export function heroImages(db: Executor, cityId?: string, limit = 4): Promise<CardImage[]> {
  return cached(db, `hero:${cityId ?? "india"}:${limit}`, async () => {
    const landscape = and(
      eq(portfolioImages.isApproved, true),
      sql`${portfolioImages.width} > ${portfolioImages.height}`,
      cityId ? eq(brands.cityId, cityId) : undefined,
    );
    return (
      db
        .select({
          url: portfolioImages.imageUrl,
          width: portfolioImages.width,
          height: portfolioImages.height,
        })
        .from(portfolioImages)
        .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
        .where(landscape)
        // The gallery's "most liked" order, spelled like portfolio_images_approved_likes_idx: a walk of that
        // index that stops at the first `limit` matches instead of sorting every approved image.
        .orderBy(...galleryOrder("popular"))
        .limit(limit)
    );
  });
}

export interface TopLocality {
  name: string;
  slug: string;
  citySlug: string;
  cityName: string;
  designerCount: number;
}

/** The localities with the most designers across India. */
export function topLocalities(db: Executor, limit = 12): Promise<TopLocality[]> {
  return cached(db, `top-localities:${limit}`, () =>
    db
      .select({
        name: localities.name,
        slug: localities.slug,
        citySlug: cities.slug,
        cityName: cities.name,
        designerCount: count(brands.id),
      })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId))
      .innerJoin(
        brands,
        and(eq(brands.cityId, localities.cityId), sql`${localities.name} = ANY(${brands.areasServed})`),
      )
      .groupBy(localities.id, cities.id)
      .orderBy(desc(count(brands.id)), asc(localities.name))
      .limit(limit),
  );
}
