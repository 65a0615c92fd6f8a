import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { announceThreadChange } from "../stream/thread-events.server";
import { type CloseReason, THREAD_MESSAGES } from "../thread/thread-rules";

export type CloseResult = { ok: true; message: string } | { ok: false; error: string } | null;

/**
 * The homeowner closes their request: designers can no longer write, and its phone number is hidden from the
 * designers who had not replied. Null when the request is not the viewer's (answer 404).
 */
export async function closeQuoteRequest(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  reason: CloseReason,
  now = new Date(),
): Promise<CloseResult> {
  if (!viewer) return null;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ closedAt: quoteRequests.closedAt })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.userId, viewer.userId)))
      .for("update");
    if (!request) return null;
    if (request.closedAt) return { ok: false, error: THREAD_MESSAGES.alreadyClosed };
    await tx
      .update(quoteRequests)
      .set({ closedAt: now, closeReason: reason })
      .where(and(eq(quoteRequests.id, requestId), isNull(quoteRequests.closedAt)));
    const closed = await tx.select({ leadId: leads.id }).from(leads).where(eq(leads.quoteRequestId, requestId));
    for (const { leadId } of closed) await announceThreadChange(tx, { quoteRequestId: requestId, leadId });
    return { ok: true, message: THREAD_MESSAGES.closedDone };
  });
}
