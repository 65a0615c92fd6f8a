import { and, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leadMessages, leads, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { LeadStatus } from "~/features/leads";
import { budgetLabel, timelineLabel } from "~/features/leads";
import { announceThreadChange } from "../stream/thread-events.server";
import { cursorOf } from "../stream/thread-stream.server";
import { shownMessages } from "../thread/message-island.server";
import { markThreadSeen } from "../thread/messages.server";
import { messageRows, type ThreadMessage, threadSideColumns, toThreadMessages } from "../thread/thread.server";
import { type ThreadAccess, threadAccess } from "../thread/thread-access.server";
import { type RequestClosed, requestClosed } from "../thread/thread-rules";
import type { ShownMessages } from "../thread/thread-view";
import { LEAD_MESSAGES, leadAttachmentsPath } from "./inbox-rules";
import type { LeadUpdateInput } from "./inbox-schema";

/** A lead as its brand sees it on the thread page: the request, the brand's own status and note, the messages. */
export interface LeadThread<Messages = ThreadMessage[]> {
  leadId: string;
  name: string;
  location: string;
  requirement: string;
  budget: string | null;
  timeline: string | null;
  receivedAt: string;
  /**
   * Null once the homeowner closed the request if this brand had not written to them, and after the homeowner
   * deleted their account.
   */
  phone: string | null;
  /** The homeowner proved the number with a code (or sent from the account's verified number). */
  phoneVerified: boolean;
  /** How many designers the request went to, this brand included (never who the others are). */
  sentTo: number;
  /** Asked of this brand directly (not through matching). */
  direct: boolean;
  status: LeadStatus;
  note: string | null;
  /** The request is closed (by the homeowner, or with no answers): nobody can write any more. */
  closed: RequestClosed | null;
  /** As data, or as the page shows them (leadThreadPageData). */
  messages: Messages;
  /** What the page shows, for its event stream to resume from (thread-stream.server.ts). */
  cursor: string;
}

export type LeadWriteResult = { ok: true; message: string } | { ok: false; error: string };

function leadRow(access: ThreadAccess) {
  return eq(leads.id, access.leadId);
}

/** The lead, its request and what the brand's page says of them, by the lead's id. */
const leadDetails = preparedQuery("lead_thread_details", (db, name) =>
  db
    .select({
      ...threadSideColumns,
      phone: quoteRequests.phone,
      phoneVerified: quoteRequests.phoneVerified,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
      requestBrandId: quoteRequests.brandId,
      closedAt: quoteRequests.closedAt,
      closeReason: quoteRequests.closeReason,
      receivedAt: leads.createdAt,
      status: leads.status,
      note: leads.note,
      sentTo: sql<number>`(select count(*)::int from ${leads} other
        where other.quote_request_id = ${outerColumn(leads.quoteRequestId)})`,
      brandWrote: sql<boolean>`exists (select 1 from ${leadMessages} m
        where m.quote_request_id = ${outerColumn(leads.quoteRequestId)}
          and m.brand_id = ${outerColumn(leads.brandId)} and m.author_side = 'brand')`,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(eq(leads.id, sql.placeholder("leadId")))
    .prepare(name),
);

/**
 * Opens the lead's thread for its brand: marks the homeowner's messages seen (their "Seen" mark, the brand's
 * unread count) while reading the request, the lead and the conversation — nothing the brand sees here depends
 * on its own read mark.
 */
export async function openLeadThread(db: Executor, access: ThreadAccess): Promise<LeadThread | null> {
  const [, [lead], rows] = await Promise.all([
    markThreadSeen(db, access),
    leadDetails(db).execute({ leadId: access.leadId }),
    messageRows(db, access),
  ]);
  if (!lead) return null;
  const phoneHidden = lead.closedAt !== null && !lead.brandWrote;
  return {
    leadId: access.leadId,
    name: homeownerName(lead.homeowner),
    location: lead.location,
    requirement: lead.requirement,
    budget: budgetLabel(lead.budget),
    timeline: timelineLabel(lead.timeline),
    receivedAt: lead.receivedAt.toISOString(),
    phone: phoneHidden ? null : lead.phone,
    phoneVerified: lead.phoneVerified,
    sentTo: lead.sentTo,
    direct: lead.requestBrandId === access.brandId,
    status: lead.status,
    note: lead.note,
    closed: requestClosed(lead.closedAt, lead.closeReason),
    messages: toThreadMessages(rows, lead, access.side),
    cursor: cursorOf({
      lastMessageId: rows.at(-1)?.id ?? 0,
      seen: lead.homeownerReadId,
      closed: lead.closedAt !== null,
    }),
  };
}

/** The lead's page data: its messages as a static island (shownMessages). */
export function leadThreadPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  thread: LeadThread,
): LeadThread<ShownMessages> {
  const { leadId } = thread;
  const messages = shownMessages(request, context, leadId, thread.messages, {
    attachmentsPath: leadAttachmentsPath(leadId),
    reportLeadId: leadId,
  });
  return { ...thread, messages };
}

/**
 * Sets the lead's status and the brand's private note. A status change alone is not a response to the
 * homeowner: only the brand's first message is (postMessage), so the response time is left alone here.
 */
export async function updateLead(
  db: Executor,
  access: ThreadAccess,
  input: LeadUpdateInput,
  now = new Date(),
): Promise<LeadWriteResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(leadRow(access)).for("update");
    if (!lead) return { ok: false, error: LEAD_MESSAGES.missing };
    const statusChanged = lead.status !== input.status;
    await tx
      .update(leads)
      .set({ note: input.note, ...(statusChanged ? { status: input.status, statusChangedAt: now } : {}) })
      .where(and(leadRow(access), eq(leads.brandId, access.brandId)));
    if (statusChanged) await announceThreadChange(tx, access);
    return { ok: true, message: LEAD_MESSAGES.saved };
  });
}

/**
 * The brand side of a lead's thread for `viewer` (or their lookup under way): only the owner of the brand it
 * went to; null → 404. The lookup settles first whatever the id, so a sign-in redirect wins over a malformed id.
 */
export async function brandThreadAccess(
  db: Executor,
  viewer: Viewer | null | Promise<Viewer | null>,
  leadId: string | undefined,
): Promise<ThreadAccess | null> {
  const id = z.uuid().safeParse(leadId);
  if (id.success) return threadAccess(db, viewer, id.data, "brand");
  await viewer;
  return null;
}
