import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { brands, leadMessages, quoteRecipients, quoteRequests, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { canEditBrand } from "~/features/brands/brands.api.server";
import { sqlInstant } from "~/lib/sql-values";
import { queueMail } from "~/services/mail-queue.server";
import { leadReplyEmail } from "./lead-emails";
import { LEAD_MESSAGES, LEAD_PAGE_SIZE, LEAD_REPLIES_PER_LEAD, type LeadStatus } from "./lead-rules";
import type { LeadAction, LeadInboxQuery, LeadReplyInput, LeadUpdateInput } from "./lead-schema";
import { budgetLabel, timelineLabel } from "./quote-form";
import { refreshResponseTimes } from "./response-time.server";

/** A reply the brand sent on a lead. */
export interface LeadReplyView {
  id: number;
  body: string;
  createdAt: string;
}

/** A lead as its brand's owner (or an admin) sees it: contact details, the brand's own status and note. */
export interface BrandLead {
  id: string;
  receivedAt: string;
  name: string;
  phone: string;
  location: string;
  requirement: string;
  budget: string | null;
  timeline: string | null;
  status: LeadStatus;
  note: string | null;
  respondedAt: string | null;
  /** Asked of this brand directly (not through matching). */
  direct: boolean;
  notified: boolean;
  /** The homeowner has an account, so replies reach them (on /profile and by email). */
  canReply: boolean;
  replies: LeadReplyView[];
}

export interface LeadInbox {
  leads: BrandLead[];
  /** The status shown, or null for all leads. */
  status: LeadStatus | null;
  counts: Record<LeadStatus | "all", number>;
  /** Opens the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** Whether this is a later page (the inbox then offers a way back to the newest). */
  paged: boolean;
  /** The brand's measured response time as public pages show it (null: not enough answered leads yet). */
  responseMinutes: number | null;
}

export type LeadWriteResult = { ok: true; message: string } | { ok: false; error: string };

/** `<received at, to the millisecond>_<request id>`, as nextCursor writes it. */
const cursorParts = z.tuple([sqlInstant(3), z.guid()]);

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  const parsed = cursorParts.safeParse(cursor?.split("_"));
  return parsed.success ? { at: new Date(parsed.data[0]), id: parsed.data[1] } : null;
}

/** Leads per status, for the inbox's filter (quote_request_recipients_brand_status_idx). */
async function countLeads(db: Executor, brandId: string): Promise<LeadInbox["counts"]> {
  const rows = await db
    .select({ status: quoteRecipients.status, n: sql<number>`count(*)::int` })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.brandId, brandId))
    .groupBy(quoteRecipients.status);
  const counts = { all: 0, new: 0, contacted: 0, won: 0, lost: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.all += n;
  }
  return counts;
}

/** One page of a brand's leads, newest first, keyset-paged; optionally of one status. */
async function leadPage(db: Executor, brandId: string, query: LeadInboxQuery, limit: number) {
  const after = decodeCursor(query.cursor);
  const rows = await db
    .select({
      id: quoteRequests.id,
      receivedAt: quoteRecipients.createdAt,
      name: quoteRequests.name,
      phone: quoteRequests.phone,
      location: quoteRequests.location,
      requirement: quoteRequests.requirement,
      budget: quoteRequests.budget,
      timeline: quoteRequests.timeline,
      status: quoteRecipients.status,
      note: quoteRecipients.note,
      respondedAt: quoteRecipients.respondedAt,
      requestBrandId: quoteRequests.brandId,
      notifiedAt: quoteRecipients.notifiedAt,
      homeownerId: quoteRequests.userId,
    })
    .from(quoteRecipients)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRecipients.quoteRequestId))
    .where(
      and(
        eq(quoteRecipients.brandId, brandId),
        query.status ? eq(quoteRecipients.status, query.status) : undefined,
        // Dates carry milliseconds in JS and microseconds in Postgres: compare at millisecond precision.
        after
          ? sql`(date_trunc('milliseconds', ${quoteRecipients.createdAt}), ${quoteRecipients.quoteRequestId}) < (${after.at}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteRequestId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? `${last.receivedAt.toISOString()}_${last.id}` : null,
  };
}

async function repliesOn(db: Executor, brandId: string, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: leadMessages.quoteRequestId,
      id: leadMessages.id,
      body: leadMessages.body,
      createdAt: leadMessages.createdAt,
    })
    .from(leadMessages)
    .where(and(inArray(leadMessages.quoteRequestId, requestIds), eq(leadMessages.brandId, brandId)))
    .orderBy(asc(leadMessages.createdAt));
}

/**
 * The leads inbox: every quote request routed to the brand, newest first, filtered by status and paged.
 * Null when `viewer` may not see the brand's leads (only its owner or an admin).
 */
export async function loadLeadInbox(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  query: LeadInboxQuery,
  limit = LEAD_PAGE_SIZE,
): Promise<LeadInbox | null> {
  if (!(await canEditBrand(db, viewer, brandId))) return null;
  const [counts, page, [brand]] = await Promise.all([
    countLeads(db, brandId),
    leadPage(db, brandId, query, limit),
    db.select({ responseMinutes: brands.responseMinutes }).from(brands).where(eq(brands.id, brandId)),
  ]);
  const replies = await repliesOn(
    db,
    brandId,
    page.rows.map((row) => row.id),
  );
  return {
    leads: page.rows.map(
      ({ requestBrandId, notifiedAt, homeownerId, receivedAt, respondedAt, name, phone, ...row }) => ({
        ...row,
        name: homeownerName(name),
        phone: phone ?? "",
        receivedAt: receivedAt.toISOString(),
        respondedAt: respondedAt?.toISOString() ?? null,
        budget: budgetLabel(row.budget),
        timeline: timelineLabel(row.timeline),
        direct: requestBrandId === brandId,
        notified: notifiedAt !== null,
        canReply: homeownerId !== null,
        replies: replies
          .filter((reply) => reply.requestId === row.id)
          .map(({ id, body, createdAt }) => ({ id, body, createdAt: createdAt.toISOString() })),
      }),
    ),
    status: query.status ?? null,
    counts,
    nextCursor: page.nextCursor,
    paged: decodeCursor(query.cursor) !== null,
    responseMinutes: brand?.responseMinutes ?? null,
  };
}

/** The brand's lead row, locked for this transaction, with what a reply needs to reach the homeowner. */
async function lockLead(tx: Executor, brandId: string, requestId: string) {
  const [lead] = await tx
    .select({
      status: quoteRecipients.status,
      respondedAt: quoteRecipients.respondedAt,
      homeownerName: quoteRequests.name,
      homeownerEmail: users.email,
      brandName: brands.brandName,
      replies: sql<number>`(select count(*)::int from ${leadMessages} lr
        where lr.quote_request_id = ${quoteRecipients.quoteRequestId} and lr.brand_id = ${quoteRecipients.brandId})`,
    })
    .from(quoteRecipients)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRecipients.quoteRequestId))
    .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
    .leftJoin(users, eq(users.id, quoteRequests.userId))
    .where(and(eq(quoteRecipients.brandId, brandId), eq(quoteRecipients.quoteRequestId, requestId)))
    .for("update", { of: quoteRecipients });
  return lead ?? null;
}

/**
 * Sets the lead's status and the brand's private note. The first change of status is the brand's response:
 * it stamps responded_at and refreshes the brand's measured response time in the same transaction.
 */
export async function updateLead(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  input: LeadUpdateInput,
  now = new Date(),
): Promise<LeadWriteResult> {
  if (!(await canEditBrand(db, viewer, brandId))) return { ok: false, error: LEAD_MESSAGES.forbidden };
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, brandId, input.requestId);
    if (!lead) return { ok: false, error: LEAD_MESSAGES.missing };
    const statusChanged = lead.status !== input.status;
    await tx
      .update(quoteRecipients)
      .set({
        note: input.note,
        ...(statusChanged ? { status: input.status, statusChangedAt: now, respondedAt: lead.respondedAt ?? now } : {}),
      })
      .where(and(eq(quoteRecipients.brandId, brandId), eq(quoteRecipients.quoteRequestId, input.requestId)));
    if (statusChanged && !lead.respondedAt) await refreshResponseTimes(tx, [brandId], now);
    return { ok: true, message: LEAD_MESSAGES.saved };
  });
}

/**
 * Sends the homeowner a reply: stored for their /profile and emailed (queueMail, in this transaction). A
 * reply to a new lead also marks it contacted; the first one counts as the brand's response.
 */
export async function replyToLead(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  input: LeadReplyInput,
  now = new Date(),
): Promise<LeadWriteResult> {
  if (!viewer || !(await canEditBrand(db, viewer, brandId))) return { ok: false, error: LEAD_MESSAGES.forbidden };
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, brandId, input.requestId);
    if (!lead) return { ok: false, error: LEAD_MESSAGES.missing };
    if (!lead.homeownerEmail) return { ok: false, error: LEAD_MESSAGES.noAccount };
    if (lead.replies >= LEAD_REPLIES_PER_LEAD) return { ok: false, error: LEAD_MESSAGES.tooManyReplies };
    await tx.insert(leadMessages).values({
      quoteRequestId: input.requestId,
      brandId,
      authorSide: "brand",
      authorId: viewer.userId,
      body: input.body,
      createdAt: now,
    });
    const contacted = lead.status === "new";
    await tx
      .update(quoteRecipients)
      .set({
        respondedAt: lead.respondedAt ?? now,
        ...(contacted ? { status: "contacted" as const, statusChangedAt: now } : {}),
      })
      .where(and(eq(quoteRecipients.brandId, brandId), eq(quoteRecipients.quoteRequestId, input.requestId)));
    if (!lead.respondedAt) await refreshResponseTimes(tx, [brandId], now);
    const profileUrl = new URL("/profile#my-quotes", config().PUBLIC_URL).toString();
    await queueMail(
      tx,
      leadReplyEmail({
        to: lead.homeownerEmail,
        homeownerName: homeownerName(lead.homeownerName),
        brandName: lead.brandName,
        body: input.body,
        profileUrl,
      }),
    );
    return { ok: true, message: LEAD_MESSAGES.replySent(homeownerName(lead.homeownerName)) };
  });
}

/** The inbox's one action: a status and note change, or a reply. */
export function workLead(
  db: Executor,
  viewer: Viewer | null,
  brandId: string,
  action: LeadAction,
): Promise<LeadWriteResult> {
  return action.intent === "reply" ? replyToLead(db, viewer, brandId, action) : updateLead(db, viewer, brandId, action);
}
