/**
 * The India, city and locality listing pages' loader data: the search, the designers found, the page's SEO
 * (defaults + admin overrides) and its designer cards as a static island. Null for an unknown place or a page
 * past the last; route modules answer 404 on null.
 */
import type { RouterContextProvider } from "react-router";
import { dedicatedCity } from "~/content/cities";
import { INDIA_BUDGET_THRESHOLDS } from "~/content/directory";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { locationLabel } from "~/features/leads";
import { quotedPricesIn } from "~/features/offers/offers.api.server";
import { breadcrumbList, organization, service } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { designersPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import { designerCardsResults } from "../listings/designer-cards.server";
import { budgetOptions, type DesignerSearch, designerTotalLabel } from "../listings/designer-search";
import { parseDesignerSearch } from "../listings/designer-search-schema";
import {
  citiesWithStats,
  designerResults,
  heroImages,
  isPastLastPage,
  listingQuery,
  localitiesWithCounts,
  topLocalities,
} from "../listings/listing-queries.server";
import { findCity, findLocality, localityStats } from "../places/places.server";
import { listingSeoPath, localityTiles, quotedPricesInLocality, tierRange } from "./shared.server";

/** /interior-designers. Its search comes parsed: the route first sends a searched place name to that place's page. */
export async function indiaListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  search: DesignerSearch,
  viewer: Viewer | null,
) {
  const cities = await citiesWithStats(db);
  const city = search.city ? cities.find((c) => c.slug === search.city) : undefined;
  const effective: DesignerSearch = { ...search, city: city?.slug, area: undefined };
  const [results, images, localities] = await Promise.all([
    designerResults(db, listingQuery(effective, { cityId: city?.id }), viewer),
    heroImages(db),
    topLocalities(db),
  ]);
  if (isPastLastPage(results.listing)) return null;
  const origin = siteOrigin();
  const { path, robots } = listingSeoPath("/interior-designers", effective);
  const seo = await resolveSeo(db, {
    pageType: "interior_designers",
    path,
    defaults: {
      title: pageTitle("Interior Designers in India"),
      description:
        "Compare 2,500+ verified interior designers across India. Filter by city, budget and rating, see real portfolios and get free quotes.",
      keywords: "interior designers India, home interior designers, interior design cost per sq ft, verified designers",
      image: images[0]?.url,
      robots,
      jsonLd: [
        organization(origin),
        breadcrumbList(origin, [
          { name: "Home", path: "/" },
          { name: "Interior Designers", path: "/interior-designers" },
        ]),
        service(origin, { name: "India", path: "/interior-designers", priceRange: "₹800-₹3,000 per sq ft" }),
      ],
    },
  });
  return {
    seo,
    search: effective,
    results: designerCardsResults(request, context, results),
    images,
    cities,
    localities,
    cityOptions: cities.map((c) => ({ value: c.slug, label: c.name })),
    budgetOptions: budgetOptions(INDIA_BUDGET_THRESHOLDS),
  };
}

export type IndiaListingPage = NonNullable<Awaited<ReturnType<typeof indiaListingPage>>>;

/** /interior-designers/:citySlug */
export async function cityListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  citySlug: string,
  viewer: Viewer | null,
) {
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  const copy = dedicatedCity(city.slug);
  const localities = await localitiesWithCounts(db, city.id);
  const offered = copy
    ? copy.areas.flatMap((slug) => localities.filter((l) => l.slug === slug))
    : [...localities].sort((a, b) => a.name.localeCompare(b.name));
  const area = offered.find((l) => l.slug === search.area);
  const effective: DesignerSearch = { ...search, city: undefined, area: area?.slug };
  const [results, images, quoted] = await Promise.all([
    designerResults(db, listingQuery(effective, { cityId: city.id, areaName: area?.name }), viewer),
    heroImages(db, city.id),
    quotedPricesIn(db, { cityId: city.id, cityName: city.name }),
  ]);
  if (isPastLastPage(results.listing)) return null;
  const origin = siteOrigin();
  const path = designersPath(city.slug);
  const listingPath = listingSeoPath(path, effective);
  const seo = await resolveSeo(db, {
    pageType: "city_page",
    identifier: city.slug,
    path: listingPath.path,
    placeholders: { city: city.name },
    defaults: {
      title: pageTitle(`Interior Designers in ${city.name}`),
      description: `Find the best interior designers in ${city.name}: compare ${copy?.designers ?? designerTotalLabel(results.listing)} designers by area, budget and rating, see real portfolios and prices from ${tierRange(city.slug)}, and get free quotes.`,
      keywords: `interior designers in ${city.name}, interior design ${city.name}, home interiors ${city.name}, interior design cost ${city.name}, modular kitchen ${city.name}`,
      image: images[0]?.url,
      robots: listingPath.robots,
      jsonLd: [
        organization(origin),
        breadcrumbList(origin, [
          { name: "Home", path: "/" },
          { name: "Interior Designers", path: "/interior-designers" },
          { name: city.name, path },
        ]),
        service(origin, { name: city.name, path, priceRange: tierRange(city.slug) }),
      ],
    },
  });
  return {
    seo,
    city,
    copy,
    search: effective,
    results: designerCardsResults(request, context, results, city.name),
    images,
    localities: localityTiles(localities),
    areaOptions: offered.map((l) => ({ value: l.slug, label: l.name })),
    budgetOptions: budgetOptions(copy?.budgetThresholds ?? INDIA_BUDGET_THRESHOLDS),
    quoted,
  };
}

export type CityListingPage = NonNullable<Awaited<ReturnType<typeof cityListingPage>>>;

/** /interior-designers/:citySlug/:localitySlug */
export async function localityListingPage(
  db: Executor,
  request: Request,
  context: Readonly<RouterContextProvider>,
  place: { citySlug: string; localitySlug: string },
  viewer: Viewer | null,
) {
  const locality = await findLocality(db, place.citySlug, place.localitySlug);
  if (!locality) return null;
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  const { city } = locality;
  const effective: DesignerSearch = { ...search, city: undefined, area: undefined };
  const [results, stats, localities, quoted] = await Promise.all([
    designerResults(db, listingQuery(effective, { cityId: city.id, areaName: locality.name }), viewer),
    localityStats(db, { name: locality.name, cityId: city.id }),
    localitiesWithCounts(db, city.id),
    quotedPricesInLocality(db, locality),
  ]);
  if (isPastLastPage(results.listing)) return null;
  const origin = siteOrigin();
  const path = designersPath(city.slug, locality.slug);
  const listingPath = listingSeoPath(path, effective);
  const placeName = `${locality.name}, ${city.name}`;
  const seo = await resolveSeo(db, {
    pageType: "locality_page",
    identifier: `${city.slug}/${locality.slug}`,
    path: listingPath.path,
    placeholders: { city: city.name },
    defaults: {
      title: pageTitle(`Interior Designers in ${placeName}`),
      description: `Compare ${stats.designerCount} interior designers serving ${placeName}. Filter by budget and rating, see portfolios and get free quotes.`,
      keywords: `interior designers in ${locality.name}, interior designers ${placeName}, home interiors ${locality.name}`,
      robots: listingPath.robots,
      jsonLd: [
        organization(origin),
        breadcrumbList(origin, [
          { name: "Home", path: "/" },
          { name: "Interior Designers", path: "/interior-designers" },
          { name: city.name, path: designersPath(city.slug) },
          { name: locality.name, path },
        ]),
        service(origin, { name: placeName, path, priceRange: tierRange(city.slug) }),
      ],
    },
  });
  const quoteLocation = locationLabel(locality.name, city.name);
  return {
    seo,
    locality,
    search: effective,
    results: designerCardsResults(request, context, results, quoteLocation),
    stats,
    otherLocalities: localityTiles(localities, locality.id),
    budgetOptions: budgetOptions(dedicatedCity(city.slug)?.budgetThresholds ?? INDIA_BUDGET_THRESHOLDS),
    quoted,
  };
}

export type LocalityListingPage = NonNullable<Awaited<ReturnType<typeof localityListingPage>>>;
