import { randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import {
  brands,
  cities,
  leads,
  offers,
  projectChanges,
  projectDateProposals,
  projectMilestones,
  projectPayments,
  projectSnags,
  projects,
  quoteRequests,
  warrantyClaims,
} from "~/db/schema";
import { rebuildProjectRecords, PROJECT_SUMMARIES as S, startProject } from "~/features/projects/projects.api.server";
import { addDays, indiaDay } from "~/lib/dates";
import { createRandom, type Random } from "~/lib/random";
import type { GeneratedBrand } from "./catalog.server";
import { offerRow } from "./demo-offers.server";
import type { Reviewer } from "./demo-reviews";
import { type DemoStep, type DemoStory, writeDemoSteps } from "./demo-steps.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How a handed-over demo project went. */
interface Handover {
  /** Days after the planned day it was handed over (negative: early). */
  late: number;
  /** Approved changes as a percentage of the offer, and the days they added. */
  change?: { percent: number; days: number };
  /** Days each snag took from report to confirmed fix. */
  snags?: number[];
  /** Hours each warranty claim waited for its acknowledgement. */
  claims?: number[];
}

/** The designer's brand: mostly on time (its reviewer's earlier hire first). */
const DESIGNER: Handover[] = [
  { late: 2, snags: [2], claims: [6] },
  { late: 0, change: { percent: 4, days: 3 }, snags: [1, 3] },
  { late: 9, change: { percent: 7, days: 5 }, snags: [4], claims: [30] },
  { late: 5 },
];
/** Two other Chennai brands: one often late with larger changes, one always on time. */
const OTHERS: Handover[][] = [
  [
    { late: 12, change: { percent: 10, days: 4 }, snags: [6, 9], claims: [90] },
    { late: 20, change: { percent: 15, days: 7 }, snags: [12], claims: [20] },
    { late: 3, change: { percent: 6, days: 2 } },
  ],
  [
    { late: 0, snags: [1] },
    { late: 0, change: { percent: 2, days: 0 }, snags: [1, 2] },
    { late: 1 },
    { late: -2, change: { percent: 3, days: 2 }, claims: [12] },
    { late: 4 },
  ],
];

/**
 * Handed-over projects, so brand pages show their project record on a fresh start: the designer's brand (its
 * reviewer's earlier hire and three more) and two other Chennai brands, hired by reviewers over the past year
 * and a half; every stage paid and confirmed, snags fixed, warranty claims answered. The records are rebuilt at
 * the end. Returns how many projects it started (the earlier hire had its own).
 */
export async function seedDemoHandovers(
  tx: Tx,
  input: {
    owned: string;
    homeowner: string;
    brands: GeneratedBrand[];
    reviewers: Reviewer[];
    now: Date;
  },
): Promise<number> {
  const [earlier] = await tx
    .select({ id: projects.id, acceptedAt: offers.acceptedAt })
    .from(projects)
    .innerJoin(offers, eq(offers.id, projects.offerId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .where(and(eq(projects.brandId, input.owned), ne(quoteRequests.userId, input.homeowner)))
    .limit(1);
  if (!earlier?.acceptedAt) throw new Error("the designer's brand has no earlier hire");
  const [first, ...rest] = DESIGNER as [Handover, ...Handover[]];
  const stories = [
    await handOver(tx, earlier.id, indiaDay(new Date(earlier.acceptedAt.getTime() + 7 * DAY)), first, input.now),
  ];
  const chennai = input.brands.filter((brand) => brand.citySlug === "chennai" && brand.id !== input.owned);
  if (chennai.length < OTHERS.length) throw new Error("too few demo brands in Chennai");
  const hired: [string, Handover[]][] = [
    [input.owned, rest],
    ...OTHERS.map((list, i) => [chennai[i]!.id, list] as [string, Handover[]]),
  ];
  const rnd = createRandom(59);
  let started = 0;
  for (const [brandId, list] of hired) {
    for (const [i, spec] of list.entries()) {
      const homeowner = input.reviewers[(started++ * 11) % input.reviewers.length] as Reviewer;
      // Handed over 100 to 500 days ago, a couple of months apart: old enough for its warranty claims.
      const handedOn = indiaDay(new Date(input.now.getTime() - (100 + i * 70 + started * 9) * DAY));
      const { projectId, startOn } = await hire(tx, rnd, { brandId, homeowner, spec, handedOn });
      stories.push(await handOver(tx, projectId, startOn, spec, input.now));
    }
  }
  await writeDemoSteps(tx, stories);
  await rebuildProjectRecords(tx, input.now);
  return started;
}

/**
 * A reviewer's request to the brand with an accepted offer (8 weeks), accepted a week before a start that hands
 * over on `handedOn` as `spec` says; its project and that start.
 */
async function hire(
  tx: Tx,
  rnd: Random,
  { brandId, homeowner, spec, handedOn }: { brandId: string; homeowner: Reviewer; spec: Handover; handedOn: string },
): Promise<{ projectId: string; startOn: string }> {
  const id = randomUUID();
  const areaSqft = rnd.int(85, 140) * 10;
  const weeks = 8;
  const startOn = addDays(handedOn, -spec.late - weeks * 7 - (spec.change?.days ?? 0));
  const startAt = new Date(`${startOn}T11:00:00+05:30`);
  const at = new Date(startAt.getTime() - 14 * DAY);
  const acceptedAt = new Date(startAt.getTime() - 7 * DAY);
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, "chennai"));
  const [brand] = await tx.select({ areas: brands.areasServed }).from(brands).where(eq(brands.id, brandId));
  await tx.insert(quoteRequests).values({
    id,
    userId: homeowner.id,
    name: homeowner.firstName,
    phone: `+9198400${rnd.int(10_000, 99_999)}`,
    location: `${brand?.areas[0] ?? "Anna Nagar"}, Chennai`,
    requirement: "Full interiors for a 2 BHK",
    budget: "15-25-lakh",
    areaSqft,
    cityId: city?.id ?? null,
    brandId,
    status: "closed",
    closedAt: acceptedAt,
    closeReason: "found_designer",
    createdAt: at,
  });
  await tx.insert(leads).values({
    quoteRequestId: id,
    brandId,
    createdAt: at,
    notifiedAt: at,
    status: "won",
    respondedAt: new Date(at.getTime() + 3 * HOUR),
    statusChangedAt: acceptedAt,
  });
  const row = offerRow({ requestId: id, brandId, grade: "premium", areaSqft, ratePaise: 1400_00, at, acceptedAt });
  const [offer] = await tx
    .insert(offers)
    .values({ ...row, timelineWeeks: weeks })
    .returning({ id: offers.id });
  return { projectId: await startProject(tx, offer!.id, acceptedAt), startOn };
}

/**
 * Carries a started project through to its handover as the project's steps would leave it, with its history and
 * thread lines: the start agreed, its change approved, every stage done, paid and confirmed in turn, its snags
 * listed from the last stage and closed before the final stage is done, the final confirmation handing it over, and
 * its warranty claims answered and closed after it.
 */
async function handOver(tx: Tx, projectId: string, startOn: string, spec: Handover, now: Date): Promise<DemoStory> {
  const [project] = await tx
    .select({
      total: projects.contractTotalPaise,
      timelineDays: projects.timelineDays,
      warrantyYears: projects.warrantyYears,
      quoteRequestId: projects.quoteRequestId,
      brandId: projects.brandId,
      homeownerId: quoteRequests.userId,
      designerId: brands.claimedBy,
    })
    .from(projects)
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
    .innerJoin(brands, eq(brands.id, projects.brandId))
    .where(eq(projects.id, projectId));
  const stages = await tx
    .select({ id: projectMilestones.id, label: projectMilestones.label, amountPaise: projectMilestones.amountPaise })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
  if (!project?.homeownerId || stages.length === 0) throw new Error(`project ${projectId} has no stages`);
  const timelineDays = project.timelineDays + (spec.change?.days ?? 0);
  const plannedOn = addDays(startOn, timelineDays);
  const handedOverAt = new Date(`${addDays(plannedOn, spec.late)}T17:00:00+05:30`);
  const startAt = new Date(`${startOn}T10:00:00+05:30`);
  const span = handedOverAt.getTime() - startAt.getTime();
  const steps: DemoStep[] = [
    { side: "brand", kind: "start_proposed", summary: S.startProposed("brand", startOn), when: at(startAt, -5 * DAY) },
    {
      side: "homeowner",
      kind: "start_accepted",
      summary: S.startAccepted("homeowner", startOn, addDays(startOn, project.timelineDays)),
      when: at(startAt, -4 * DAY),
    },
  ];
  await tx.insert(projectDateProposals).values({
    projectId,
    kind: "start",
    proposedBySide: "brand",
    proposedBy: project.designerId,
    day: startOn,
    state: "accepted",
    decidedBy: project.homeownerId,
    decidedAt: steps[1]!.when,
    createdAt: steps[0]!.when,
  });
  let changePaise = 0;
  if (spec.change) {
    changePaise = Math.round((project.total * spec.change.percent) / 100);
    const subtotalPaise = Math.round(changePaise / 1.18);
    const stage = stages[Math.max(0, stages.length - 2)]!;
    stage.amountPaise += changePaise;
    const decidedAt = at(startAt, span / 3);
    const change = { number: 1, totalPaise: changePaise, label: stage.label, days: spec.change.days };
    const reason = "Lofts and an extra shoe rack, asked for on site";
    await tx.insert(projectChanges).values({
      projectId,
      number: 1,
      milestoneId: stage.id,
      lines: [
        {
          description: "Extra storage asked for on site",
          unit: "lump_sum",
          quantityHundredths: 100,
          ratePaise: subtotalPaise,
          amountPaise: subtotalPaise,
        },
      ],
      subtotalPaise,
      gstPaise: changePaise - subtotalPaise,
      totalPaise: changePaise,
      reason,
      days: spec.change.days,
      state: "approved",
      proposedBy: project.designerId,
      decidedBy: project.homeownerId,
      decidedAt,
      createdAt: at(decidedAt, -DAY),
    });
    await tx
      .update(projectMilestones)
      .set({ amountPaise: stage.amountPaise })
      .where(eq(projectMilestones.id, stage.id));
    steps.push(
      {
        side: "brand",
        kind: "change_proposed",
        summary: S.changeProposed({ ...change, reason }),
        when: at(decidedAt, -DAY),
      },
      { side: "homeowner", kind: "change_approved", summary: S.changeApproved(change, plannedOn), when: decidedAt },
    );
  }
  // The snags are listed once the stage before the final one is done, and all closed the day before the handover.
  const snags = (spec.snags ?? []).map((days, i) => {
    const reportedAt = at(handedOverAt, -(days + 1) * DAY);
    const closedAt = at(reportedAt, days * DAY);
    return {
      number: i + 1,
      room: ["Kitchen", "Master bedroom", "Living room"][i % 3]!,
      body: ["A drawer runner sticks", "A wardrobe shutter does not close flush", "A light point flickers"][i % 3]!,
      note: "Fixed and checked",
      reportedAt,
      fixedAt: at(closedAt, -6 * HOUR),
      closedAt,
    };
  });
  if (snags.length > 0) {
    await tx.insert(projectSnags).values(
      snags.map((snag) => ({
        projectId,
        number: snag.number,
        room: snag.room,
        body: snag.body,
        state: "closed" as const,
        reportedBy: project.homeownerId,
        fixedAt: snag.fixedAt,
        fixNote: snag.note,
        closedAt: snag.closedAt,
        createdAt: snag.reportedAt,
      })),
    );
  }
  for (const snag of snags) {
    steps.push(
      {
        side: "homeowner",
        kind: "snag_reported",
        summary: S.snagListed({ ...snag, photos: 0 }),
        when: snag.reportedAt,
      },
      { side: "brand", kind: "snag_fixed", summary: S.snagFixed({ ...snag, photos: 0 }), when: snag.fixedAt },
      { side: "homeowner", kind: "snag_closed", summary: S.snagClosed({ ...snag, note: null }), when: snag.closedAt },
    );
  }
  const payments: (typeof projectPayments.$inferInsert)[] = [];
  for (const [i, stage] of stages.entries()) {
    const final = i === stages.length - 1;
    // The final stage waits for the snags; its confirmation is the handover.
    const doneAt = final ? at(handedOverAt, -20 * HOUR) : at(startAt, ((i + 1) * span) / (stages.length + 1));
    const recordedAt = final ? at(handedOverAt, -8 * HOUR) : at(doneAt, DAY);
    const confirmedAt = final ? handedOverAt : at(doneAt, 2 * DAY);
    const payment = {
      amountPaise: stage.amountPaise,
      label: stage.label,
      method: i % 2 === 0 ? ("bank_transfer" as const) : ("upi" as const),
      reference: `REF${String(i + 1).padStart(4, "0")}`,
      paidOn: indiaDay(recordedAt),
    };
    await tx
      .update(projectMilestones)
      .set({ doneAt, doneBy: project.designerId })
      .where(eq(projectMilestones.id, stage.id));
    payments.push({
      projectId,
      milestoneId: stage.id,
      amountPaise: stage.amountPaise,
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      state: "confirmed",
      clientKey: randomUUID(),
      recordedBy: project.homeownerId,
      decidedBy: project.designerId,
      decidedAt: confirmedAt,
      createdAt: recordedAt,
    });
    steps.push(
      { side: "brand", kind: "milestone_done", summary: S.stageDone(stage.label, stage.amountPaise), when: doneAt },
      { side: "homeowner", kind: "payment_recorded", summary: S.paymentRecorded(payment), when: recordedAt },
      {
        side: "brand",
        kind: "payment_confirmed",
        summary: S.paymentConfirmed(stage.amountPaise, stage.label),
        when: confirmedAt,
      },
    );
  }
  await tx.insert(projectPayments).values(payments);
  steps.push({
    side: "brand",
    kind: "handed_over",
    summary: S.handedOver(stages.at(-1)!.label, indiaDay(handedOverAt), project.warrantyYears),
    when: at(handedOverAt, 1),
  });
  const body = "The laminate on the kitchen's tall unit is lifting at one corner.";
  const closeNote = "Re-pressed and sealed the laminate on site.";
  for (const [i, hours] of (spec.claims ?? []).entries()) {
    const raisedAt = at(handedOverAt, (40 + i * 30) * DAY);
    if (raisedAt.getTime() + 5 * DAY > now.getTime()) throw new Error("a demo warranty claim would be in the future");
    const ackDueAt = at(raisedAt, 72 * HOUR);
    const acknowledgedAt = at(raisedAt, hours * HOUR);
    const closedAt = at(acknowledgedAt, 2 * DAY);
    await tx.insert(warrantyClaims).values({
      projectId,
      number: i + 1,
      body,
      state: "closed",
      raisedBy: project.homeownerId,
      ackDueAt,
      acknowledgedAt,
      acknowledgedBy: project.designerId,
      closeNote,
      closedAt,
      createdAt: raisedAt,
    });
    steps.push(
      { side: "homeowner", kind: "claim_raised", summary: S.claimRaised(i + 1, body, ackDueAt), when: raisedAt },
      {
        side: "brand",
        kind: "claim_acknowledged",
        summary: S.claimAcknowledged(i + 1, ackDueAt, acknowledgedAt),
        when: acknowledgedAt,
      },
      { side: "brand", kind: "claim_closed", summary: S.claimClosed(i + 1, closeNote), when: closedAt },
    );
  }
  await tx
    .update(projects)
    .set({
      startOn,
      plannedHandoverOn: plannedOn,
      timelineDays,
      approvedChangesPaise: changePaise,
      handedOverAt,
    })
    .where(eq(projects.id, projectId));
  return { project: { projectId, ...project }, steps };
}

/** `ms` milliseconds after `from` (before, when negative). */
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);
