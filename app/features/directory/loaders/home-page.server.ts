/** The home page's loader data: its SEO, hero photo and the popular cities with a cover photo each. */
import type { Executor } from "~/db/client.server";
import { organization } from "~/features/seo";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.api.server";
import { citiesWithStats, heroImages } from "../listings/listing-queries.server";

const POPULAR_CITY_SLUGS = ["mumbai", "delhi", "bangalore", "chennai", "pune", "hyderabad"] as const;
const LANDING_CITY_SLUGS = [...POPULAR_CITY_SLUGS, "kolkata", "jaipur"] as const;

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
