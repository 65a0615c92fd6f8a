import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { BrandNotFound } from "~/features/directory/brand/brand-not-found";
import { BrandProfilePage } from "~/features/directory/brand/brand-page";
import { brandProfileData } from "~/features/directory/loaders/brand-page.server";
import { buildMeta } from "~/features/seo/meta";
import { pageTitle } from "~/lib/seo-title";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/brand";

// Shared with signed-in visitors too: their review, the owner's reply forms and the heart come from /api/viewer.
export const handle = pageQuery(["tab"]);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await brandProfileData(db(), request, context, params.brandSlug, getViewer(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** Switching tabs only changes ?tab=: no reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [{ title: pageTitle("Brand Not Found") }];
}

export default function BrandProfile({ loaderData }: Route.ComponentProps) {
  return <BrandProfilePage data={loaderData} />;
}

/** An unknown brand → 'Brand Not Found' with Go Home, answered with status 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <BrandNotFound />;
}
