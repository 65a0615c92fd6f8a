/**
 * The place pages' loader data (/cities, /city/:citySlug, /locality/:citySlug/:localitySlug), with their resolved
 * SEO (defaults + admin overrides). Route modules parse the URL, call one of these, and answer 404 on null.
 */
import { priceTiersForCity } from "~/content/pricing";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { quotedPricesIn } from "~/features/offers/offers.api.server";
import { breadcrumbList, organization } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { cityPath, localityPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import { citiesWithStats, designerResults, localitiesWithCounts } from "../listings/listing-queries.server";
import { findCity, findLocality, localityStats } from "../places/places.server";
import { quotedPricesInLocality, tierRange } from "./shared.server";

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
        breadcrumbList(origin, [
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
        breadcrumbList(origin, [
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
        breadcrumbList(origin, [
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
