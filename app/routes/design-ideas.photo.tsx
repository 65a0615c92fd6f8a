import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { loadPhotoPage } from "~/features/gallery/pages.server";
import { PhotoPage } from "~/features/gallery/photo-page";
import { buildMeta } from "~/features/seo/meta";
import type { Route } from "./+types/design-ideas.photo";

/** /design-ideas/photo/:imageId — one approved image; opening it counts one view (not for bots). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = z.guid().safeParse(params.imageId);
  const page = id.success ? await loadPhotoPage(db(), request, id.data) : undefined;
  if (!page) throw data(null, { status: 404 });
  // Each opening counts a view, so shared caches must not answer for us.
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Only a new URL reloads the photo: a like or another form on the page must not count another view. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function DesignIdeasPhoto({ loaderData }: Route.ComponentProps) {
  return <PhotoPage {...loaderData} />;
}
