import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { homeownerName } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leadMessageAttachments, leadMessages, leads, quoteRequests } from "~/db/schema";
import type { LeadStatus } from "~/features/leads";
import { budgetLabel } from "~/features/leads";
import { sqlInstant } from "~/lib/sql-values";
import { unreadFor } from "../thread/messages.server";
import type { MessageAuthorSide } from "../thread/thread-rules";
import { INBOX_PREVIEW_CHARS, LEAD_PAGE_SIZE } from "./inbox-rules";
import type { LeadInboxQuery } from "./inbox-schema";

/** One row of the brand's inbox: who asked, where, for how much, and where the conversation stands. */
export interface InboxLead {
  /** The lead's id: its thread's address. */
  id: string;
  name: string;
  location: string;
  budget: string | null;
  status: LeadStatus;
  closed: boolean;
  /** The newest message the brand may see (null before the first one). */
  lastMessage: { body: string; side: MessageAuthorSide; files: number } | null;
  /** The last message's time, or when the lead arrived. */
  activityAt: string;
  unread: number;
}

export interface LeadInbox {
  leads: InboxLead[];
  /** The status shown, or null for all leads. */
  status: LeadStatus | null;
  counts: Record<LeadStatus | "all", number>;
  /** Opens the next page; null on the last page. */
  nextCursor: string | null;
  /** Whether this is a later page (the inbox then offers a way back to the first). */
  paged: boolean;
  /** The brand's measured response time as public pages show it (null: not enough answered leads yet). */
  responseMinutes: number | null;
}

/** `<1 unread | 0 read>_<activity, to the millisecond>_<lead id>`, as nextCursor writes it. */
const cursorParts = z.tuple([z.enum(["0", "1"]), sqlInstant(3), z.guid()]);

function decodeCursor(cursor: string | undefined) {
  const parsed = cursorParts.safeParse(cursor?.split("_"));
  if (!parsed.success) return null;
  const [unread, at, id] = parsed.data;
  return { unread: unread === "1", at: new Date(at), id };
}

/** Leads per status, for the inbox's filter (leads_brand_status_idx). */
/** The brand's lead counts by status and its response time: one statement on the brand's row. */
async function brandFigures(db: Executor, brandId: string) {
  const [row] = await db
    .select({
      responseMinutes: brands.responseMinutes,
      byStatus: jsonRows(
        { status: sql<LeadStatus>`c.status`, n: sql<number>`c.n` },
        sql`from (select l.status, count(*)::int as n from ${leads} l where l.brand_id = ${outerColumn(brands.id)} group by 1) c`,
        sql`c.status`,
      ),
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  const counts = { all: 0, new: 0, contacted: 0, won: 0, lost: 0 };
  for (const { status, n } of row?.byStatus ?? []) {
    counts[status] = n;
    counts.all += n;
  }
  return { counts, responseMinutes: row?.responseMinutes ?? null };
}

/**
 * One page of a brand's leads: those with unread messages first, then by latest activity (the last message,
 * else the lead's arrival), keyset-paged on (unread, activity, lead id); optionally of one status.
 */
async function leadPage(db: Executor, brandId: string, query: LeadInboxQuery, limit: number) {
  const inbox = db
    .select({
      id: leads.id,
      quoteRequestId: leads.quoteRequestId,
      name: quoteRequests.name,
      location: quoteRequests.location,
      budget: quoteRequests.budget,
      status: leads.status,
      closed: sql<boolean>`${quoteRequests.closedAt} is not null`.as("closed"),
      unread: unreadFor("brand").as("unread"),
      // Dates carry milliseconds in JS and microseconds in PostgreSQL: the cursor compares milliseconds.
      activityAt: sql<Date | string>`date_trunc('milliseconds',
        coalesce(${leads.lastMessageAt}, ${leads.createdAt}))`.as("activity_at"),
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(leads.brandId, brandId), query.status ? eq(leads.status, query.status) : undefined))
    .as("inbox");
  const after = decodeCursor(query.cursor);
  const unreadFirst = sql`(${inbox.unread} > 0)`;
  const rows = await db
    .select()
    .from(inbox)
    .where(
      after
        ? sql`(${unreadFirst}, ${inbox.activityAt}, ${inbox.id}) < (${after.unread}, ${after.at}, ${after.id})`
        : undefined,
    )
    .orderBy(desc(unreadFirst), desc(inbox.activityAt), desc(inbox.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row) => ({ ...row, activityAt: new Date(row.activityAt) }));
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? `${last.unread > 0 ? 1 : 0}_${last.activityAt.toISOString()}_${last.id}` : null,
  };
}

/** The newest visible message of each of the brand's threads given, with how many files it carries. */
async function lastMessages(db: Executor, brandId: string, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, InboxLead["lastMessage"]>();
  const rows = await db
    .selectDistinctOn([leadMessages.quoteRequestId], {
      quoteRequestId: leadMessages.quoteRequestId,
      body: sql<string>`left(${leadMessages.body}, ${INBOX_PREVIEW_CHARS})`,
      side: leadMessages.authorSide,
      files: sql<number>`(select count(*)::int from ${leadMessageAttachments} a where a.message_id = ${leadMessages}.id)`,
    })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.brandId, brandId),
        inArray(leadMessages.quoteRequestId, requestIds),
        isNull(leadMessages.hiddenAt),
      ),
    )
    .orderBy(leadMessages.quoteRequestId, desc(leadMessages.id));
  return new Map(rows.map(({ quoteRequestId, ...message }) => [quoteRequestId, message]));
}

/**
 * The brand's inbox: one compact row per lead, unread first, then newest activity; filtered by status and
 * paged. For the brand's owner only: the caller has the viewer's own brand (requireOwnedBrand).
 */
export async function loadLeadInbox(
  db: Executor,
  brandId: string,
  query: LeadInboxQuery,
  limit = LEAD_PAGE_SIZE,
): Promise<LeadInbox> {
  const [{ counts, responseMinutes }, page] = await Promise.all([
    brandFigures(db, brandId),
    leadPage(db, brandId, query, limit),
  ]);
  const last = await lastMessages(
    db,
    brandId,
    page.rows.map((row) => row.quoteRequestId),
  );
  return {
    leads: page.rows.map(({ quoteRequestId, name, budget, activityAt, ...row }) => ({
      ...row,
      name: homeownerName(name),
      budget: budgetLabel(budget),
      activityAt: activityAt.toISOString(),
      lastMessage: last.get(quoteRequestId) ?? null,
    })),
    status: query.status ?? null,
    counts,
    nextCursor: page.nextCursor,
    paged: decodeCursor(query.cursor) !== null,
    responseMinutes,
  };
}
