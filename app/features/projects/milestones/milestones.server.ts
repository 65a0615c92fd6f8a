import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectMilestones, projects } from "~/db/schema";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import { lockProject, type ProjectAccess } from "../project/project-access.server";
import { done, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_MESSAGES } from "../project/project-rules";
import { unclosedSnagCount } from "../snags/snags.server";

/** The project's stages in order, with their exact amounts and when each was marked done. */
export const projectMilestoneList = jsonRows(
  {
    id: projectMilestones.id,
    position: projectMilestones.position,
    label: projectMilestones.label,
    amountPaise: projectMilestones.amountPaise,
    doneAt: projectMilestones.doneAt,
  },
  sql`from ${projectMilestones} where ${projectMilestones.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectMilestones.position}`,
);

/**
 * The designer marks the next stage's work done, once the start is agreed: its amount becomes due. Stages are
 * done in order, so a form sent twice (or two racing) marks one stage once; the final stage waits until every
 * snag is closed.
 */
export async function markMilestoneDone(
  db: Executor,
  access: ProjectAccess,
  milestoneId: string,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "brand") return refused(PROJECT_MESSAGES.notYourStep);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(PROJECT_MESSAGES.unknownForm);
    if (!project.startOn) return refused(PROJECT_MESSAGES.startFirst);
    const [next, ...later] = await tx
      .select({ id: projectMilestones.id, label: projectMilestones.label, amountPaise: projectMilestones.amountPaise })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, access.projectId), isNull(projectMilestones.doneAt)))
      .orderBy(asc(projectMilestones.position));
    if (!next) return refused(PROJECT_MESSAGES.allStagesDone);
    if (next.id !== milestoneId) return refused(PROJECT_MESSAGES.notNextStage);
    const unclosed = later.length === 0 ? await unclosedSnagCount(tx, access.projectId) : 0;
    if (unclosed > 0) return refused(PROJECT_MESSAGES.snagsOpen(unclosed));
    await tx
      .update(projectMilestones)
      .set({ doneAt: now, doneBy: access.viewerId })
      .where(eq(projectMilestones.id, milestoneId));
    await recordProjectEvent(tx, access, "milestone_done", S.stageDone(next.label, next.amountPaise), now);
    return done(PROJECT_MESSAGES.done.markedDone);
  });
}
