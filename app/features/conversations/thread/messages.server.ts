import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { outerColumn, queryRows } from "~/db/rows.server";
import { brands, leadMessageAttachments, leadMessages, leads, quoteRequests, users } from "~/db/schema";
import { refreshResponseTimes } from "~/features/leads/leads.api.server";
import { ACTION_LIMIT_MESSAGES, withinActionLimit } from "~/services/action-limits.server";
import { alertStateOf, queueMessageAlert } from "../alerts/message-alerts.server";
import { alertFirstReply, skipReadAlerts } from "../alerts/thread-alerts.server";
import { announcement } from "../stream/thread-events.server";
import type { ThreadAccess } from "./thread-access.server";
import {
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentKind,
  MESSAGE_MAX,
  type MessageResult,
  otherSide,
  THREAD_MESSAGES,
  type ThreadSide,
} from "./thread-rules";

/** An uploaded file already in the private document store, ready to be attached to a message. */
export interface StoredAttachment {
  kind: AttachmentKind;
  storageKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
}

export interface NewMessage {
  body: string;
  attachments: StoredAttachment[];
}

/** Each side's read mark on a lead: the id of the last message of the other side it has seen. */
export const readColumn = { homeowner: leads.homeownerReadId, brand: leads.brandReadId } as const;
const readField = { homeowner: "homeownerReadId", brand: "brandReadId" } as const;

function threadOf(access: Pick<ThreadAccess, "quoteRequestId" | "brandId">) {
  return and(eq(leadMessages.quoteRequestId, access.quoteRequestId), eq(leadMessages.brandId, access.brandId));
}

function leadRow(access: Pick<ThreadAccess, "quoteRequestId" | "brandId">) {
  return and(eq(leads.quoteRequestId, access.quoteRequestId), eq(leads.brandId, access.brandId));
}

/**
 * What a message's change to its lead returns: the alert state of the side it is for (queueMessageAlert), and
 * the thread's live event, announced by the same statement.
 */
function changedLead(thread: Pick<ThreadAccess, "leadId" | "quoteRequestId">, to: ThreadSide) {
  return { ...alertStateOf(to), announced: announcement(thread) };
}

/** What a message must be before anything is stored: some text or a file, within the limits. */
export function checkNewMessage(input: NewMessage): string | null {
  if (input.body.length > MESSAGE_MAX) return THREAD_MESSAGES.tooLong;
  // PostgreSQL text can't hold NUL.
  if (input.body.includes("\u0000")) return THREAD_MESSAGES.control;
  if (input.attachments.length > ATTACHMENTS_PER_MESSAGE) return THREAD_MESSAGES.tooManyFiles;
  if (input.body.trim() === "" && input.attachments.length === 0) return THREAD_MESSAGES.empty;
  return null;
}

/** The thread's lead row, locked so that its messages are written one at a time, with what a message checks. */
async function lockThread(tx: Tx, access: ThreadAccess & { side: ThreadSide }) {
  const [lead] = await tx
    .select({
      status: leads.status,
      respondedAt: leads.respondedAt,
      closedAt: quoteRequests.closedAt,
      suspendedAt: sql<Date | null>`(select ${users.suspendedAt} from ${users} where ${users.id} = ${access.viewerId})`,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(leadRow(access))
    // The request's row too: a message and the request's closing never pass each other.
    .for("update");
  if (!lead) return null;
  // Its own statement, after the lock: it sees the messages of a writer this one waited for.
  const [written] = await tx
    .select({ id: leadMessages.id })
    .from(leadMessages)
    .where(and(threadOf(access), eq(leadMessages.authorSide, access.side)))
    .limit(1);
  return { ...lead, sideHasWritten: written !== undefined };
}

/** Why this side may not write now, or null: the request is closed, the writer suspended, a limit reached. */
async function refusal(
  tx: Tx,
  access: ThreadAccess,
  lead: NonNullable<Awaited<ReturnType<typeof lockThread>>>,
  now: Date,
) {
  if (lead.closedAt) return THREAD_MESSAGES.closed;
  if (lead.suspendedAt) return THREAD_MESSAGES.suspended;
  if (!lead.sideHasWritten && !(await withinActionLimit(tx, "thread", access.viewerId, now))) {
    return ACTION_LIMIT_MESSAGES.thread;
  }
  if (!(await withinActionLimit(tx, "message", access.viewerId, now))) return ACTION_LIMIT_MESSAGES.message;
  return null;
}

/**
 * Writes a message from the viewer's side of the thread, in one transaction with all it changes: its files,
 * the thread's last-message time and the writer's own read mark, the lead's status and the brand's response
 * time (a designer's first message marks the lead contacted and is the brand's response), the other side's
 * throttled alert, and the live event (announced by the change to the lead).
 */
export async function postMessage(
  db: Executor,
  access: ThreadAccess,
  input: NewMessage,
  now = new Date(),
): Promise<MessageResult> {
  const invalid = checkNewMessage(input);
  if (invalid) return { ok: false, error: invalid };
  return db.transaction((tx) => writeMessage(tx, access, input, now));
}

/** postMessage's work inside a caller's transaction (an offer writes its announcement this way). */
export async function writeMessage(tx: Tx, access: ThreadAccess, input: NewMessage, now: Date): Promise<MessageResult> {
  if (access.side === "admin") return { ok: false, error: THREAD_MESSAGES.closed };
  const side: ThreadSide = access.side;
  const lead = await lockThread(tx, { ...access, side });
  if (!lead) return { ok: false, error: THREAD_MESSAGES.closed };
  const refused = await refusal(tx, access, lead, now);
  if (refused) return { ok: false, error: refused };
  const [message] = await tx
    .insert(leadMessages)
    .values({
      quoteRequestId: access.quoteRequestId,
      brandId: access.brandId,
      authorSide: side,
      authorId: access.viewerId,
      body: input.body.trim(),
      createdAt: now,
    })
    .returning({ id: leadMessages.id });
  if (input.attachments.length > 0) {
    await tx
      .insert(leadMessageAttachments)
      .values(
        input.attachments.map((file, position) => ({ ...file, position, messageId: message.id, createdAt: now })),
      );
  }
  const firstResponse = side === "brand" && !lead.respondedAt;
  const [changed] = await tx
    .update(leads)
    .set({
      lastMessageAt: now,
      [readField[side]]: message.id,
      ...(side === "brand" && lead.status === "new" ? { status: "contacted" as const, statusChangedAt: now } : {}),
      ...(firstResponse ? { respondedAt: now } : {}),
    })
    .where(leadRow(access))
    .returning(changedLead(access, otherSide(side)));
  if (firstResponse) {
    await refreshResponseTimes(tx, [access.brandId], now);
    await alertFirstReply(tx, access.leadId, now);
  }
  await queueMessageAlert(tx, access, otherSide(side), now, changed);
  return { ok: true, messageId: message.id };
}

/**
 * Marks every message of the other side as seen by the viewer's side (their "Seen" mark and unread count) and
 * announces the change when there was something new: one statement, so a page view that finds nothing new
 * costs one indexed read. An admin's read marks nothing.
 */
export async function markThreadSeen(db: Executor, access: ThreadAccess): Promise<boolean> {
  if (access.side === "admin") return false;
  const readId = sql.identifier(readColumn[access.side].name);
  const marked = await queryRows<{ leadId: string }>(
    db,
    sql`with latest as (
        select max(id) as id from ${leadMessages}
        where quote_request_id = ${access.quoteRequestId} and brand_id = ${access.brandId}
          and author_side <> ${access.side}
      ), marked as (
        update ${leads} r set ${readId} = latest.id from latest
        where r.quote_request_id = ${access.quoteRequestId} and r.brand_id = ${access.brandId} and r.${readId} < latest.id
        returning r.id
      )
      select ${announcement(access)} from marked`,
  );
  if (marked.length === 0) return false;
  await skipReadAlerts(db, { ...access, side: access.side });
  return true;
}

/**
 * The threads `userId` takes part in as `side`: the leads of the brand they own, or their own quote requests
 * (for a query of leads joined with brands and quote_requests).
 */
export function threadsAs(userId: string, side: ThreadSide) {
  return side === "brand" ? eq(brands.claimedBy, userId) : eq(quoteRequests.userId, userId);
}

/** Unread messages over every thread `userId` takes part in as `side` (the header's and the Leads tab's counts). */
export async function unreadMessagesOf(db: Executor, userId: string, side: ThreadSide): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(side)}), 0)::int` })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(threadsAs(userId, side), isNotNull(leads.lastMessageAt)));
  return row?.n ?? 0;
}

/** Unread messages for `side` in a thread: the other side's visible messages after its read mark. */
export function unreadFor(side: ThreadSide) {
  return sql<number>`(select count(*)::int from ${leadMessages} m
    where m.quote_request_id = ${outerColumn(leads.quoteRequestId)}
      and m.brand_id = ${outerColumn(leads.brandId)}
      and m.author_side <> ${side} and m.hidden_at is null and m.id > ${outerColumn(readColumn[side])})`;
}

/**
 * A message Nivasa itself writes in a thread (e.g. telling a designer the homeowner chose another), inside the
 * caller's transaction: it reaches `to` as unread, with the usual alert and live event.
 */
export async function writeSystemMessage(
  tx: Tx,
  thread: Pick<ThreadAccess, "leadId" | "quoteRequestId" | "brandId" | "viewerId">,
  to: ThreadSide,
  body: string,
  now: Date,
): Promise<void> {
  await tx.insert(leadMessages).values({
    quoteRequestId: thread.quoteRequestId,
    brandId: thread.brandId,
    authorSide: "system",
    body,
    createdAt: now,
  });
  const [changed] = await tx
    .update(leads)
    .set({ lastMessageAt: now })
    .where(leadRow(thread))
    .returning(changedLead(thread, to));
  await queueMessageAlert(tx, { ...thread, side: to }, to, now, changed);
}
