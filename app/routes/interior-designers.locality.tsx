import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { DESIGNER_PARAMS } from "~/features/directory/listings/designer-search";
import { localityListingPage } from "~/features/directory/loaders/listing-pages.server";
import { LocalityDesignersPage } from "~/features/directory/locality-page";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/interior-designers.locality";

export const handle = pageQuery(DESIGNER_PARAMS);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await localityListingPage(db(), request, context, params, await getViewer(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function LocalityDesigners({ loaderData }: Route.ComponentProps) {
  return <LocalityDesignersPage data={loaderData} />;
}
