import { db } from "~/db/client.server";
import { loadMoreImages } from "~/features/gallery/loaders.server";
import type { Route } from "./+types/api.design-images";

/** GET /api/design-images?<gallery filters>&cursor=… — the next gallery page as JSON, for Load More. */
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(await loadMoreImages(db(), request));
}
