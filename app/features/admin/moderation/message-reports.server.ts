import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { homeownerName, type MESSAGE_REPORT_REASONS, type MESSAGE_REPORT_RESOLUTIONS } from "~/content/catalog";
import type { Executor, Tx } from "~/db/client.server";
import { messageInLead } from "~/db/rows.server";
import {
  brands,
  leadMessages,
  leads,
  messageReports,
  profiles,
  projects,
  quoteRequests,
  sessions,
  users,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import {
  adminThreadAccess,
  announceThreadChange,
  type ThreadMessage,
  threadMessages,
} from "~/features/conversations/conversations.api.server";
import { type AuditActor, recordAudit } from "~/services/audit.server";
import { type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";

/** Reported messages shown at once in the moderation queue, oldest report first. */
export const REPORTS_SHOWN = 50;

type ReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
type Resolution = (typeof MESSAGE_REPORT_RESOLUTIONS)[number];
type Side = "homeowner" | "brand";

/** A message with open reports, as the moderation queue lists it. */
export interface ReportedMessage {
  messageId: number;
  /** The message's oldest open report: the one an admin opens the thread's project through. */
  reportId: string;
  leadId: string;
  /** The project the thread led to (an accepted offer), if any. */
  projectId: string | null;
  body: string;
  sentAt: string;
  reportedAt: string;
  reasons: ReportReason[];
  /** The side that reported it: always the other side of the thread from its sender. */
  reporterSide: Side;
  sender: { side: Side; name: string; suspended: boolean };
  brandName: string;
  hidden: boolean;
}

export interface ReportQueue {
  rows: ReportedMessage[];
  total: number;
}

/** Messages with open reports (one row each, however many reports), oldest report first. */
export async function listReportedMessages(db: Executor): Promise<ReportQueue> {
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${messageReports.messageId})::int` })
    .from(messageReports)
    .where(isNull(messageReports.resolvedAt));
  const rows = await db
    .select({
      messageId: leadMessages.id,
      leadId: leads.id,
      projectId: projects.id,
      reportId: sql<string>`(array_agg(${messageReports.id} order by ${messageReports.createdAt}, ${messageReports.id}))[1]`,
      body: leadMessages.body,
      sentAt: leadMessages.createdAt,
      side: leadMessages.authorSide,
      hiddenAt: leadMessages.hiddenAt,
      senderName: users.name,
      suspendedAt: users.suspendedAt,
      homeowner: quoteRequests.name,
      brandName: brands.brandName,
      reportedAt: sql<Date>`min(${messageReports.createdAt})`.mapWith(messageReports.createdAt),
      reasons: sql<ReportReason[]>`array_agg(distinct ${messageReports.reason})`,
    })
    .from(messageReports)
    .innerJoin(leadMessages, eq(leadMessages.id, messageReports.messageId))
    .innerJoin(leads, messageInLead)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leadMessages.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leadMessages.brandId))
    .leftJoin(users, eq(users.id, leadMessages.authorId))
    .leftJoin(projects, eq(projects.leadId, leads.id))
    .where(isNull(messageReports.resolvedAt))
    .groupBy(leadMessages.id, leads.id, users.id, quoteRequests.id, brands.id, projects.id)
    .orderBy(asc(sql`min(${messageReports.createdAt})`), asc(leadMessages.id))
    .limit(REPORTS_SHOWN);
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => {
      const side: Side = row.side === "brand" ? "brand" : "homeowner";
      return {
        messageId: row.messageId,
        reportId: row.reportId,
        leadId: row.leadId,
        projectId: row.projectId,
        body: row.body,
        sentAt: row.sentAt.toISOString(),
        reportedAt: row.reportedAt.toISOString(),
        reasons: row.reasons,
        reporterSide: side === "brand" ? "homeowner" : "brand",
        sender: {
          side,
          name:
            side === "brand" ? `${row.brandName} (${row.senderName ?? "former owner"})` : homeownerName(row.homeowner),
          suspended: row.suspendedAt !== null,
        },
        brandName: row.brandName,
        hidden: row.hiddenAt !== null,
      };
    }),
  };
}

/** A reported thread as an admin reads it: whose it is, and every message (hidden ones marked). */
export interface AdminThread {
  leadId: string;
  brandName: string;
  homeowner: string;
  requirement: string;
  location: string;
  requestedAt: string;
  messages: ThreadMessage[];
  /** Messages of the thread with open reports. */
  openReports: number[];
  /** The project the thread led to, opened through the thread's oldest open report; null without a hire. */
  project: { id: string; reportId: string } | null;
}

/**
 * A thread an admin may read because one of its sides reported a message in it (the read is audited); null for
 * anyone else and for a thread without a report: answer 404.
 */
export async function readReportedThread(
  db: Executor,
  viewer: Viewer | null,
  leadId: string,
): Promise<AdminThread | null> {
  if (!z.uuid().safeParse(leadId).success) return null;
  const access = await adminThreadAccess(db, viewer, leadId);
  if (!access) return null;
  const [lead] = await db
    .select({
      brandName: brands.brandName,
      homeowner: quoteRequests.name,
      requirement: quoteRequests.requirement,
      location: quoteRequests.location,
      requestedAt: quoteRequests.createdAt,
      projectId: projects.id,
    })
    .from(quoteRequests)
    .innerJoin(brands, eq(brands.id, access.brandId))
    .leftJoin(projects, eq(projects.leadId, leadId))
    .where(eq(quoteRequests.id, access.quoteRequestId));
  if (!lead) return null;
  const messages = await threadMessages(db, access);
  const open = await db
    .select({ messageId: messageReports.messageId, reportId: messageReports.id })
    .from(messageReports)
    .where(
      and(
        isNull(messageReports.resolvedAt),
        inArray(
          messageReports.messageId,
          messages.map((message) => message.id),
        ),
      ),
    )
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id));
  const oldest = open[0];
  return {
    leadId,
    brandName: lead.brandName,
    homeowner: homeownerName(lead.homeowner),
    requirement: lead.requirement,
    location: lead.location,
    requestedAt: lead.requestedAt.toISOString(),
    messages,
    openReports: [...new Set(open.map((row) => row.messageId))],
    project: lead.projectId && oldest ? { id: lead.projectId, reportId: oldest.reportId } : null,
  };
}

const messageId = z.coerce.number({ error: "Choose a reported message." }).int().positive("Choose a reported message.");

/** What the moderation queue posts about a reported message, told apart by `intent`. */
export const reportActionSchemas = [
  z.object({ intent: z.literal("hide-message"), messageId }),
  z.object({ intent: z.literal("suspend-sender"), messageId }),
  z.object({ intent: z.literal("dismiss-report"), messageId }),
] as const;

export type ReportAction = z.infer<(typeof reportActionSchemas)[number]>;

export const REPORT_OUTCOMES = {
  hidden: "Message hidden: neither side sees it any more.",
  suspended: "Sender suspended: they are signed out and can't sign in or send messages.",
  dismissed: "Report dismissed.",
  settled: "This report has already been settled.",
  gone: "This message no longer exists.",
  alreadySuspended: "The sender is already suspended. Hide the message or dismiss the report.",
  noSender: "The sender's account no longer exists. Hide the message or dismiss the report.",
  adminSender: "An admin's account can't be suspended from the moderation queue.",
} as const;

/** Settles the open reports of a message: hide it, suspend its sender, or dismiss them. Audited. */
export async function settleReport(db: Executor, viewer: Viewer | null, input: ReportAction): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  return db.transaction(async (tx): Promise<AdminResult> => {
    const message = await reportedMessage(tx, input.messageId);
    if (!message) return refused(404, REPORT_OUTCOMES.gone);
    if (!message.open) return refused(409, REPORT_OUTCOMES.settled);
    switch (input.intent) {
      case "hide-message":
        return hideMessage(tx, actor, message);
      case "suspend-sender":
        return suspendSender(tx, actor, message);
      case "dismiss-report":
        await resolve(tx, actor, [message.id], "dismissed");
        await recordAudit(tx, {
          actor,
          action: "message.dismiss",
          targetType: "message",
          targetId: String(message.id),
        });
        return { ok: true, message: REPORT_OUTCOMES.dismissed };
    }
  });
}

type Reported = NonNullable<Awaited<ReturnType<typeof reportedMessage>>>;

/** The message, locked while its reports are settled, with whether it has open reports. */
async function reportedMessage(tx: Tx, id: number) {
  const [message] = await tx
    .select({
      id: leadMessages.id,
      quoteRequestId: leadMessages.quoteRequestId,
      brandId: leadMessages.brandId,
      authorId: leadMessages.authorId,
      hiddenAt: leadMessages.hiddenAt,
      open: sql<boolean>`exists (select 1 from ${messageReports} r
        where r.message_id = lead_messages.id and r.resolved_at is null)`,
    })
    .from(leadMessages)
    .where(eq(leadMessages.id, id))
    .for("update");
  return message ?? null;
}

async function resolve(tx: Tx, actor: AuditActor, messageIds: number[], resolution: Resolution) {
  await tx
    .update(messageReports)
    .set({ resolution, resolvedBy: actor.userId, resolvedAt: sql`now()` })
    .where(and(inArray(messageReports.messageId, messageIds), isNull(messageReports.resolvedAt)));
}

async function hideMessage(tx: Tx, actor: AuditActor, message: Reported): Promise<AdminResult> {
  const [hidden] = await tx
    .update(leadMessages)
    .set({ hiddenAt: sql`coalesce(${leadMessages.hiddenAt}, now())` })
    .where(eq(leadMessages.id, message.id))
    .returning({ hiddenAt: leadMessages.hiddenAt });
  await resolve(tx, actor, [message.id], "hidden");
  await recordAudit(tx, {
    actor,
    action: "message.hide",
    targetType: "message",
    targetId: String(message.id),
    before: { hiddenAt: message.hiddenAt?.toISOString() ?? null },
    after: { hiddenAt: hidden?.hiddenAt?.toISOString() ?? null },
  });
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, message.quoteRequestId), eq(leads.brandId, message.brandId)));
  if (lead) await announceThreadChange(tx, { quoteRequestId: message.quoteRequestId, leadId: lead.id });
  return { ok: true, message: REPORT_OUTCOMES.hidden };
}

/**
 * Suspends the message's sender: they are signed out everywhere (their sessions deleted) and can neither sign in
 * nor write again. Every open report on their messages is settled with it.
 */
async function suspendSender(tx: Tx, actor: AuditActor, message: Reported): Promise<AdminResult> {
  if (!message.authorId) return refused(409, REPORT_OUTCOMES.noSender);
  const [sender] = await tx
    .select({ role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, message.authorId));
  if (!sender) return refused(409, REPORT_OUTCOMES.noSender);
  if (sender.role === "admin") return refused(409, REPORT_OUTCOMES.adminSender);
  const [suspended] = await tx
    .update(users)
    .set({ suspendedAt: sql`now()` })
    .where(and(eq(users.id, message.authorId), isNull(users.suspendedAt)))
    .returning({ suspendedAt: users.suspendedAt });
  if (!suspended?.suspendedAt) return refused(409, REPORT_OUTCOMES.alreadySuspended);
  await tx.delete(sessions).where(eq(sessions.userId, message.authorId));
  const theirs = await tx
    .select({ id: leadMessages.id })
    .from(leadMessages)
    .innerJoin(messageReports, eq(messageReports.messageId, leadMessages.id))
    .where(and(eq(leadMessages.authorId, message.authorId), isNull(messageReports.resolvedAt)));
  await resolve(
    tx,
    actor,
    theirs.map((row) => row.id),
    "sender_suspended",
  );
  await recordAudit(tx, {
    actor,
    action: "user.suspend",
    targetType: "user",
    targetId: message.authorId,
    before: { suspendedAt: null },
    after: { suspendedAt: suspended.suspendedAt.toISOString(), messageId: message.id },
  });
  return { ok: true, message: REPORT_OUTCOMES.suspended };
}
