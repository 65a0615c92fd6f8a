import { and, eq, isNotNull, isNull, lte, notExists } from "drizzle-orm";
import { z } from "zod";
import type { Db, Executor } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { quoteRequestPath } from "~/lib/paths";
import type { JobDefinition } from "~/services/job-queue.server";
import { announceThreadChange } from "../stream/thread-events.server";
import {
  type CloseReason,
  type HomeownerCloseReason,
  THREAD_MESSAGES,
  UNANSWERED_CLOSE_DAYS,
} from "../thread/thread-rules";

export type CloseResult = { ok: true; message: string } | { ok: false; error: string } | null;

/**
 * The homeowner closes their request: designers can no longer write, and its phone number is hidden from the
 * designers who had not replied. Null when the request is not the viewer's (answer 404).
 */
export async function closeQuoteRequest(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  reason: HomeownerCloseReason,
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
    await markClosed(tx, requestId, reason, now);
    return { ok: true, message: THREAD_MESSAGES.closedDone };
  });
}

/** Closes a request locked by the caller and tells its threads' open pages. */
async function markClosed(tx: Executor, requestId: string, reason: CloseReason, now: Date): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({ closedAt: now, closeReason: reason })
    .where(and(eq(quoteRequests.id, requestId), isNull(quoteRequests.closedAt)));
  const closed = await tx.select({ leadId: leads.id }).from(leads).where(eq(leads.quoteRequestId, requestId));
  for (const { leadId } of closed) await announceThreadChange(tx, { quoteRequestId: requestId, leadId });
}

const DAY = 24 * 60 * 60 * 1000;

/** The request's leads whose designer has written to the homeowner (a message or an offer: responded_at). */
function answers(db: Executor, requestId: string | typeof quoteRequests.id) {
  return db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, requestId), isNotNull(leads.respondedAt)));
}

/**
 * Closes each open request sent at least UNANSWERED_CLOSE_DAYS before `now` to which no designer has written,
 * with the reason "no_answers", and alerts its homeowner (request_closed, with a link to the request) in the same
 * transaction. Each request is locked and checked again before closing, so a designer's reply written meanwhile
 * keeps it open (messages lock the request's row too); running again closes nothing twice. Returns how many closed.
 */
export async function closeUnansweredRequests(db: Db, now = new Date()): Promise<number> {
  const due = and(
    isNull(quoteRequests.closedAt),
    lte(quoteRequests.createdAt, new Date(now.getTime() - UNANSWERED_CLOSE_DAYS * DAY)),
  );
  const candidates = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(due, notExists(answers(db, quoteRequests.id))));
  let closed = 0;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [request] = await tx
        .select({ userId: quoteRequests.userId, need: quoteRequests.requirement })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.id, id), due))
        .for("update");
      if (!request) return false;
      // Its own statement, after the lock: it sees a reply whose writer this one waited for.
      const [answer] = await answers(tx, id).limit(1);
      if (answer) return false;
      await markClosed(tx, id, "no_answers", now);
      if (request.userId) {
        await queueAlert(tx, {
          kind: "request_closed",
          eventId: id,
          userId: request.userId,
          parameters: { need: request.need },
          path: quoteRequestPath(id),
          now,
        });
      }
      return true;
    });
    if (done) closed++;
  }
  return closed;
}

/** Hourly (minute 20): a request closes within the hour after its days without an answer run out. */
export const unansweredRequestsJob: JobDefinition<Record<string, never>> = {
  name: "unanswered-requests-close",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  schedule: { cron: "20 * * * *", data: {} },
  handler: (_data, { db }) => closeUnansweredRequests(db),
};
