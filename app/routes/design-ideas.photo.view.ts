import { z } from "zod";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { recordImageView } from "~/features/gallery/gallery.server";
import { viewBeaconAnswer, visitorOf } from "~/features/views/visits.server";
import type { Route } from "./+types/design-ideas.photo.view";

/** The photo page's view beacon (like the brand page's): a visitor counts once a day, crawlers never. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = z.guid().safeParse(params.imageId);
  const viewer = await getViewer(request);
  const { visitor, setCookie } = visitorOf(request, viewer?.userId);
  if (visitor && id.success) await recordImageView(db(), id.data, visitor);
  return viewBeaconAnswer(setCookie);
}
