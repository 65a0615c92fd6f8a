import { z } from "zod";
import { db } from "~/db/client.server";
import { siteOrigin } from "~/features/seo/seo.server";
import { listSitemapUrls, sitemapDocument } from "~/features/sitemap/sitemap.server";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/sitemap-xml";

export const handle = pageQuery(["part"]);

const partSchema = z.coerce.number().int().min(1).max(10_000).optional();

export async function loader({ request }: Route.LoaderArgs) {
  const part = partSchema.safeParse(new URL(request.url).searchParams.get("part") ?? undefined);
  const xml = part.success ? sitemapDocument(siteOrigin(), await listSitemapUrls(db()), part.data) : null;
  if (xml === null) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
