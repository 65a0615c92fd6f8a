import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { IndiaDesignersPage } from "~/features/directory/india-page";
import { DESIGNER_PARAMS } from "~/features/directory/listings/designer-search";
import { parseDesignerSearch } from "~/features/directory/listings/designer-search-schema";
import { indiaListingPage } from "~/features/directory/loaders/listing-pages.server";
import { placeForSearch } from "~/features/directory/places/places.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/interior-designers";

export const handle = pageQuery(DESIGNER_PARAMS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = parseDesignerSearch(new URL(request.url).searchParams);
  // The hero search takes a city or locality name straight to its page; other text searches designer names.
  if (search.q) {
    const place = await placeForSearch(db(), search.q);
    if (place) throw redirect(place);
  }
  const page = await indiaListingPage(db(), request, context, search, await getViewer(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function IndiaDesigners({ loaderData }: Route.ComponentProps) {
  return <IndiaDesignersPage data={loaderData} />;
}
