import { z } from "zod";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { homeownerThreadEvents } from "~/features/conversations/stream/thread-stream.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/quotes.events";

/** The live events of every thread of a quote request, for its homeowner only; 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const requestId = z.uuid().safeParse(params.requestId);
  const stream = requestId.success
    ? await homeownerThreadEvents(db(), await getViewer(request), requestId.data, request)
    : null;
  return stream ?? privateNotFound();
}
