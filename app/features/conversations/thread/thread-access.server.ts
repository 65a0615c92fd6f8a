import { and, eq, exists, type SQLWrapper, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { messageInLead } from "~/db/rows.server";
import { brands, leadMessages, leads, messageReports, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { recordAudit } from "~/services/audit.server";
import type { ThreadSide } from "./thread-rules";

/** A lead's thread as one of its sides (or an admin reading a reported message) may open it. */
export interface ThreadAccess {
  leadId: string;
  quoteRequestId: string;
  brandId: string;
  /** Who is looking: one of the thread's two sides, or an admin (read-only). */
  side: ThreadSide | "admin";
  viewerId: string;
}

const threadColumns = {
  leadId: leads.id,
  quoteRequestId: leads.quoteRequestId,
  brandId: leads.brandId,
  homeownerId: quoteRequests.userId,
  ownerId: brands.claimedBy,
};

/** A lead's thread and its two sides' owners, by the lead's id. */
const threadRow = preparedQuery("thread_access", (db, name) =>
  db
    .select(threadColumns)
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(eq(leads.id, sql.placeholder("leadId")))
    .limit(1)
    .prepare(name),
);

/**
 * The one policy for a thread, used by its page, its actions, its event stream and its attachments: the
 * homeowner who asked and the owner of the brand it went to, each only as their own side. Anyone else (another
 * homeowner, another brand's owner, a signed-out visitor, an admin) gets null: answer 404. Given the viewer's
 * lookup still under way, the thread's row is read beside it (a page's round trip fewer); a rejected lookup
 * (the sign-in redirect) is what the caller gets.
 */
export async function threadAccess(
  db: Executor,
  viewer: Viewer | null | Promise<Viewer | null>,
  leadId: string,
  side: ThreadSide,
): Promise<ThreadAccess | null> {
  if (!viewer) return null;
  const [who, [thread]] = await Promise.all([viewer, threadRow(db).execute({ leadId })]);
  if (!who || !thread) return null;
  const owner = side === "homeowner" ? thread.homeownerId : thread.ownerId;
  if (owner !== who.userId) return null;
  return { ...pick(thread), side, viewerId: who.userId };
}

/**
 * The leads of one quote request of `userId`'s (one per designer it went to), by designer name, with `columns`
 * of the lead, its request and its brand beside the lead's ids.
 */
export function requestLeads<Columns extends SelectedFields>(
  db: Executor,
  userId: string | SQLWrapper,
  requestId: string | SQLWrapper,
  columns: Columns,
) {
  return db
    .select({ ...threadColumns, ...columns })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(and(eq(leads.quoteRequestId, requestId), eq(quoteRequests.userId, userId)))
    .orderBy(brands.brandName);
}

/** The threads of one quote request its homeowner may open (one per designer it went to). */
const requestThreads = preparedQuery("request_threads", (db, name) =>
  requestLeads(db, sql.placeholder("userId"), sql.placeholder("requestId"), {}).prepare(name),
);

export async function homeownerThreads(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
): Promise<ThreadAccess[]> {
  if (!viewer) return [];
  const rows = await requestThreads(db).execute({ userId: viewer.userId, requestId });
  return rows.map((row) => ({ ...pick(row), side: "homeowner" as const, viewerId: viewer.userId }));
}

/**
 * An admin opens a thread only when one of its sides reported a message in it; the read is written to the
 * audit log, with what was opened in it when that is one file (`opened`). Null for anyone else or a thread
 * without a report.
 */
export async function adminThreadAccess(
  db: Executor,
  viewer: Viewer | null,
  leadId: string,
  opened?: { attachmentId: string; fileName: string },
): Promise<ThreadAccess | null> {
  if (viewer?.role !== "admin") return null;
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select(threadColumns)
      .from(leads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .innerJoin(brands, eq(brands.id, leads.brandId))
      .where(
        and(
          eq(leads.id, leadId),
          exists(
            tx
              .select({ one: sql`1` })
              .from(messageReports)
              .innerJoin(leadMessages, eq(leadMessages.id, messageReports.messageId))
              .where(messageInLead),
          ),
        ),
      )
      .limit(1);
    if (!thread) return null;
    await recordAudit(tx, {
      actor: { userId: viewer.userId, email: viewer.email },
      action: "thread.read",
      targetType: "lead",
      targetId: leadId,
      after: opened,
    });
    return { ...pick(thread), side: "admin" as const, viewerId: viewer.userId };
  });
}

function pick(row: { leadId: string; quoteRequestId: string; brandId: string }) {
  return { leadId: row.leadId, quoteRequestId: row.quoteRequestId, brandId: row.brandId };
}
