import { siteOrigin } from "~/features/seo/seo.server";
import { robotsTxt } from "~/features/sitemap/sitemap.server";

export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}
