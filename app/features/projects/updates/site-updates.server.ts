import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectFiles, projectMilestones, projects, projectUpdates } from "~/db/schema";
import { indiaDay } from "~/lib/dates";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import { lockProject, type ProjectAccess, sentBefore } from "../project/project-access.server";
import type { StoredPhoto } from "../project/project-files.server";
import { done, doneBefore, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_LIMITS, PROJECT_MESSAGES } from "../project/project-rules";

export interface SiteUpdate {
  milestoneId: string;
  body: string;
  /** The day on site it describes. */
  onDay: string;
  photos: StoredPhoto[];
  /** The form's own key: the same form sent twice posts one update. */
  clientKey: string;
}

/**
 * The designer posts a dated site update about one stage, with photos (already stored privately), once the
 * start is agreed; the day may not be in the future.
 */
export async function postSiteUpdate(
  db: Executor,
  access: ProjectAccess,
  update: SiteUpdate,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "brand") return refused(PROJECT_MESSAGES.notYourStep);
  const body = update.body.trim();
  if (body.length === 0 || body.length > PROJECT_LIMITS.updateMax || body.includes("\u0000"))
    return refused(PROJECT_MESSAGES.updateText);
  if (update.onDay > indiaDay(now)) return refused(PROJECT_MESSAGES.updateDay);
  if (update.photos.length > PROJECT_LIMITS.photosPerUpdate) return refused(PROJECT_MESSAGES.tooManyPhotos);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(PROJECT_MESSAGES.unknownForm);
    if (await sentBefore(tx, projectUpdates, access.projectId, update.clientKey))
      return doneBefore(PROJECT_MESSAGES.done.updatePosted);
    if (!project.startOn) return refused(PROJECT_MESSAGES.startFirst);
    if (project.handedOverAt) return refused(PROJECT_MESSAGES.handedOverUpdates);
    const [stage] = await tx
      .select({ label: projectMilestones.label })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.id, update.milestoneId), eq(projectMilestones.projectId, access.projectId)));
    if (!stage) return refused(PROJECT_MESSAGES.stageUnknown);
    const [row] = await tx
      .insert(projectUpdates)
      .values({
        projectId: access.projectId,
        milestoneId: update.milestoneId,
        authorId: access.viewerId,
        body,
        onDay: update.onDay,
        clientKey: update.clientKey,
        createdAt: now,
      })
      .returning({ id: projectUpdates.id });
    if (update.photos.length > 0) {
      await tx.insert(projectFiles).values(
        update.photos.map((photo, position) => ({
          ...photo,
          projectId: access.projectId,
          updateId: row.id,
          position,
          createdAt: now,
        })),
      );
    }
    const summary = S.updatePosted(stage.label, update.onDay, update.photos.length);
    await recordProjectEvent(tx, access, "update_posted", summary, now);
    return done(PROJECT_MESSAGES.done.updatePosted);
  });
}

/** The project's site updates, newest day first (their photos come from projectPhotos). */
export const siteUpdateList = jsonRows(
  {
    id: projectUpdates.id,
    milestoneId: projectUpdates.milestoneId,
    body: projectUpdates.body,
    onDay: projectUpdates.onDay,
  },
  sql`from ${projectUpdates} where ${projectUpdates.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectUpdates.onDay} desc, ${projectUpdates.createdAt} desc`,
);
