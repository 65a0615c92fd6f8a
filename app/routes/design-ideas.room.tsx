import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { GALLERY_PARAMS, roomSlug, roomTypeFromSlug, styleFromSlug, topicUrl } from "~/features/gallery/filters";
import { GalleryScreen } from "~/features/gallery/gallery-screen";
import { loadGalleryScreen } from "~/features/gallery/loaders.server";
import { buildMeta } from "~/features/seo/meta";
import { roomIdeasPath } from "~/lib/paths";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/design-ideas.room";

export const handle = pageQuery(GALLERY_PARAMS);

/**
 * /design-ideas/:roomType[/:style] — the gallery with the room fixed. Slugs may use hyphens or
 * underscores (living-room, living_room). Menu topics (lighting, storage…) go to their filter; an
 * unknown room goes to /design-ideas and an unknown style to the room page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const room = roomTypeFromSlug(params.roomType);
  if (!room) throw redirect(topicUrl(params.roomType) ?? "/design-ideas");
  const style = styleFromSlug(params.style);
  if (params.style && !style) throw redirect(`${roomIdeasPath(roomSlug(room))}${new URL(request.url).search}`);
  return loadGalleryScreen(db(), request, context, { roomType: room, style }, room);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function DesignIdeasRoom({ loaderData }: Route.ComponentProps) {
  return <GalleryScreen {...loaderData} />;
}
