import { data } from "react-router";
import { SIMPLE_HEADER } from "~/content/navigation";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { CityDesignersPage } from "~/features/directory/city-page";
import { DESIGNER_PARAMS } from "~/features/directory/listings/designer-search";
import { cityListingPage } from "~/features/directory/loaders/listing-pages.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/interior-designers.city";

export const handle = { ...SIMPLE_HEADER, ...pageQuery(DESIGNER_PARAMS) };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await cityListingPage(db(), request, context, params.citySlug, await getViewer(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function CityDesigners({ loaderData }: Route.ComponentProps) {
  return <CityDesignersPage data={loaderData} />;
}
