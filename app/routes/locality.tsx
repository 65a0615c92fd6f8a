import { data, isRouteErrorResponse } from "react-router";
import { db } from "~/db/client.server";
import { localityPageData } from "~/features/directory/loaders/place-pages.server";
import { LocalityNotFound, LocalityOverviewPage } from "~/features/directory/locality-overview-page";
import { findCity } from "~/features/directory/places/places.server";
import { buildMeta } from "~/features/seo/meta";
import { pageTitle } from "~/lib/seo-title";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/locality";

export const handle = pageQuery([]);

type Missing = { missing: "city" | "locality" };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await localityPageData(db(), params.citySlug, params.localitySlug);
  if (!page) {
    const missing: Missing = { missing: (await findCity(db(), params.citySlug)) ? "locality" : "city" };
    throw data(missing, { status: 404 });
  }
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [{ title: pageTitle("Locality Not Found") }];
}

export default function Locality({ loaderData }: Route.ComponentProps) {
  return <LocalityOverviewPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <LocalityNotFound missing={(error.data as Missing | null)?.missing ?? "locality"} />;
}
