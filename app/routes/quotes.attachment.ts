import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { attachmentResponse } from "~/features/conversations/thread/attachments.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/quotes.attachment";

/** A file of one of a quote request's threads, for the homeowner who asked only: a signed-out visitor signs in first (for any id); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await attachmentResponse(
    db(),
    storage(),
    await requireViewer(request),
    "homeowner",
    { requestId: params.requestId },
    params.attachmentId,
  );
  return response ?? privateNotFound();
}
