import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { CityOverviewPage } from "~/features/directory/city-overview-page";
import { cityOverviewData } from "~/features/directory/loaders/place-pages.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/city";

export const handle = pageQuery([]);

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await cityOverviewData(db(), params.citySlug, await getViewer(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function CityOverview({ loaderData }: Route.ComponentProps) {
  return <CityOverviewPage data={loaderData} />;
}
