/** What the directory's page loaders share: a listing's canonical path, price bands, locality tiles. */
import { priceTiersForCity } from "~/content/pricing";
import type { Executor } from "~/db/client.server";
import { quotedPricesIn } from "~/features/offers/offers.api.server";
import { formatRupees } from "~/lib/money";
import { type DesignerSearch, designerSearchParams, hasActiveFilters } from "../listings/designer-search";
import type { LocalityWithCount } from "../places/places.server";

/** Filtered listings are noindex (one canonical per place and page); plain pages index normally. */
export function listingSeoPath(path: string, search: DesignerSearch): { path: string; robots?: "noindex,follow" } {
  if (hasActiveFilters(search)) return { path, robots: "noindex,follow" };
  const page = designerSearchParams({ verified: false, sort: "popular", page: search.page }).toString();
  return { path: page ? `${path}?${page}` : path };
}

/** The localities a page shows as tiles: the twelve with the most designers, only what a tile shows. */
const LOCALITY_TILES = 12;
export type LocalityTileData = Pick<LocalityWithCount, "name" | "slug" | "designerCount">;

export function localityTiles(list: readonly LocalityWithCount[], exceptId?: string): LocalityTileData[] {
  return list
    .filter((l) => l.id !== exceptId)
    .slice(0, LOCALITY_TILES)
    .map(({ name, slug, designerCount }) => ({ name, slug, designerCount }));
}

export function tierRange(citySlug: string): string {
  const tiers = priceTiersForCity(citySlug);
  return `${formatRupees(tiers[0].min)}-${formatRupees(tiers[2].max)} per sq ft`;
}

/** The figures of a locality where it has enough offers, else its city's. */
export function quotedPricesInLocality(
  db: Executor,
  locality: { id: string; name: string; city: { id: string; name: string } },
) {
  return quotedPricesIn(db, {
    cityId: locality.city.id,
    cityName: locality.city.name,
    localityId: locality.id,
    localityName: locality.name,
  });
}
