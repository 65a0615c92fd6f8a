/**
 * Everything each directory page renders, including its resolved SEO (defaults + admin overrides). Route
 * modules parse the URL, call one of these, and answer 404 on null.
 */
import { dedicatedCity } from "~/content/cities";
import { INDIA_BUDGET_THRESHOLDS } from "~/content/directory";
import { priceTiersForCity } from "~/content/pricing";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { QuotedPrices } from "~/features/offers";
import { quotedPricesIn } from "~/features/offers/offers.api.server";
import { breadcrumbList, type JsonLd, localBusiness, organization, type PageSeo, service } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { formatRupees } from "~/lib/money";
import { brandPath, cityPath, designersPath, localityPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import type { BrandProfile } from "../brand/brand.server";
import type { PlaceOption } from "../listings/designer-results";
import {
  type BudgetOption,
  budgetOptions,
  type DesignerSearch,
  designerSearchParams,
  designerTotalLabel,
  hasActiveFilters,
} from "../listings/designer-search";
import {
  citiesWithStats,
  type DesignerResultsData,
  designerResults,
  heroImages,
  listingQuery,
  localitiesWithCounts,
  topLocalities,
} from "../listings/listing-queries.server";
import { findCity, findLocality, type LocalityWithCount, localityStats } from "../places/places.server";

type Crumb = { name: string; path: string };

/** Filtered listings are noindex (one canonical per place and page); plain pages index normally. */
function listingSeoPath(path: string, search: DesignerSearch): { path: string; robots?: "noindex,follow" } {
  if (hasActiveFilters(search)) return { path, robots: "noindex,follow" };
  const page = designerSearchParams({ verified: false, sort: "popular", page: search.page }).toString();
  return { path: page ? `${path}?${page}` : path };
}

function crumbs(origin: string, items: Crumb[]): JsonLd {
  return breadcrumbList(origin, items);
}

/** The localities a page shows as tiles: the twelve with the most designers, only what a tile shows. */
const LOCALITY_TILES = 12;
type LocalityTileData = Pick<LocalityWithCount, "name" | "slug" | "designerCount">;

function localityTiles(list: readonly LocalityWithCount[], exceptId?: string): LocalityTileData[] {
  return list
    .filter((l) => l.id !== exceptId)
    .slice(0, LOCALITY_TILES)
    .map(({ name, slug, designerCount }) => ({ name, slug, designerCount }));
}

function tierRange(citySlug: string): string {
  const tiers = priceTiersForCity(citySlug);
  return `${formatRupees(tiers[0].min)}-${formatRupees(tiers[2].max)} per sq ft`;
}

// ── /interior-designers ──

export async function indiaPageData(db: Executor, search: DesignerSearch, viewer: Viewer | null) {
  const origin = siteOrigin();
  const cities = await citiesWithStats(db);
  const city = search.city ? cities.find((c) => c.slug === search.city) : undefined;
  const effective: DesignerSearch = { ...search, city: city?.slug, area: undefined };
  const [results, images, localities] = await Promise.all([
    designerResults(db, listingQuery(effective, { cityId: city?.id }), viewer),
    heroImages(db),
    topLocalities(db),
  ]);
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
        crumbs(origin, [
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
    results,
    images,
    cities,
    localities,
    cityOptions: cities.map((c) => ({ value: c.slug, label: c.name })),
    budgetOptions: budgetOptions(INDIA_BUDGET_THRESHOLDS),
  };
}

// ── /interior-designers/:citySlug ──

export interface CityPageData {
  seo: PageSeo;
  city: { id: string; name: string; slug: string; state: string };
  copy: ReturnType<typeof dedicatedCity>;
  search: DesignerSearch;
  results: DesignerResultsData;
  images: Awaited<ReturnType<typeof heroImages>>;
  localities: LocalityTileData[];
  areaOptions: PlaceOption[];
  budgetOptions: BudgetOption[];
  quoted: QuotedPrices;
}

export async function cityPageData(
  db: Executor,
  citySlug: string,
  search: DesignerSearch,
  viewer: Viewer | null,
): Promise<CityPageData | null> {
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const origin = siteOrigin();
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
        crumbs(origin, [
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
    results,
    images,
    localities: localityTiles(localities),
    areaOptions: offered.map((l) => ({ value: l.slug, label: l.name })),
    budgetOptions: budgetOptions(copy?.budgetThresholds ?? INDIA_BUDGET_THRESHOLDS),
    quoted,
  };
}

// ── /interior-designers/:citySlug/:localitySlug ──

export async function localityListingData(
  db: Executor,
  citySlug: string,
  localitySlug: string,
  search: DesignerSearch,
  viewer: Viewer | null,
) {
  const locality = await findLocality(db, citySlug, localitySlug);
  if (!locality) return null;
  const origin = siteOrigin();
  const { city } = locality;
  const effective: DesignerSearch = { ...search, city: undefined, area: undefined };
  const [results, stats, localities, quoted] = await Promise.all([
    designerResults(db, listingQuery(effective, { cityId: city.id, areaName: locality.name }), viewer),
    localityStats(db, { name: locality.name, cityId: city.id }),
    localitiesWithCounts(db, city.id),
    quotedPricesInLocality(db, locality),
  ]);
  const path = designersPath(city.slug, locality.slug);
  const listingPath = listingSeoPath(path, effective);
  const place = `${locality.name}, ${city.name}`;
  const seo = await resolveSeo(db, {
    pageType: "locality_page",
    identifier: `${city.slug}/${locality.slug}`,
    path: listingPath.path,
    placeholders: { city: city.name },
    defaults: {
      title: pageTitle(`Interior Designers in ${place}`),
      description: `Compare ${stats.designerCount} interior designers serving ${place}. Filter by budget and rating, see portfolios and get free quotes.`,
      keywords: `interior designers in ${locality.name}, interior designers ${place}, home interiors ${locality.name}`,
      robots: listingPath.robots,
      jsonLd: [
        organization(origin),
        crumbs(origin, [
          { name: "Home", path: "/" },
          { name: "Interior Designers", path: "/interior-designers" },
          { name: city.name, path: designersPath(city.slug) },
          { name: locality.name, path },
        ]),
        service(origin, { name: place, path, priceRange: tierRange(city.slug) }),
      ],
    },
  });
  return {
    seo,
    locality,
    search: effective,
    results,
    stats,
    otherLocalities: localityTiles(localities, locality.id),
    budgetOptions: budgetOptions(dedicatedCity(city.slug)?.budgetThresholds ?? INDIA_BUDGET_THRESHOLDS),
    quoted,
  };
}

/** The figures of a locality where it has enough offers, else its city's. */
function quotedPricesInLocality(
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

// ── /locality/:citySlug/:localitySlug ──

export async function localityPageData(db: Executor, citySlug: string, localitySlug: string) {
  const locality = await findLocality(db, citySlug, localitySlug);
  if (!locality) return null;
  const origin = siteOrigin();
  const { city } = locality;
  const [stats, quoted] = await Promise.all([
    localityStats(db, { name: locality.name, cityId: city.id }),
    quotedPricesInLocality(db, locality),
  ]);
  const path = localityPath(city.slug, locality.slug);
  const place = `${locality.name}, ${city.name}`;
  const seo = await resolveSeo(db, {
    pageType: "locality_page",
    identifier: `${city.slug}/${locality.slug}`,
    path,
    placeholders: { city: city.name },
    defaults: {
      title: pageTitle(`${locality.name} Interior Designers, ${city.name}`),
      description: `${stats.designerCount} interior designers serve ${place}${stats.averageRating ? `, rated ${stats.averageRating.toFixed(1)} on average` : ""}. Meet the top designers and get free quotes.`,
      keywords: `${locality.name} interior designers, interior design ${place}`,
      jsonLd: [
        organization(origin),
        crumbs(origin, [
          { name: "Home", path: "/" },
          { name: "Cities", path: "/cities" },
          { name: city.name, path: cityPath(city.slug) },
          { name: locality.name, path },
        ]),
      ],
    },
  });
  return { seo, locality, stats, quoted };
}

// ── /cities and /city/:citySlug ──

export async function citiesPageData(db: Executor) {
  const origin = siteOrigin();
  const cities = await citiesWithStats(db);
  const byState = new Map<string, typeof cities>();
  for (const city of [...cities].sort((a, b) => a.name.localeCompare(b.name))) {
    byState.set(city.state, [...(byState.get(city.state) ?? []), city]);
  }
  const states = [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, cities: list }));
  const seo = await resolveSeo(db, {
    pageType: "cities_directory",
    path: "/cities",
    defaults: {
      title: pageTitle("Interior Designers by City"),
      description: `Browse interior designers in ${cities.length} Indian cities, grouped by state, with live designer counts and ratings.`,
      keywords: "interior designers by city, interior designers India cities",
      jsonLd: [
        organization(origin),
        crumbs(origin, [
          { name: "Home", path: "/" },
          { name: "Cities", path: "/cities" },
        ]),
      ],
    },
  });
  return {
    seo,
    states,
    totals: {
      cities: cities.length,
      designers: cities.reduce((n, c) => n + c.designerCount, 0),
    },
  };
}

export async function cityOverviewData(db: Executor, citySlug: string, viewer: Viewer | null) {
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const origin = siteOrigin();
  const [localities, results, stats, quoted] = await Promise.all([
    localitiesWithCounts(db, city.id),
    designerResults(db, { cityId: city.id, sort: "rating", page: 1, pageSize: 6 }, viewer),
    citiesWithStats(db).then((all) => all.find((c) => c.id === city.id)),
    quotedPricesIn(db, { cityId: city.id, cityName: city.name }),
  ]);
  const path = cityPath(city.slug);
  const seo = await resolveSeo(db, {
    pageType: "city_designers",
    identifier: city.slug,
    path,
    placeholders: { city: city.name },
    defaults: {
      title: pageTitle(`${city.name} Interior Design Guide`),
      description: `Interior design in ${city.name}, ${city.state}: ${stats?.designerCount ?? 0} designers across ${localities.length} localities, prices from ${tierRange(city.slug)} and the top-rated studios.`,
      keywords: `${city.name} interior design, interior designers ${city.name} localities`,
      jsonLd: [
        organization(origin),
        crumbs(origin, [
          { name: "Home", path: "/" },
          { name: "Cities", path: "/cities" },
          { name: city.name, path },
        ]),
      ],
    },
  });
  return {
    seo,
    city,
    localities,
    results,
    designerCount: stats?.designerCount ?? 0,
    averageRating: stats?.averageRating ?? null,
    tiers: priceTiersForCity(city.slug),
    quoted,
  };
}

// ── / ──

export const POPULAR_CITY_SLUGS = ["mumbai", "delhi", "bangalore", "chennai", "pune", "hyderabad"] as const;
export const LANDING_CITY_SLUGS = [...POPULAR_CITY_SLUGS, "kolkata", "jaipur"] as const;

export async function homePageData(db: Executor) {
  const origin = siteOrigin();
  const [cities, images] = await Promise.all([citiesWithStats(db), heroImages(db, undefined, 1)]);
  const pick = (slugs: readonly string[]) => slugs.flatMap((slug) => cities.filter((c) => c.slug === slug));
  const popular = pick(POPULAR_CITY_SLUGS);
  const covers = await Promise.all(popular.map((c) => heroImages(db, c.id, 1)));
  const seo = await resolveSeo(db, {
    pageType: "home",
    path: "/",
    defaults: {
      title: "Nivasa | Find Interior Designers in India",
      description:
        "Find, compare and hire verified interior designers in your city. See real portfolios, prices per sq ft and reviews, and get free quotes.",
      keywords: "interior designers, interior design India, home interiors, modular kitchen, interior design cost",
      image: images[0]?.url,
      jsonLd: [organization(origin)],
    },
  });
  return {
    seo,
    heroImage: images[0] ?? null,
    popular: popular.map((city, i) => ({ ...city, cover: covers[i][0] ?? null })),
    landing: pick(LANDING_CITY_SLUGS),
    cityNames: cities.map((c) => c.name),
  };
}

// ── /brand/:brandSlug ──

/** The brand page's SEO (defaults + admin override); `image` is its first portfolio photo, if any. */
export function brandPageSeo(db: Executor, brand: BrandProfile, image: string | undefined): Promise<PageSeo> {
  const origin = siteOrigin();
  const path = brandPath(brand.slug);
  const where = brand.city ? ` in ${brand.city}` : "";
  return resolveSeo(db, {
    pageType: "brand_profile",
    identifier: brand.slug,
    path,
    placeholders: { brand: brand.brandName, city: brand.city ?? undefined },
    defaults: {
      title: pageTitle(`${brand.brandName} - Interior Designer${where}`),
      description:
        brand.description?.slice(0, 155) ??
        `${brand.brandName} is an interior designer${where}. See their portfolio, prices and reviews, and get a free quote.`,
      keywords: [brand.brandName, `interior designer${where}`, ...brand.styleSpecialties].join(", "),
      image,
      ogType: "profile",
      jsonLd: [
        organization(origin),
        crumbs(origin, [
          { name: "Home", path: "/" },
          ...(brand.citySlug && brand.city
            ? [{ name: brand.city, path: designersPath(brand.citySlug) }]
            : [{ name: "Interior Designers", path: "/interior-designers" }]),
          { name: brand.brandName, path },
        ]),
        localBusiness(origin, {
          name: brand.brandName,
          slug: brand.slug,
          description: brand.description,
          city: brand.city,
          areasServed: brand.areasServed,
          telephone: brand.phone,
          websiteUrl: brand.websiteUrl,
          image,
          rating: brand.rating,
          reviewCount: brand.reviewCount,
          minProjectCost: brand.minProjectCost,
          maxProjectCost: brand.maxProjectCost,
        }),
      ],
    },
  });
}
