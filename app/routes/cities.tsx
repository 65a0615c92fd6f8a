import { db } from "~/db/client.server";
import { CitiesPage } from "~/features/directory/cities-page";
import { citiesPageData } from "~/features/directory/loaders/place-pages.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/cities";

export const handle = pageQuery([]);

export async function loader() {
  return citiesPageData(db());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function Cities({ loaderData }: Route.ComponentProps) {
  return <CitiesPage data={loaderData} />;
}
