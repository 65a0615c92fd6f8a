import { ROOM_TYPES } from "~/content/catalog";
import { SITEMAP_GROUPS, SITEMAP_PAGE, type SitemapGroup } from "~/content/sitemap";
import type { Executor } from "~/db/client.server";
import { roomLabel, roomSlug } from "~/features/gallery";
import { breadcrumbList, organization, pageSeo } from "~/features/seo";
import { siteOrigin } from "~/features/seo/seo.api.server";
import { designersPath, roomIdeasPath } from "~/lib/paths";
import { pageTitle } from "~/lib/seo-title";
import { listSitemapCities } from "./sitemap.server";

/** /sitemap, the sitemap for people: its head, and the site's links in groups (every city, every room). */
export async function sitemapPageData(db: Executor) {
  const origin = siteOrigin();
  const cities = await listSitemapCities(db);
  const crumbs = [...SITEMAP_PAGE.breadcrumb, { label: SITEMAP_PAGE.title, href: "/sitemap" }];
  const seo = pageSeo(origin, "/sitemap", {
    title: pageTitle(SITEMAP_PAGE.title),
    description: SITEMAP_PAGE.description,
    jsonLd: [
      organization(origin),
      breadcrumbList(
        origin,
        crumbs.map((c) => ({ name: c.label, path: c.href })),
      ),
    ],
  });
  const groups: SitemapGroup[] = [
    ...SITEMAP_GROUPS,
    {
      title: SITEMAP_PAGE.citiesTitle,
      links: cities.map((city) => ({ label: city.name, href: designersPath(city.slug) })),
    },
    {
      title: SITEMAP_PAGE.designIdeasTitle,
      links: ROOM_TYPES.map((room) => ({ label: roomLabel(room), href: roomIdeasPath(roomSlug(room)) })),
    },
  ];
  return { seo, groups: groups.filter((group) => group.links.length > 0) };
}
