import { db } from "~/db/client.server";
import { buildMeta } from "~/features/seo/meta";
import { SitemapPage } from "~/features/sitemap/sitemap-page";
import { sitemapPageData } from "~/features/sitemap/sitemap-page.server";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/sitemap";

export const handle = pageQuery([]);

export function loader() {
  return sitemapPageData(db());
}

export function meta({ data }: Route.MetaArgs) {
  return data ? buildMeta(data.seo) : [];
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage data={loaderData} />;
}
