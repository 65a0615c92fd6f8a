import { z } from "zod";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { brandThreadEvents } from "~/features/conversations/stream/thread-stream.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/brand-dashboard.lead-events";

/** The live events of a lead's thread, for the owner of the brand it went to only; 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const leadId = z.uuid().safeParse(params.leadId);
  const stream = leadId.success ? await brandThreadEvents(db(), await getViewer(request), leadId.data, request) : null;
  return stream ?? privateNotFound();
}
