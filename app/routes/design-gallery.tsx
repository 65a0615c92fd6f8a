import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { GALLERY_PARAMS, roomTypeFromSlug, sizeFromSlug, styleFromSlug } from "~/features/gallery/filters";
import { GalleryScreen } from "~/features/gallery/gallery-screen";
import { loadGalleryScreen } from "~/features/gallery/loaders.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/design-gallery";

export const handle = pageQuery(GALLERY_PARAMS);

/**
 * /design-gallery[/:roomType[/:style[/:size]]] and /design-gallery/all/{style}: the same gallery
 * screen (its canonical URL is the /design-ideas one). Unknown segments send the visitor to
 * /design-ideas.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const anyRoom = params.roomType === undefined || params.roomType === "all";
  const room = anyRoom ? undefined : roomTypeFromSlug(params.roomType);
  const style = styleFromSlug(params.style);
  const size = sizeFromSlug(params.size);
  const unknown = (!anyRoom && !room) || (params.style !== undefined && !style) || (params.size !== undefined && !size);
  if (unknown) throw redirect("/design-ideas");
  return loadGalleryScreen(db(), request, context, { roomType: room, style, size }, room);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function DesignGallery({ loaderData }: Route.ComponentProps) {
  return <GalleryScreen {...loaderData} />;
}
