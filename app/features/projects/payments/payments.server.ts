import { and, eq, sql } from "drizzle-orm";
import type { PAYMENT_METHODS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectFiles, projectMilestones, projectPayments, projects } from "~/db/schema";
import { formatRupees, MAX_TOTAL_PAISE } from "~/features/offers";
import { indiaDay } from "~/lib/dates";
import { handOverIfDue } from "../handover/handover.server";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import { lockProject, type ProjectAccess, sentBefore } from "../project/project-access.server";
import type { StoredPhoto } from "../project/project-files.server";
import { done, doneBefore, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_LIMITS, PROJECT_MESSAGES } from "../project/project-rules";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface RecordedPayment {
  milestoneId: string;
  amountPaise: number;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
  /** The form's own id: the same form sent twice records one payment. */
  clientKey: string;
  receipt: StoredPhoto | null;
}

/** What has been paid on a stage (a column of a select from project_milestones): its payments not disputed. */
export function stagePaidPaise() {
  return sql<number>`(select coalesce(sum(p.amount_paise), 0)::bigint from ${projectPayments} p
    where p.milestone_id = ${outerColumn(projectMilestones.id)} and p.state <> 'disputed')`.mapWith(Number);
}

/**
 * The homeowner records a payment for a due stage (Nivasa moves no money): up to what is left on the stage,
 * paid on a day not in the future, with an optional photo of the receipt. It waits for the designer.
 */
export async function recordPayment(
  db: Executor,
  access: ProjectAccess,
  payment: RecordedPayment,
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "homeowner") return refused(PROJECT_MESSAGES.notYourStep);
  if (!Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0 || payment.amountPaise > MAX_TOTAL_PAISE)
    return refused(PROJECT_MESSAGES.amount);
  const reference = payment.reference.trim();
  if (reference.length > PROJECT_LIMITS.referenceMax || reference.includes("\u0000"))
    return refused(PROJECT_MESSAGES.reference);
  if (payment.paidOn > indiaDay(now)) return refused(PROJECT_MESSAGES.paidOn);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(PROJECT_MESSAGES.unknownForm);
    if (await sentBefore(tx, projectPayments, access.projectId, payment.clientKey))
      return doneBefore(PROJECT_MESSAGES.done.paymentRecorded);
    const [stage] = await tx
      .select({
        label: projectMilestones.label,
        amountPaise: projectMilestones.amountPaise,
        doneAt: projectMilestones.doneAt,
        paidPaise: stagePaidPaise(),
      })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.id, payment.milestoneId), eq(projectMilestones.projectId, access.projectId)));
    if (!stage) return refused(PROJECT_MESSAGES.stageUnknown);
    if (!stage.doneAt) return refused(PROJECT_MESSAGES.notDue);
    const left = stage.amountPaise - stage.paidPaise;
    if (left === 0) return refused(PROJECT_MESSAGES.stagePaid);
    if (payment.amountPaise > left) return refused(PROJECT_MESSAGES.overpaid(formatRupees(left)));
    const [row] = await tx
      .insert(projectPayments)
      .values({
        projectId: access.projectId,
        milestoneId: payment.milestoneId,
        amountPaise: payment.amountPaise,
        method: payment.method,
        reference,
        paidOn: payment.paidOn,
        clientKey: payment.clientKey,
        recordedBy: access.viewerId,
        createdAt: now,
      })
      .returning({ id: projectPayments.id });
    if (payment.receipt) {
      await tx.insert(projectFiles).values({ ...payment.receipt, projectId: access.projectId, paymentId: row.id });
    }
    const summary = S.paymentRecorded({ ...payment, reference, label: stage.label });
    await recordProjectEvent(tx, access, "payment_recorded", summary, now);
    return done(PROJECT_MESSAGES.done.paymentRecorded);
  });
}

/**
 * The designer answers a recorded payment: confirms receiving it, or disputes it with a reason (a disputed
 * payment counts as unpaid, and the homeowner may record it again). The confirmation that settles the final stage
 * hands the project over. Only a payment still waiting can be answered,
 * so two answers racing end in the first.
 */
export async function answerPayment(
  db: Executor,
  access: ProjectAccess,
  answer: { paymentId: string } & ({ confirm: true } | { confirm: false; reason: string }),
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "brand") return refused(PROJECT_MESSAGES.notYourStep);
  const reason = answer.confirm ? null : answer.reason.trim();
  if (reason !== null && (reason.length === 0 || reason.length > PROJECT_LIMITS.reasonMax || reason.includes("\u0000")))
    return refused(PROJECT_MESSAGES.disputeReason);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(PROJECT_MESSAGES.unknownForm);
    const [payment] = await tx
      .select({
        amountPaise: projectPayments.amountPaise,
        state: projectPayments.state,
        label: projectMilestones.label,
      })
      .from(projectPayments)
      .innerJoin(projectMilestones, eq(projectMilestones.id, projectPayments.milestoneId))
      .where(and(eq(projectPayments.id, answer.paymentId), eq(projectPayments.projectId, access.projectId)));
    if (!payment) return refused(PROJECT_MESSAGES.unknownForm);
    if (payment.state !== "recorded") return refused(PROJECT_MESSAGES.paymentGone);
    await tx
      .update(projectPayments)
      .set({
        state: reason === null ? "confirmed" : "disputed",
        disputeReason: reason,
        decidedBy: access.viewerId,
        decidedAt: now,
      })
      .where(eq(projectPayments.id, answer.paymentId));
    const amount = `${formatRupees(payment.amountPaise)} for "${payment.label}"`;
    if (reason === null) {
      await recordProjectEvent(
        tx,
        access,
        "payment_confirmed",
        S.paymentConfirmed(payment.amountPaise, payment.label),
        now,
      );
      const handedOver = await handOverIfDue(tx, access, now);
      return done(handedOver ? PROJECT_MESSAGES.done.handedOver : PROJECT_MESSAGES.done.paymentConfirmed);
    }
    await recordProjectEvent(
      tx,
      access,
      "payment_disputed",
      `The designer disputed the payment of ${amount}: ${reason}`,
      now,
    );
    return done(PROJECT_MESSAGES.done.paymentDisputed);
  });
}

/** The project's payments, oldest first, with the id of each one's receipt photo. */
export const projectPaymentList = jsonRows(
  {
    id: projectPayments.id,
    milestoneId: projectPayments.milestoneId,
    amountPaise: projectPayments.amountPaise,
    method: projectPayments.method,
    reference: projectPayments.reference,
    paidOn: projectPayments.paidOn,
    state: projectPayments.state,
    disputeReason: projectPayments.disputeReason,
    receiptId: sql<
      string | null
    >`(select f.id from ${projectFiles} f where f.payment_id = ${outerColumn(projectPayments.id)} limit 1)`,
  },
  sql`from ${projectPayments} where ${projectPayments.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectPayments.createdAt}, ${projectPayments.id}`,
);
