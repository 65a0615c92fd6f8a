import { db } from "~/db/client.server";
import { GALLERY_PARAMS, hasGalleryParams } from "~/features/gallery/filters";
import { GalleryScreen } from "~/features/gallery/gallery-screen";
import { DesignIdeasLanding } from "~/features/gallery/landing";
import { loadGalleryScreen, loadLanding } from "~/features/gallery/loaders.server";
import { buildMeta } from "~/features/seo/meta";
import { pageQuery } from "~/server/http/page-cache/page-query";
import type { Route } from "./+types/design-ideas";

export const handle = pageQuery(GALLERY_PARAMS);

/** /design-ideas is the landing; with any gallery parameter (?search=…, ?style=…, ?view=all) it is the gallery. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasGalleryParams(new URL(request.url).searchParams)) {
    return { kind: "landing" as const, ...(await loadLanding(db(), request)) };
  }
  return { kind: "gallery" as const, ...(await loadGalleryScreen(db(), request, context, {})) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

export default function DesignIdeas({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "landing") {
    return <DesignIdeasLanding title={loaderData.seo.h1 ?? ""} {...loaderData} />;
  }
  return <GalleryScreen {...loaderData} />;
}
