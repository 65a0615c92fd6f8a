import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { loadPhotoPage } from "~/features/gallery/loaders.server";
import { PhotoPage } from "~/features/gallery/photo-page";
import { buildMeta } from "~/features/seo/meta";
import type { Route } from "./+types/design-ideas.photo";

/** /design-ideas/photo/:imageId — one approved image; the page's beacon counts the view (so it can be cached). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = z.guid().safeParse(params.imageId);
  const page = id.success ? await loadPhotoPage(db(), request, id.data) : undefined;
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** Only a new URL reloads the photo: a like or another form on the page doesn't change it. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function DesignIdeasPhoto({ loaderData }: Route.ComponentProps) {
  return <PhotoPage {...loaderData} />;
}
