import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { attachmentResponse } from "~/features/conversations/thread/attachments.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/admin.moderation.thread-attachment";

/** A file of a reported thread, hidden messages' too, for admins only (audited); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await attachmentResponse(
    db(),
    storage(),
    await getViewer(request),
    "admin",
    { leadId: params.leadId },
    params.attachmentId,
  );
  return response ?? privateNotFound();
}
