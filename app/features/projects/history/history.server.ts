import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { projectEvents, users } from "~/db/schema";
import { writeSystemMessage } from "~/features/conversations/conversations.api.server";
import type { ProjectAccess } from "../project/project-access.server";
import type { ProjectSide } from "../project/project-rules";
import { projectThreadLine } from "./summaries";

/** What happened in a project, for its history (the kinds later features add go here too). */
export type ProjectEventKind =
  | "started"
  | "start_proposed"
  | "start_accepted"
  | "start_declined"
  | "handover_proposed"
  | "handover_accepted"
  | "handover_declined"
  | "milestone_done"
  | "update_posted"
  | "payment_recorded"
  | "payment_confirmed"
  | "payment_disputed"
  | "change_proposed"
  | "change_approved"
  | "change_declined"
  | "change_withdrawn"
  | "claim_raised"
  | "claim_acknowledged"
  | "claim_closed"
  | "claim_reopened"
  | "snag_reported"
  | "snag_fixed"
  | "snag_closed"
  | "snag_reopened"
  | "handed_over"
  | "moderator_opened";

const OTHER_SIDE: Record<ProjectSide, ProjectSide> = { homeowner: "brand", brand: "homeowner" };

/**
 * Writes one step of a project into its history (who, what, when) and, in the same transaction, a short line in
 * the lead's thread that reaches the other side as unread, with the thread's usual alert and live event.
 */
export async function recordProjectEvent(
  tx: Tx,
  access: ProjectAccess,
  kind: ProjectEventKind,
  summary: string,
  now: Date,
): Promise<void> {
  await tx.insert(projectEvents).values({
    projectId: access.projectId,
    actorSide: access.side,
    actorId: access.viewerId,
    kind,
    summary,
    createdAt: now,
  });
  await writeSystemMessage(tx, access, OTHER_SIDE[access.side], projectThreadLine(summary), now);
}

export interface ProjectHistoryEntry {
  id: number;
  side: "homeowner" | "brand" | "system";
  who: string | null;
  kind: string;
  summary: string;
  at: string;
}

/** The project's history, oldest first. */
const historyRows = preparedQuery("project_history", (db, name) =>
  db
    .select({
      id: projectEvents.id,
      side: projectEvents.actorSide,
      who: users.name,
      kind: projectEvents.kind,
      summary: projectEvents.summary,
      at: projectEvents.createdAt,
    })
    .from(projectEvents)
    // A system line names nobody: a moderator's opening keeps its moderator's id (one line each a day), not their name.
    .leftJoin(users, and(eq(users.id, projectEvents.actorId), ne(projectEvents.actorSide, "system")))
    .where(eq(projectEvents.projectId, sql.placeholder("projectId")))
    .orderBy(asc(projectEvents.id))
    .prepare(name),
);

export async function projectHistory(db: Executor, projectId: string): Promise<ProjectHistoryEntry[]> {
  const rows = await historyRows(db).execute({ projectId });
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
