import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { recordProfileView } from "~/features/directory/brand/brand.server";
import { viewBeaconAnswer, visitorOf } from "~/features/views/visits.server";
import { isSlugShaped } from "~/lib/slug";
import type { Route } from "./+types/brand.view";

/**
 * The brand page's view beacon: one POST per page view from the visitor's browser (posts from other sites
 * never get here: app/server/request-guard.server.ts). Counting here instead of in the page loader keeps the
 * page cacheable, and its answer gives a browser without a visitor id its id (cached pages set no cookie); a
 * visitor counts once a day, crawlers never.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const { visitor, setCookie } = visitorOf(request, viewer?.userId);
  // A value no slug has (a NUL, say) finds no brand: no query for it.
  if (visitor && isSlugShaped(params.brandSlug)) {
    await recordProfileView(db(), params.brandSlug, { visitor, viewerId: viewer?.userId });
  }
  return viewBeaconAnswer(setCookie);
}
