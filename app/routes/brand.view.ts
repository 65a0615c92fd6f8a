import { isbot } from "isbot";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { recordProfileView } from "~/features/directory/brand.server";
import type { Route } from "./+types/brand.view";

/**
 * The brand page's view beacon: one POST per page view from the visitor's browser. Counting here instead
 * of in the page loader keeps the page cacheable (CDN, page cache) without losing views; crawlers don't
 * run the beacon, and bots or other sites' requests that reach it are ignored.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const site = request.headers.get("sec-fetch-site");
  const counts =
    params.brandSlug.length <= 200 &&
    (site === null || site === "same-origin") &&
    !isbot(request.headers.get("user-agent") ?? "");
  if (counts) {
    const viewer = await getViewer(request);
    await recordProfileView(db(), params.brandSlug, { viewerId: viewer?.userId });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
