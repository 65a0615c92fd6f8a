/**
 * Builders for project record tests: a brand's project written straight into the tables as the project's steps
 * leave it (started, handed over, its approved changes, snags and warranty claims).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, projectChanges, projectMilestones, projectSnags, projects, warrantyClaims } from "~/db/schema";
import { startProject } from "~/features/projects/projects.api.server";
import { addDays } from "~/lib/dates";
import { insertTestOffer } from "./hires.server";
import { createTestLead } from "./leads.server";

const HOUR = 60 * 60 * 1000;

export interface TestRecordProject {
  /** The agreed start (YYYY-MM-DD) and the offer's timeline in days (56 unless told). */
  startOn: string;
  timelineDays?: number;
  /** Unset: still in progress. */
  handedOverAt?: Date;
  /** Days an approved change order adds to the timeline, and its total (₹1,00,000 + GST offer: 1,18,000 ₹). */
  change?: { days: number; totalPaise: number };
  /** Snags: reported at, and closed at (unset: still open). */
  snags?: { at: Date; closedAt?: Date }[];
  /** Warranty claims: raised at, and acknowledged after this many hours (unset: not yet). */
  claims?: { at: Date; acknowledgedAfterHours?: number }[];
}

/** A project of `brandId` in the state `spec` describes; returns its id. */
export async function createTestRecordProject(db: Db, brandId: string, spec: TestRecordProject): Promise<string> {
  const quoteRequestId = await createTestLead(db, brandId);
  const timelineDays = spec.timelineDays ?? 56;
  await insertTestOffer(db, { quoteRequestId, brandId, timelineWeeks: timelineDays / 7, acceptedAt: new Date() });
  return db.transaction(async (tx) => {
    const [offer] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.quoteRequestId, quoteRequestId));
    if (!offer) throw new Error("no offer");
    const projectId = await startProject(tx, offer.id, new Date());
    const days = timelineDays + (spec.change?.days ?? 0);
    await tx
      .update(projects)
      .set({
        startOn: spec.startOn,
        plannedHandoverOn: addDays(spec.startOn, days),
        timelineDays: days,
        handedOverAt: spec.handedOverAt ?? null,
        approvedChangesPaise: spec.change?.totalPaise ?? 0,
      })
      .where(eq(projects.id, projectId));
    if (spec.change) {
      const [stage] = await tx
        .update(projectMilestones)
        .set({ amountPaise: sql`${projectMilestones.amountPaise} + ${spec.change.totalPaise}` })
        .where(eq(projectMilestones.projectId, projectId))
        .returning({ id: projectMilestones.id });
      await tx.insert(projectChanges).values({
        projectId,
        number: 1,
        milestoneId: stage!.id,
        lines: [],
        subtotalPaise: spec.change.totalPaise,
        gstPaise: 0,
        totalPaise: spec.change.totalPaise,
        reason: "Asked for on site",
        days: spec.change.days,
        state: "approved",
        decidedAt: new Date(),
      });
    }
    for (const [i, snag] of (spec.snags ?? []).entries()) {
      await tx.insert(projectSnags).values({
        projectId,
        number: i + 1,
        room: "Kitchen",
        body: "A shutter does not close flush",
        state: snag.closedAt ? "closed" : "open",
        fixedAt: snag.closedAt ?? null,
        closedAt: snag.closedAt ?? null,
        createdAt: snag.at,
      });
    }
    for (const [i, claim] of (spec.claims ?? []).entries()) {
      const after = claim.acknowledgedAfterHours;
      await tx.insert(warrantyClaims).values({
        projectId,
        number: i + 1,
        body: "The laminate is peeling",
        state: after === undefined ? "open" : "acknowledged",
        ackDueAt: new Date(claim.at.getTime() + 72 * HOUR),
        acknowledgedAt: after === undefined ? null : new Date(claim.at.getTime() + after * HOUR),
        createdAt: claim.at,
      });
    }
    return projectId;
  });
}
