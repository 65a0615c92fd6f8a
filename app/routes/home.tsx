import { db } from "~/db/client.server";
import { HomePage } from "~/features/directory/home-page";
import { homePageData } from "~/features/directory/loaders/home-page.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/home";

export const handle = pageQuery([]);

export async function loader() {
  return homePageData(db());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
