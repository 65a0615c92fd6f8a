import type { RouterContextProvider } from "react-router";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { locationLabel } from "~/features/leads";
import { designerCardsResults } from "../listings/designer-cards.server";
import type { DesignerSearch } from "../listings/designer-search";
import { parseDesignerSearch } from "../listings/designer-search-schema";
import { isPastLastPage } from "../listings/listing-queries.server";
import { cityPageData, indiaPageData, localityListingData } from "./page-data.server";

/**
 * The India, city and locality listing pages' loader data: the search from the URL, the page's data, and its designer
 * cards as a static island. Null for an unknown place or a page past the last. The India page takes its search
 * parsed: its route first sends a searched place name to that place's page.
 */
export async function indiaListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  search: DesignerSearch,
  viewer: Viewer | null,
) {
  const page = await indiaPageData(db, search, viewer);
  if (isPastLastPage(page.results.listing)) return null;
  return { ...page, results: designerCardsResults(request, context, page.results) };
}

export type IndiaListingPage = NonNullable<Awaited<ReturnType<typeof indiaListingPage>>>;

export async function cityListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  citySlug: string,
  viewer: Viewer | null,
) {
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  const page = await cityPageData(db, citySlug, search, viewer);
  if (!page || isPastLastPage(page.results.listing)) return null;
  return { ...page, results: designerCardsResults(request, context, page.results, page.city.name) };
}

export type CityListingPage = NonNullable<Awaited<ReturnType<typeof cityListingPage>>>;

export async function localityListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  place: { citySlug: string; localitySlug: string },
  viewer: Viewer | null,
) {
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  const page = await localityListingData(db, place.citySlug, place.localitySlug, search, viewer);
  if (!page || isPastLastPage(page.results.listing)) return null;
  const quoteLocation = locationLabel(page.locality.name, page.locality.city.name);
  return { ...page, results: designerCardsResults(request, context, page.results, quoteLocation) };
}

export type LocalityListingPage = NonNullable<Awaited<ReturnType<typeof localityListingPage>>>;
