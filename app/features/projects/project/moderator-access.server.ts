import { and, eq, gte, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor, Tx } from "~/db/client.server";
import { leadMessages, messageReports, projectEvents, projects } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { indiaDay, indiaMidnight } from "~/lib/dates";
import { recordAudit } from "~/services/audit.server";
import type { ProjectEventKind } from "../history/history.server";
import { lockProject, type ProjectAccess, projectAccess } from "./project-access.server";

/** A project as an admin reads it: read-only, opened from an open report on a message in its thread. */
export interface ModeratorAccess {
  projectId: string;
  leadId: string;
  quoteRequestId: string;
  brandId: string;
  side: "moderator";
  reportId: string;
  viewerId: string;
}

/** The history's line when a moderator opens the project (at most one per moderator, project and India day). */
export const MODERATOR_OPENED = "A Nivasa moderator opened this project about a report.";

const OPENED: ProjectEventKind = "moderator_opened";

const uuid = z.uuid();

/**
 * An admin's read-only access to a project, only through `reportId`: a report not yet settled on a message in the
 * project's thread. Every opening is written to the audit log (who, when, the project, the report) and the two
 * sides see a line in the history, once per moderator and India day however often they open it. Null (answer 404) for anyone
 * else, another project's report and a settled one: a settled report gives no more reason to look.
 */
export async function moderatorProjectAccess(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
  reportId: string,
  now: Date,
  opened?: Record<string, string>,
): Promise<ModeratorAccess | null> {
  if (viewer?.role !== "admin" || !uuid.safeParse(projectId).success || !uuid.safeParse(reportId).success) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        projectId: projects.id,
        leadId: projects.leadId,
        quoteRequestId: projects.quoteRequestId,
        brandId: projects.brandId,
        messageId: leadMessages.id,
      })
      .from(projects)
      .innerJoin(
        leadMessages,
        and(eq(leadMessages.quoteRequestId, projects.quoteRequestId), eq(leadMessages.brandId, projects.brandId)),
      )
      .innerJoin(messageReports, eq(messageReports.messageId, leadMessages.id))
      .where(and(eq(projects.id, projectId), eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)));
    if (!row) return null;
    const { messageId, ...ids } = row;
    await recordAudit(tx, {
      actor: { userId: viewer.userId, email: viewer.email },
      action: "project.read",
      targetType: "project",
      targetId: projectId,
      after: { reportId, messageId, ...opened },
    });
    await noteOpening(tx, projectId, viewer.userId, now);
    return { ...ids, side: "moderator", reportId, viewerId: viewer.userId };
  });
}

/**
 * The history's line for the two sides, unless this moderator opened the project already this India day. The line
 * keeps the moderator's id, never shown (projectHistory names nobody on a system line).
 */
async function noteOpening(tx: Tx, projectId: string, moderatorId: string, now: Date): Promise<void> {
  await lockProject(tx, projectId);
  const dayStart = indiaMidnight(indiaDay(now));
  const [today] = await tx
    .select({ id: projectEvents.id })
    .from(projectEvents)
    .where(
      and(
        eq(projectEvents.projectId, projectId),
        eq(projectEvents.kind, OPENED),
        eq(projectEvents.actorId, moderatorId),
        gte(projectEvents.createdAt, dayStart),
      ),
    )
    .limit(1);
  if (today) return;
  await tx.insert(projectEvents).values({
    projectId,
    actorSide: "system",
    actorId: moderatorId,
    kind: OPENED,
    summary: MODERATOR_OPENED,
    createdAt: now,
  });
}

/** Who reads a project: one of its two sides, or a moderator through a report (`?report=`: audited, read-only). */
interface ProjectReading {
  reportId?: string | null;
  now?: Date;
  /** What else the moderator opens with the page (a photo, a PDF), kept in the audit row. */
  opened?: Record<string, string>;
}

/** The reader's access to a project's page, photos and PDFs: a side's first, else a moderator's; null: answer 404. */
export async function projectReader(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
  reading: ProjectReading = {},
): Promise<ProjectAccess | ModeratorAccess | null> {
  return readerBeside(db, viewer, projectId, await projectAccess(db, viewer, projectId), reading);
}

/** projectReader given the viewer's side (projectAccess, or sideAccess of a row read with more). */
export async function readerBeside(
  db: Executor,
  viewer: Viewer | null,
  projectId: string,
  side: ProjectAccess | null,
  { reportId = null, now = new Date(), opened }: ProjectReading = {},
): Promise<ProjectAccess | ModeratorAccess | null> {
  if (side || !reportId) return side;
  return moderatorProjectAccess(db, viewer, projectId, reportId, now, opened);
}
