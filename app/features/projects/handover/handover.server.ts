import { desc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { outerColumn } from "~/db/rows.server";
import { projectEvents, projectMilestones, projectPayments, projects } from "~/db/schema";
import { saveReview } from "~/features/reviews/reviews.api.server";
import { addDays, indiaDay } from "~/lib/dates";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import type { ProjectAccess } from "../project/project-access.server";
import { type ProjectResult, refused } from "../project/project-result";
import { PROJECT_MESSAGES as M, PROJECT_LIMITS } from "../project/project-rules";
import { queueProjectRecordsRefresh } from "../record/project-record.server";
import { unclosedSnagCount } from "../snags/snags.server";

/** What the homeowner's review form sends, read by the reviews' own schema. */
export interface ProjectReview {
  rating: number;
  body: string;
}

/**
 * Under the project's lock, after the designer confirms a payment: the project is handed over when its final stage
 * is done and its payments confirmed in full, with no snag left open (the final stage waits for the snags, so none
 * can be). The warranty runs from then, and the brands' public numbers are rebuilt shortly after (debounced). True
 * when this step handed it over.
 */
export async function handOverIfDue(tx: Tx, access: ProjectAccess, now: Date): Promise<boolean> {
  const [final] = await tx
    .select({
      handedOverAt: projects.handedOverAt,
      warrantyYears: projects.warrantyYears,
      label: projectMilestones.label,
      amountPaise: projectMilestones.amountPaise,
      doneAt: projectMilestones.doneAt,
      confirmedPaise: sql<number>`(select coalesce(sum(p.amount_paise), 0)::bigint from ${projectPayments} p
        where p.milestone_id = ${outerColumn(projectMilestones.id)} and p.state = 'confirmed')`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(projectMilestones, eq(projectMilestones.projectId, projects.id))
    .where(eq(projects.id, access.projectId))
    .orderBy(desc(projectMilestones.position))
    .limit(1);
  if (!final || final.handedOverAt || !final.doneAt || final.confirmedPaise !== final.amountPaise) return false;
  if ((await unclosedSnagCount(tx, access.projectId)) > 0) return false;
  await tx.update(projects).set({ handedOverAt: now }).where(eq(projects.id, access.projectId));
  const summary = S.handedOver(final.label, indiaDay(now), final.warrantyYears);
  await recordProjectEvent(tx, access, "handed_over", summary, now);
  await queueProjectRecordsRefresh(tx);
  return true;
}

/** When the homeowner may review the project: at handover, or once the designer has taken no step for 60 days. */
export type ReviewWindow = { open: true; why: "handover" | "idle" } | { open: false; opensOn: string };

export function reviewWindow(
  project: { handedOverAt: Date | null; createdAt: Date },
  lastBrandStepAt: Date | null,
  now: Date,
): ReviewWindow {
  if (project.handedOverAt) return { open: true, why: "handover" };
  const opensOn = addDays(indiaDay(lastBrandStepAt ?? project.createdAt), PROJECT_LIMITS.reviewAfterIdleDays);
  return indiaDay(now) >= opensOn ? { open: true, why: "idle" } : { open: false, opensOn };
}

/** The project's review window as stored now: its handover, its start and the designer's last step. */
export async function reviewWindowOf(db: Executor, projectId: string, now: Date): Promise<ReviewWindow | null> {
  const [row] = await db
    .select({
      handedOverAt: projects.handedOverAt,
      createdAt: projects.createdAt,
      lastBrandStepAt: sql<Date | null>`(select max(e.created_at) from ${projectEvents} e
        where e.project_id = ${outerColumn(projects.id)} and e.actor_side = 'brand')`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ? reviewWindow(row, row.lastBrandStepAt, now) : null;
}

/**
 * The homeowner reviews the hired brand from the project page, once the review window is open; the review is the
 * brand's ordinary one (written, or edited when they have one), and counts as "Hired via Nivasa" once a payment of
 * the project is confirmed.
 */
export async function reviewProject(
  db: Executor,
  access: ProjectAccess,
  review: ProjectReview,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "homeowner") return refused(M.notYourStep);
  const window = await reviewWindowOf(db, access.projectId, now);
  if (!window?.open) return refused(M.reviewNotYet);
  return saveReview(db, { brandId: access.brandId, userId: access.viewerId }, review);
}
