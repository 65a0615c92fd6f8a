import { data } from "react-router";
import { staticPage } from "~/content/pages";
import { StaticContentPage } from "~/features/static-pages/static-page";
import { pageTitle } from "~/lib/seo-title";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/static-page";

export const handle = pageQuery([]);

/** Serves /about, /pricing, … (route ids `page-<key>`): the key is the path's only segment. */
export function loader({ request }: Route.LoaderArgs) {
  const key = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/+|\/+$/g, "");
  const page = staticPage(key);
  if (!page) throw data(null, { status: 404 });
  return { key, page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  return [{ title: pageTitle(loaderData.page.title) }, { name: "description", content: loaderData.page.description }];
}

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticContentPage data={loaderData} />;
}
