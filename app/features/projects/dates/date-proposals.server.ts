import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectDateProposals, projects } from "~/db/schema";
import { addDays, formatDay, indiaDay } from "~/lib/dates";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S, sideName } from "../history/summaries";
import { lockProject, type ProjectAccess } from "../project/project-access.server";
import { done, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_LIMITS, PROJECT_MESSAGES } from "../project/project-rules";
import { plannedHandover } from "../project/schedule";

export type DateProposal = { kind: "start"; day: string } | { kind: "handover"; day: string; reason: string };

/**
 * One side proposes a date for the other to accept or decline: the start (either side, until one is agreed),
 * or a new planned handover with its reason (the designer, once the start is agreed). One proposal of a kind
 * waits at a time.
 */
export async function proposeDate(
  db: Executor,
  access: ProjectAccess,
  proposal: DateProposal,
  now = new Date(),
): Promise<ProjectResult> {
  const today = indiaDay(now);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(PROJECT_MESSAGES.unknownForm);
    if (proposal.kind === "start") {
      if (project.startOn) return refused(PROJECT_MESSAGES.startAgreed);
      const last = addDays(today, PROJECT_LIMITS.startDaysAhead);
      if (proposal.day < today || proposal.day > last)
        return refused(PROJECT_MESSAGES.startDay(formatDay(today), formatDay(last)));
    } else {
      if (access.side !== "brand") return refused(PROJECT_MESSAGES.notYourStep);
      const reason = proposal.reason.trim();
      if (reason.length === 0 || reason.length > PROJECT_LIMITS.reasonMax || reason.includes("\u0000"))
        return refused(PROJECT_MESSAGES.reason);
      if (!project.startOn) return refused(PROJECT_MESSAGES.startFirst);
      if (project.handedOverAt) return refused(PROJECT_MESSAGES.handedOver);
      const latest = addDays(project.startOn, PROJECT_LIMITS.handoverDaysAfterStart);
      if (proposal.day < today || proposal.day < project.startOn || proposal.day > latest)
        return refused(PROJECT_MESSAGES.handoverDay);
    }
    const [waiting] = await tx
      .select({ id: projectDateProposals.id })
      .from(projectDateProposals)
      .where(
        and(
          eq(projectDateProposals.projectId, access.projectId),
          eq(projectDateProposals.kind, proposal.kind),
          eq(projectDateProposals.state, "open"),
        ),
      );
    if (waiting) return refused(PROJECT_MESSAGES.proposalOpen);
    await tx.insert(projectDateProposals).values({
      projectId: access.projectId,
      kind: proposal.kind,
      proposedBySide: access.side,
      proposedBy: access.viewerId,
      day: proposal.day,
      reason: proposal.kind === "handover" ? proposal.reason.trim() : null,
      createdAt: now,
    });
    const summary =
      proposal.kind === "start"
        ? S.startProposed(access.side, proposal.day)
        : `${sideName(access.side)} proposed a new handover date, ${formatDay(proposal.day)}: ${proposal.reason.trim()}`;
    await recordProjectEvent(tx, access, `${proposal.kind}_proposed`, summary, now);
    return done(
      proposal.kind === "start" ? PROJECT_MESSAGES.done.startProposed : PROJECT_MESSAGES.done.handoverProposed,
    );
  });
}

/**
 * The other side answers a waiting proposal: accepting a start fixes the start and the planned handover (the
 * start plus the offer's timeline); accepting a handover moves the planned handover. The side that proposed
 * cannot answer its own proposal.
 */
export async function answerProposal(
  db: Executor,
  access: ProjectAccess,
  answer: { proposalId: string; accept: boolean },
  now = new Date(),
): Promise<ProjectResult> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, access.projectId);
    if (!project) return refused(PROJECT_MESSAGES.unknownForm);
    const [proposal] = await tx
      .select()
      .from(projectDateProposals)
      .where(and(eq(projectDateProposals.id, answer.proposalId), eq(projectDateProposals.projectId, access.projectId)));
    if (!proposal) return refused(PROJECT_MESSAGES.unknownForm);
    if (proposal.proposedBySide === access.side) return refused(PROJECT_MESSAGES.notYourStep);
    if (proposal.state !== "open") return refused(PROJECT_MESSAGES.proposalGone);
    if (answer.accept && proposal.kind === "handover" && project.handedOverAt)
      return refused(PROJECT_MESSAGES.handedOver);
    await tx
      .update(projectDateProposals)
      .set({ state: answer.accept ? "accepted" : "declined", decidedBy: access.viewerId, decidedAt: now })
      .where(eq(projectDateProposals.id, proposal.id));
    const day = formatDay(proposal.day);
    if (!answer.accept) {
      const what = proposal.kind === "start" ? `the start date ${day}` : `the new handover date ${day}`;
      await recordProjectEvent(
        tx,
        access,
        `${proposal.kind}_declined`,
        `${sideName(access.side)} declined ${what}.`,
        now,
      );
      return done(PROJECT_MESSAGES.done.declined);
    }
    if (proposal.kind === "start") {
      const planned = plannedHandover(proposal.day, project.timelineDays);
      await tx
        .update(projects)
        .set({ startOn: proposal.day, plannedHandoverOn: planned })
        .where(eq(projects.id, access.projectId));
      await recordProjectEvent(tx, access, "start_accepted", S.startAccepted(access.side, proposal.day, planned), now);
    } else {
      await tx.update(projects).set({ plannedHandoverOn: proposal.day }).where(eq(projects.id, access.projectId));
      await recordProjectEvent(
        tx,
        access,
        "handover_accepted",
        `${sideName(access.side)} accepted the new handover date ${day}.`,
        now,
      );
    }
    return done(PROJECT_MESSAGES.done.accepted);
  });
}

/** The project's date proposals, oldest first. */
export const dateProposalList = jsonRows(
  {
    id: projectDateProposals.id,
    kind: projectDateProposals.kind,
    side: projectDateProposals.proposedBySide,
    day: projectDateProposals.day,
    reason: projectDateProposals.reason,
    state: projectDateProposals.state,
    createdAt: projectDateProposals.createdAt,
  },
  sql`from ${projectDateProposals} where ${projectDateProposals.projectId} = ${outerColumn(projects.id)}`,
  sql`${projectDateProposals.createdAt}`,
);
