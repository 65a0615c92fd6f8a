import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db, Executor } from "~/db/client.server";
import { brands, leadMessages, leads, quoteRequests, users } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import { signInLink } from "~/features/auth/auth.api.server";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { MAIL_RETRIES, queueMail } from "~/services/mail-queue.server";
import type { ThreadAccess } from "../thread/thread-access.server";
import { ALERT_DELAY_SECONDS, ALERT_INTERVAL_MINUTES, type ThreadSide } from "../thread/thread-rules";
import { messageAlertEmail } from "./message-emails";

const alertColumns = {
  homeowner: { queued: leads.homeownerAlertQueued, emailedAt: leads.homeownerEmailedAt },
  brand: { queued: leads.brandAlertQueued, emailedAt: leads.brandEmailedAt },
} as const;
const alertFields = {
  homeowner: { queued: "homeownerAlertQueued", emailedAt: "homeownerEmailedAt", readId: "homeownerReadId" },
  brand: { queued: "brandAlertQueued", emailedAt: "brandEmailedAt", readId: "brandReadId" },
} as const;

/** Seconds until `side` may be emailed about this thread again: at least the delay, at most the interval. */
export function alertWaitSeconds(emailedAt: Date | null, now: Date): number {
  const sinceLast = emailedAt ? (now.getTime() - emailedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  return Math.ceil(Math.max(ALERT_DELAY_SECONDS, ALERT_INTERVAL_MINUTES * 60 - sinceLast));
}

/** What queueMessageAlert needs of the lead: for the statement that changes the lead to return (`returning`). */
export function alertStateOf(side: ThreadSide) {
  return alertColumns[side];
}

/** `side`'s alert state on a lead, as alertStateOf's columns return it. */
export interface AlertState {
  queued: boolean;
  emailedAt: Date | null;
}

/**
 * Queues the email telling `side` about a new message, unless one is already waiting for them: while a side has
 * unread messages in a thread it gets at most one email per interval. Runs in the message's transaction, given
 * `side`'s alert state as the message's change to the lead returned it (none: the lead is gone).
 */
export async function queueMessageAlert(
  tx: Executor,
  access: ThreadAccess,
  side: ThreadSide,
  now: Date,
  lead: AlertState | undefined,
) {
  if (!lead || lead.queued) return;
  await enqueueJob(
    tx,
    messageAlertJob,
    { leadId: access.leadId, side },
    { startAfterSeconds: alertWaitSeconds(lead.emailedAt, now) },
  );
  await tx
    .update(leads)
    .set({ [alertFields[side].queued]: true })
    .where(eq(leads.id, access.leadId));
}

/** Who an alert for `side` goes to, and whether they want one email per thread. */
async function alertRecipient(db: Executor, leadId: string, side: ThreadSide) {
  const [row] = await db
    .select({
      quoteRequestId: leads.quoteRequestId,
      brandId: leads.brandId,
      readId: side === "homeowner" ? leads.homeownerReadId : leads.brandReadId,
      homeownerName: quoteRequests.name,
      need: quoteRequests.requirement,
      homeownerEmail: quoteRequests.email,
      homeownerId: quoteRequests.userId,
      brandName: brands.brandName,
      ownerId: brands.claimedBy,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(eq(leads.id, leadId))
    .for("update", { of: leads });
  if (!row) return null;
  const userId = side === "homeowner" ? row.homeownerId : row.ownerId;
  const [account] = userId
    ? await db
        .select({ email: users.email, name: users.name, messageEmails: users.messageEmails })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  // The account's address first: the email's sign-in link must open the account the thread belongs to.
  const to = side === "homeowner" ? (account?.email ?? row.homeownerEmail) : account?.email;
  return {
    ...row,
    to: to ?? null,
    wantsEach: (account?.messageEmails ?? "each") === "each",
    name: side === "homeowner" ? row.homeownerName : (account?.name ?? null),
  };
}

/** The page a side's emails about a thread open. */
function threadPath(side: ThreadSide, thread: { quoteRequestId: string; leadId: string }): string {
  return side === "homeowner" ? quoteRequestPath(thread.quoteRequestId) : leadThreadPath(thread.leadId);
}

type Recipient = NonNullable<Awaited<ReturnType<typeof alertRecipient>>>;

/** The newest of the other side's visible messages `side` has not read, oldest first. */
async function unreadMessages(db: Executor, lead: Recipient, side: ThreadSide) {
  const unread = await db
    .select({ body: leadMessages.body, authorSide: leadMessages.authorSide })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.quoteRequestId, lead.quoteRequestId),
        eq(leadMessages.brandId, lead.brandId),
        ne(leadMessages.authorSide, side),
        isNull(leadMessages.hiddenAt),
        gt(leadMessages.id, lead.readId),
      ),
    )
    .orderBy(desc(leadMessages.id))
    .limit(20);
  return unread.reverse();
}

/** The sign-in link an alert would carry, made before its transaction (better-auth writes the token itself). */
async function alertLink(db: Db, leadId: string, side: ThreadSide) {
  const lead = await alertRecipient(db, leadId, side);
  if (!lead?.to || !lead.wantsEach || (await unreadMessages(db, lead, side)).length === 0) return null;
  const url = await signInLink(lead.to, threadPath(side, { ...lead, leadId }), lead.name ?? undefined);
  return { to: lead.to, url };
}

/**
 * Sends `side` the thread's unread messages by email, if they still have any (a message read before its email
 * is sent is not emailed) and want one email per thread. The email's button signs them in to the thread. A
 * designer with WhatsApp or SMS alerts on gets the homeowner's message there too, on the same throttle.
 */
export async function sendMessageAlert(db: Db, leadId: string, side: ThreadSide, now = new Date()) {
  const link = await alertLink(db, leadId, side);
  return db.transaction(async (tx) => {
    const lead = await alertRecipient(tx, leadId, side);
    if (!lead) return "gone";
    const where = eq(leads.id, leadId);
    await tx
      .update(leads)
      .set({ [alertFields[side].queued]: false })
      .where(where);
    const unread = await unreadMessages(tx, lead, side);
    if (unread.length === 0) return "read";
    if (side === "brand" && lead.ownerId && unread.some((m) => m.authorSide === "homeowner")) {
      await queueAlert(tx, {
        kind: "homeowner_message",
        eventId: `${leadId}:${now.getTime()}`,
        userId: lead.ownerId,
        parameters: { homeowner: lead.homeownerName ?? "The homeowner", need: lead.need },
        path: threadPath(side, { ...lead, leadId }),
        now,
      });
    }
    if (!lead.to || !lead.wantsEach) return "not-wanted";
    // Read, preference or address changed in between: the job's retry makes the link again.
    if (link?.to !== lead.to) throw new Error(`The recipient of lead ${leadId}'s alert changed while it was sent`);
    await queueMail(
      tx,
      messageAlertEmail({
        to: lead.to,
        recipientName: lead.name,
        fromName: side === "homeowner" ? lead.brandName : "The homeowner",
        messages: unread.map((m) => m.body),
        threadUrl: link.url,
      }),
    );
    await tx
      .update(leads)
      .set({ [alertFields[side].emailedAt]: now })
      .where(where);
    return "sent";
  });
}

export const messageAlertJob: JobDefinition<{ leadId: string; side: ThreadSide }> = {
  name: "message-alert",
  schema: z.object({ leadId: z.uuid(), side: z.enum(["homeowner", "brand"]) }),
  queue: { ...MAIL_RETRIES, expireInSeconds: 120 },
  handler: ({ leadId, side }, { db }) => sendMessageAlert(db, leadId, side),
};
