import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { attachmentResponse } from "~/features/conversations/thread/attachments.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard.lead-attachment";

/** A file of a lead's thread, for the owner of the brand the lead went to only: a signed-out visitor signs in first (for any id); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await attachmentResponse(
    db(),
    storage(),
    await requireViewer(request),
    "brand",
    { leadId: params.leadId },
    params.attachmentId,
  );
  return response ?? privateNotFound();
}
