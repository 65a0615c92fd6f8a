import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Executor, Tx } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { type OfferLine, projectChanges, projectMilestones, projects } from "~/db/schema";
import { MAX_TOTAL_PAISE, MIN_TOTAL_PAISE, OFFER_LIMITS, offerTotals } from "~/features/offers";
import { addDays } from "~/lib/dates";
import { recordProjectEvent } from "../history/history.server";
import { changeName, PROJECT_SUMMARIES as S } from "../history/summaries";
import { stagePaidPaise } from "../payments/payments.server";
import { lockProject, type ProjectAccess } from "../project/project-access.server";
import { done, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_MESSAGES as M, PROJECT_LIMITS } from "../project/project-rules";

export interface ChangeProposal {
  /** Priced as an offer's lines are (parseOfferLines): quantities, rates and amounts in whole paise. */
  lines: OfferLine[];
  reason: string;
  /** Days added to the timeline, 0 to 365. */
  days: number;
  /** The stage the change adds to; null: the next stage not yet paid in full. */
  milestoneId: string | null;
}

/** The project's stages in order with what is left to pay on each (under the project's lock). */
async function stagesLeft(tx: Tx, projectId: string) {
  const rows = await tx
    .select({
      id: projectMilestones.id,
      label: projectMilestones.label,
      amountPaise: projectMilestones.amountPaise,
      paidPaise: stagePaidPaise(),
    })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
  return rows.map((row) => ({ ...row, leftPaise: row.amountPaise - row.paidPaise }));
}

/**
 * The designer proposes a change order: priced lines with 18 % GST, a reason, days added to the timeline and the
 * stage it adds to (by default the next one not paid in full; a stage paid in full is refused, so a settled stage
 * stays settled). Nothing changes in the price until the homeowner approves it.
 */
export async function proposeChange(
  db: Executor,
  access: ProjectAccess,
  change: ChangeProposal,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "brand") return refused(M.notYourStep);
  const reason = change.reason.trim();
  if (reason.length === 0 || reason.length > PROJECT_LIMITS.reasonMax || reason.includes("\u0000"))
    return refused(M.changeReason);
  if (!Number.isInteger(change.days) || change.days < 0 || change.days > PROJECT_LIMITS.changeDaysMax)
    return refused(M.changeDays);
  if (change.lines.length === 0 || change.lines.length > OFFER_LIMITS.lines) return refused(M.changeLines);
  const totals = offerTotals(change.lines.map((line) => line.amountPaise));
  if (totals.totalPaise < MIN_TOTAL_PAISE || totals.totalPaise > MAX_TOTAL_PAISE) return refused(M.changeTotal);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(M.unknownForm);
    if (project.handedOverAt) return refused(M.handedOver);
    const stages = await stagesLeft(tx, access.projectId);
    const stage = change.milestoneId
      ? stages.find((s) => s.id === change.milestoneId)
      : stages.find((s) => s.leftPaise > 0);
    if (!stage) return refused(change.milestoneId ? M.stageUnknown : M.changeAllPaid);
    if (stage.leftPaise <= 0) return refused(M.changeStagePaid);
    const [last] = await tx
      .select({ number: max(projectChanges.number) })
      .from(projectChanges)
      .where(eq(projectChanges.projectId, access.projectId));
    const number = (last?.number ?? 0) + 1;
    await tx.insert(projectChanges).values({
      projectId: access.projectId,
      number,
      milestoneId: stage.id,
      lines: change.lines,
      ...totals,
      reason,
      days: change.days,
      proposedBy: access.viewerId,
      createdAt: now,
    });
    const summary = S.changeProposed({
      number,
      totalPaise: totals.totalPaise,
      label: stage.label,
      days: change.days,
      reason,
    });
    await recordProjectEvent(tx, access, "change_proposed", summary, now);
    return done(M.done.changeProposed);
  });
}

export type ChangeOutcome = "approved" | "declined" | "withdrawn";

/**
 * A waiting change order ends one way: the homeowner approves or declines it, or the designer withdraws it.
 * Approved, its total adds to the contract's approved changes and to its stage (still not paid in full), and its
 * days to the timeline and the planned handover. Every outcome locks the project first and needs the change still
 * waiting, so racing outcomes (approve and withdraw, two approvals) end in the first.
 */
export async function decideChange(
  db: Executor,
  access: ProjectAccess,
  decision: { changeId: string; outcome: ChangeOutcome },
  now = new Date(),
): Promise<ProjectResult> {
  const side = decision.outcome === "withdrawn" ? "brand" : "homeowner";
  if (access.side !== side) return refused(M.notYourStep);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(M.unknownForm);
    const [change] = await tx
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.id, decision.changeId), eq(projectChanges.projectId, access.projectId)));
    if (!change) return refused(M.unknownForm);
    if (change.state !== "proposed") return refused(M.changeGone);
    const stage = (await stagesLeft(tx, access.projectId)).find((s) => s.id === change.milestoneId);
    if (!stage) return refused(M.unknownForm);
    if (decision.outcome === "approved" && project.handedOverAt) return refused(M.handedOver);
    if (decision.outcome === "approved" && stage.leftPaise <= 0) return refused(M.changeStagePaid);
    await tx
      .update(projectChanges)
      .set({ state: decision.outcome, decidedBy: access.viewerId, decidedAt: now })
      .where(eq(projectChanges.id, change.id));
    const what = changeName({ ...change, label: stage.label });
    if (decision.outcome === "withdrawn") {
      await recordProjectEvent(tx, access, "change_withdrawn", `The designer withdrew ${what}.`, now);
      return done(M.done.changeWithdrawn);
    }
    if (decision.outcome === "declined") {
      await recordProjectEvent(tx, access, "change_declined", `The homeowner declined ${what}.`, now);
      return done(M.done.changeDeclined);
    }
    const handover = project.plannedHandoverOn && addDays(project.plannedHandoverOn, change.days);
    await tx
      .update(projects)
      .set({
        approvedChangesPaise: sql`${projects.approvedChangesPaise} + ${change.totalPaise}`,
        timelineDays: sql`${projects.timelineDays} + ${change.days}`,
        plannedHandoverOn: handover,
      })
      .where(eq(projects.id, access.projectId));
    await tx
      .update(projectMilestones)
      .set({ amountPaise: sql`${projectMilestones.amountPaise} + ${change.totalPaise}` })
      .where(eq(projectMilestones.id, stage.id));
    const summary = S.changeApproved({ ...change, label: stage.label }, handover);
    await recordProjectEvent(tx, access, "change_approved", summary, now);
    return done(M.done.changeApproved);
  });
}

/** The project's change orders, in their order. */
export const projectChangeList = jsonRows(
  {
    id: projectChanges.id,
    number: projectChanges.number,
    milestoneId: projectChanges.milestoneId,
    lines: projectChanges.lines,
    subtotalPaise: projectChanges.subtotalPaise,
    gstPaise: projectChanges.gstPaise,
    totalPaise: projectChanges.totalPaise,
    reason: projectChanges.reason,
    days: projectChanges.days,
    state: projectChanges.state,
  },
  sql`from ${projectChanges} where ${projectChanges.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectChanges.number}`,
);
