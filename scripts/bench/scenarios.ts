// The queries the bench EXPLAINs: every sort and filter the India-wide, city and locality listings offer,
// the gallery's filters and sorts, and the home page's per-request queries. A sequential scan of brands or
// portfolio_images in any of them fails the run (bench.ts), so a missing index shows up as a failure.

import { ROOM_TYPES } from "~/content/catalog";
import type { Db } from "~/db/client.server";
import { DESIGNER_SORTS } from "~/features/directory/listings/designer-search";
import { parseDesignerSearch } from "~/features/directory/listings/designer-search-schema";
import { type DesignerListingQuery, listDesigners } from "~/features/directory/listings/listing.server";
import { heroImages, listingQuery, topLocalities } from "~/features/directory/listings/listing-queries.server";
import {
  listCitiesWithStats,
  listLocalitiesWithCounts,
  localityStats,
} from "~/features/directory/places/places.server";
import { parseGalleryFilters, type RoomType } from "~/features/gallery/filters";
import {
  countGalleryImages,
  listFeaturedImages,
  listGalleryPage,
  listRoomCovers,
  listTrendingImages,
} from "~/features/gallery/gallery.server";

export type Scenario = (db: Db) => Promise<unknown>;

/** The India-wide page's filters for the "page 3 with filters set" route (relaxed if it has fewer pages). */
export const FILTERED_SEARCH = "budget=1000-2000&verified=1&sort=rating";

/** The listing query a designer-listing URL's filters ask for, read as the listing pages read them. */
export function designerQuery(params: URLSearchParams, page: number): DesignerListingQuery {
  return listingQuery({ ...parseDesignerSearch(params), page });
}

/** Every standard-terms filter on: a free site visit, a free 3D design, EMI and a warranty of 5 years or more. */
const ALL_TERMS = "visit=1&design3d=1&emi=1&warranty=5";

const listing =
  (search: string, page: number, scope: { cityId?: string; areaName?: string } = {}): Scenario =>
  (db) =>
    listDesigners(db, { ...designerQuery(new URLSearchParams(search), page), ...scope });

const gallery =
  (search: string, roomType?: RoomType): Scenario =>
  async (db) => {
    const filters = parseGalleryFilters(new URLSearchParams(search), { roomType });
    await listGalleryPage(db, filters);
    await countGalleryImages(db, filters);
  };

/**
 * Titles of the aggregates the directory computes at most once a minute (cache.server.ts): they read every
 * brand by design, so a sequential scan there does not fail the run; the bench prints how they grow.
 */
export const ONCE_A_MINUTE = "once a minute: ";

export function explainScenarios(mumbaiId: string): Record<string, Scenario> {
  const mumbai = { cityId: mumbaiId };
  const bandra = { cityId: mumbaiId, areaName: "Bandra" };
  const scenarios: Record<string, Scenario> = {};
  for (const sort of DESIGNER_SORTS) {
    scenarios[`designer listing: India-wide, sort ${sort}, page 1`] = listing(`sort=${sort}`, 1);
    scenarios[`designer listing: Mumbai, sort ${sort}, page 1`] = listing(`sort=${sort}`, 1, mumbai);
  }
  Object.assign(scenarios, {
    "designer listing: India-wide, budget 1000-2000, verified, highest rated, page 3": listing(FILTERED_SEARCH, 3),
    "designer listing: India-wide, rating 4.5+, newest, page 2": listing("rating=4.5&sort=newest", 2),
    "designer listing: India-wide, under 1000, price, page 1": listing("budget=under-1000&sort=price", 1),
    "designer listing: India-wide, name search 'studio', page 1": listing("q=studio&sort=popular", 1),
    "designer listing: Mumbai, above 2000, verified, highest rated, page 2": listing(
      "budget=above-2000&verified=1&sort=rating",
      2,
      mumbai,
    ),
    "designer listing: India-wide, free site visit, most popular, page 1": listing("visit=1&sort=popular", 1),
    "designer listing: India-wide, all four terms, highest rated, page 1": listing(`${ALL_TERMS}&sort=rating`, 1),
    "designer listing: Mumbai, warranty 5+ years, newest, page 1": listing("warranty=5&sort=newest", 1, mumbai),
    "designer listing: Mumbai, all four terms, price, page 1": listing(`${ALL_TERMS}&sort=price`, 1, mumbai),
    "designer listing: Mumbai, Bandra, most popular, page 1": listing("sort=popular", 1, bandra),
    "designer listing: Mumbai, Bandra, price, rating 4+, page 1": listing("sort=price&rating=4", 1, bandra),
    [`${ONCE_A_MINUTE}Bandra's count, average and top designers (locality page)`]: (db: Db) =>
      localityStats(db, { name: "Bandra", cityId: mumbaiId }),
    "gallery: kitchen, modern, latest (first page and count)": gallery("style=modern", "kitchen"),
    "gallery: everything, latest (first page and count)": gallery(""),
    "gallery: everything, most liked (first page and count)": gallery("sort=popular"),
    "gallery: everything, oldest (first page and count)": gallery("sort=oldest"),
    "gallery: bedroom, white, false ceiling (first page and count)": gallery(
      "color=white&element=false_ceiling",
      "bedroom",
    ),
    "gallery: featured, luxury (first page and count)": gallery("featured=true&budget=luxury"),
    "gallery: search 'walk-in' (first page and count)": gallery("search=walk-in"),
    "design ideas landing: room covers, trending, featured": async (db: Db) => {
      await listRoomCovers(db, ROOM_TYPES);
      await listTrendingImages(db);
      await listFeaturedImages(db);
    },
    [`${ONCE_A_MINUTE}city counts, Mumbai's locality counts, top localities`]: async (db: Db) => {
      await listCitiesWithStats(db);
      await listLocalitiesWithCounts(db, mumbaiId);
      await topLocalities(db);
    },
    "home and city pages: hero images (India-wide and Mumbai)": async (db: Db) => {
      await heroImages(db);
      await heroImages(db, mumbaiId, 1);
    },
  });
  return scenarios;
}
