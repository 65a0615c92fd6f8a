import { and, eq, lte, max, sql } from "drizzle-orm";
import { z } from "zod";
import { homeownerName } from "~/content/catalog";
import type { Db, Executor, Tx } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { outerColumn } from "~/db/rows.server";
import { projectFiles, projects, warrantyClaims } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import { threadAlertFacts } from "~/features/conversations/conversations.api.server";
import { projectPath } from "~/lib/paths";
import type { JobDefinition } from "~/services/job-queue.server";
import { recordProjectEvent } from "../history/history.server";
import { PROJECT_SUMMARIES as S } from "../history/summaries";
import { lockProject, type ProjectAccess, sentBefore } from "../project/project-access.server";
import type { StoredPhoto } from "../project/project-files.server";
import { done, doneBefore, type ProjectResult, refused } from "../project/project-result";
import { PROJECT_MESSAGES } from "../project/project-rules";
import { queueProjectRecordsRefresh } from "../record/project-record.server";
import { ackClock, WARRANTY_MESSAGES as W, WARRANTY_LIMITS, warrantyStatus } from "./warranty-rules";

const HOUR = 60 * 60 * 1000;

const cleanText = (value: string, limit: number) => {
  const text = value.trim();
  return text.length === 0 || text.length > limit || text.includes("\u0000") ? null : text;
};

/** The brand's owner hears of a claim (its kind: at once, or again once its 72 hours are up), on the project page. */
async function alertBrand(
  tx: Executor,
  kind: "warranty_claim" | "warranty_claim_late",
  claim: { id: string; projectId: string; leadId: string },
  now: Date,
) {
  const facts = await threadAlertFacts(tx, claim.leadId);
  if (!facts?.ownerId) return null;
  return queueAlert(tx, {
    kind,
    eventId: claim.id,
    userId: facts.ownerId,
    parameters: { homeowner: homeownerName(facts.homeownerName), need: facts.need },
    path: projectPath(claim.projectId),
    now,
  });
}

/**
 * The homeowner raises a warranty claim (text and up to five photos, already stored privately) after the handover
 * and while the warranty runs; the brand must acknowledge it within 72 hours and hears of it at once.
 */
export async function raiseClaim(
  db: Executor,
  access: ProjectAccess,
  claim: { body: string; photos: StoredPhoto[]; clientKey: string },
  now = new Date(),
): Promise<ProjectResult> {
  if (access.side !== "homeowner") return refused(PROJECT_MESSAGES.notYourStep);
  const body = cleanText(claim.body, WARRANTY_LIMITS.bodyMax);
  if (!body) return refused(W.body);
  if (claim.photos.length > WARRANTY_LIMITS.photosPerClaim) return refused(W.tooManyPhotos);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(PROJECT_MESSAGES.unknownForm);
    if (await sentBefore(tx, warrantyClaims, access.projectId, claim.clientKey)) return doneBefore(W.done.raised);
    const refusal = await warrantyRefusal(tx, access.projectId, now);
    if (refusal) return refused(refusal);
    const [last] = await tx
      .select({ number: max(warrantyClaims.number) })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.projectId, access.projectId));
    const number = (last?.number ?? 0) + 1;
    const ackDueAt = new Date(now.getTime() + WARRANTY_LIMITS.ackHours * HOUR);
    const [row] = await tx
      .insert(warrantyClaims)
      .values({
        projectId: access.projectId,
        number,
        body,
        raisedBy: access.viewerId,
        ackDueAt,
        clientKey: claim.clientKey,
        createdAt: now,
      })
      .returning({ id: warrantyClaims.id });
    if (claim.photos.length > 0) {
      await tx.insert(projectFiles).values(
        claim.photos.map((photo, position) => ({
          ...photo,
          projectId: access.projectId,
          warrantyClaimId: row.id,
          uploadedBySide: "homeowner" as const,
          position,
          createdAt: now,
        })),
      );
    }
    const summary = S.claimRaised(number, body, ackDueAt);
    await recordProjectEvent(tx, access, "claim_raised", summary, now);
    await alertBrand(tx, "warranty_claim", { id: row.id, projectId: access.projectId, leadId: access.leadId }, now);
    return done(W.done.raised);
  });
}

/** Why no claim can be raised on the project now (not handed over, no warranty, ended), or null. */
async function warrantyRefusal(tx: Tx, projectId: string, now: Date): Promise<string | null> {
  const [terms] = await tx
    .select({ handedOverAt: projects.handedOverAt, warrantyYears: projects.warrantyYears })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!terms) return PROJECT_MESSAGES.unknownForm;
  const status = warrantyStatus(terms.handedOverAt, terms.warrantyYears, now);
  if (status.state === "none") return W.noWarranty;
  if (status.state === "pending") return W.notHandedOver;
  if (status.state === "ended") return W.ended(status.on);
  return null;
}

export type ClaimStep = "acknowledge" | "close" | "reopen";

const STEPS = {
  acknowledge: {
    side: "brand",
    from: "open",
    to: "acknowledged",
    kind: "claim_acknowledged",
    done: W.done.acknowledged,
  },
  close: { side: "brand", from: "acknowledged", to: "closed", kind: "claim_closed", done: W.done.closed },
  reopen: { side: "homeowner", from: "closed", to: "acknowledged", kind: "claim_reopened", done: W.done.reopened },
} as const;

/** Why a claim in `state` can't take `step` (it is not in the state the step starts from). */
function wrongState(step: ClaimStep, state: string): string {
  if (step === "acknowledge") return W.alreadyAcknowledged;
  if (step === "close") return state === "closed" ? W.alreadyClosed : W.notAcknowledged;
  return W.notClosed;
}

/**
 * A claim moves on: the brand acknowledges an open one, then closes it with a note; the homeowner reopens a closed
 * one (back to acknowledged: the first acknowledgement stands). Each step locks the project first and needs the
 * claim in the state it starts from, so racing steps (two acknowledgements, a close sent twice) end in one. An
 * acknowledgement counts in the brand's public numbers, so it queues their refresh (debounced).
 */
export async function moveClaim(
  db: Executor,
  access: ProjectAccess,
  move: { claimId: string; step: ClaimStep; note?: string },
  now = new Date(),
): Promise<ProjectResult> {
  const step = STEPS[move.step];
  if (access.side !== step.side) return refused(PROJECT_MESSAGES.notYourStep);
  const note = move.step === "close" ? cleanText(move.note ?? "", WARRANTY_LIMITS.noteMax) : null;
  if (move.step === "close" && !note) return refused(W.note);
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, access.projectId))) return refused(PROJECT_MESSAGES.unknownForm);
    const [claim] = await tx
      .select()
      .from(warrantyClaims)
      .where(and(eq(warrantyClaims.id, move.claimId), eq(warrantyClaims.projectId, access.projectId)));
    if (!claim) return refused(PROJECT_MESSAGES.unknownForm);
    if (claim.state !== step.from) return refused(wrongState(move.step, claim.state));
    const { set, summary } = claimStep(move.step, claim, { viewerId: access.viewerId, note, now });
    await tx.update(warrantyClaims).set(set).where(eq(warrantyClaims.id, claim.id));
    await recordProjectEvent(tx, access, step.kind, summary, now);
    if (move.step === "acknowledge") await queueProjectRecordsRefresh(tx);
    return done(step.done);
  });
}

/** What a step writes on the claim and the line it leaves in the history and the thread. */
function claimStep(
  step: ClaimStep,
  claim: { number: number; ackDueAt: Date },
  { viewerId, note, now }: { viewerId: string; note: string | null; now: Date },
) {
  const to = STEPS[step].to;
  switch (step) {
    case "acknowledge": {
      return {
        set: { state: to, acknowledgedAt: now, acknowledgedBy: viewerId },
        summary: S.claimAcknowledged(claim.number, claim.ackDueAt, now),
      };
    }
    case "close":
      return {
        set: { state: to, closeNote: note, closedAt: now },
        summary: S.claimClosed(claim.number, note),
      };
    case "reopen":
      return {
        set: { state: to, closeNote: null, closedAt: null, reopenedCount: sql`${warrantyClaims.reopenedCount} + 1` },
        summary: `The homeowner reopened warranty claim ${claim.number}.`,
      };
  }
}

/** The project's warranty claims, newest first, with their acknowledgement clock at `now` (their photos come from projectPhotos). */
export const projectClaimList = jsonRows(
  {
    id: warrantyClaims.id,
    number: warrantyClaims.number,
    body: warrantyClaims.body,
    state: warrantyClaims.state,
    closeNote: warrantyClaims.closeNote,
    reopenedCount: warrantyClaims.reopenedCount,
    createdAt: warrantyClaims.createdAt,
    ackDueAt: warrantyClaims.ackDueAt,
    acknowledgedAt: warrantyClaims.acknowledgedAt,
  },
  sql`from ${warrantyClaims} where ${warrantyClaims.projectId} = ${outerColumn(projects.id)}`,
  sql`${warrantyClaims.number} desc`,
);

/** The claims as the page shows them, with their acknowledgement clock at `now`. */
export function claimViews(claims: (typeof projectClaimList)["_"]["type"], now: Date) {
  return claims.map((claim) => ({
    id: claim.id,
    number: claim.number,
    body: claim.body,
    state: claim.state,
    closeNote: claim.closeNote,
    reopenedCount: claim.reopenedCount,
    createdAt: claim.createdAt.toISOString(),
    clock: ackClock(claim, now),
  }));
}

/**
 * Alerts each brand whose claims passed their 72 hours unacknowledged, once per claim (its event key) however often
 * this runs; the open-and-due index finds them. Returns how many alerts it queued.
 */
export async function alertLateClaims(db: Db, now = new Date()): Promise<number> {
  const late = await db
    .select({ id: warrantyClaims.id, projectId: warrantyClaims.projectId, leadId: projects.leadId })
    .from(warrantyClaims)
    .innerJoin(projects, eq(projects.id, warrantyClaims.projectId))
    .where(and(eq(warrantyClaims.state, "open"), lte(warrantyClaims.ackDueAt, now)));
  let queued = 0;
  for (const claim of late) {
    if (await db.transaction((tx) => alertBrand(tx, "warranty_claim_late", claim, now))) queued++;
  }
  return queued;
}

/** Hourly: a claim past its 72 hours without an acknowledgement is alerted again within the hour (quiet hours aside). */
export const lateClaimAlertJob: JobDefinition<Record<string, never>> = {
  name: "warranty-late-alerts",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  schedule: { cron: "20 * * * *", data: {} },
  handler: (_data, { db }) => alertLateClaims(db),
};
