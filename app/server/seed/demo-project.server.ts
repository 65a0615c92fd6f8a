import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import {
  cities,
  leadMessages,
  leads,
  type OfferLine,
  offers,
  projectChanges,
  projectDateProposals,
  projectFiles,
  projectMilestones,
  projectPayments,
  projectSnags,
  projects,
  projectUpdates,
  quoteRequests,
} from "~/db/schema";
import { lineAmountPaise, offerTotals } from "~/features/offers/offer/money";
import { offerAnnouncement } from "~/features/offers/offers.api.server";
import { PROJECT_SUMMARIES as S, startMissingProjects, startProject } from "~/features/projects/projects.api.server";
import { addDays, indiaDay } from "~/lib/dates";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { storePrivateImage } from "~/services/uploads/documents.server";
import { demoRoomPhoto } from "./demo-conversation.server";
import { type DemoStep, writeDemoSteps } from "./demo-steps.server";

const DAY = 24 * 60 * 60 * 1000;
const STAGES = [
  { label: "Booking", percent: 10 },
  { label: "Design sign-off", percent: 40 },
  { label: "Installation", percent: 40 },
  { label: "Handover", percent: 10 },
];
const TIMELINE_WEEKS = 6;

const line = (description: string, unit: OfferLine["unit"], quantityHundredths: number, ratePaise: number) => ({
  description,
  unit,
  quantityHundredths,
  ratePaise,
  amountPaise: lineAmountPaise(quantityHundredths, ratePaise),
});

function lines(): OfferLine[] {
  return [
    line("Modular kitchen and three wardrobes", "lump_sum", 100, 3_20_000_00),
    line("False ceiling with lighting", "sq_ft", 850_00, 140_00),
    line("Painting", "sq_ft", 850_00, 35_00),
  ];
}

/** The change order the homeowner approved on site: a loft and more light points, 2 days, on "Installation". */
const CHANGE = {
  lines: [
    line("Loft above both wardrobes", "lump_sum", 100, 18_000_00),
    line("Extra ceiling light points", "number", 6_00, 1_450_00),
  ],
  reason: "Lofts for storage and two more light points in the hall, asked for on site",
  days: 2,
};

/** Two snags the homeowner listed once "Installation" was done: one fixed and confirmed, one still open. */
const SNAGS = [
  {
    number: 1,
    room: "Master bedroom",
    body: "The left wardrobe shutter rubs against the loft when it opens.",
    daysAgo: 2.8,
    fixed: { daysAgo: 1.9, closedDaysAgo: 0.9, note: "Re-aligned the hinges and planed the shutter's top edge." },
  },
  { number: 2, room: "Hall", body: "Two of the new ceiling light points do not work.", daysAgo: 0.8, fixed: null },
];

/**
 * The demo homeowner's earlier request to the designer, hired weeks ago and in progress: the start agreed,
 * two stages paid and confirmed, a change order approved, the third stage done and due, site updates with
 * photos, two snags (one fixed and confirmed), and the planned handover a few days past, with the history and
 * thread lines its steps write. Every other
 * accepted offer of the demo (a reviewer's hire) gets its project too.
 */
export async function seedDemoProject(
  tx: Tx,
  documents: ObjectStorage,
  input: { owned: string; designer: string; homeowner: string; homeownerName: string; now: Date },
): Promise<number> {
  const at = (daysAgo: number, hour = 11) => new Date(input.now.getTime() - daysAgo * DAY + (hour - 11) * 3_600_000);
  const day = (daysAgo: number) => indiaDay(at(daysAgo));
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, "chennai"));
  const [request] = await tx
    .insert(quoteRequests)
    .values({
      userId: input.homeowner,
      name: input.homeownerName,
      phone: "+919000000001",
      phoneVerified: true,
      location: "Velachery, Chennai",
      requirement: "Kitchen, wardrobes and ceilings for my parents' 2 BHK",
      budget: "5-10-lakh",
      timeline: "1-3-months",
      areaSqft: 850,
      cityId: city?.id ?? null,
      brandId: input.owned,
      createdAt: at(70),
    })
    .returning({ id: quoteRequests.id });
  const requestId = request!.id;
  await tx.insert(leads).values({
    quoteRequestId: requestId,
    brandId: input.owned,
    createdAt: at(70),
    notifiedAt: at(70),
    status: "won",
    respondedAt: at(69),
    statusChangedAt: at(60),
    lastMessageAt: at(3),
  });
  const priced = lines();
  const totals = offerTotals(priced.map((line) => line.amountPaise));
  const offer = { ...totals, timelineWeeks: TIMELINE_WEEKS, validUntil: day(36) };
  const write = (side: "brand" | "homeowner" | "system", body: string, when: Date, authorId: string | null = null) =>
    tx
      .insert(leadMessages)
      .values({ quoteRequestId: requestId, brandId: input.owned, authorSide: side, authorId, body, createdAt: when })
      .returning({ id: leadMessages.id });
  const [announced] = await write("brand", offerAnnouncement(1, offer), at(66), input.designer);
  const [accepted] = await tx
    .insert(offers)
    .values({
      quoteRequestId: requestId,
      brandId: input.owned,
      version: 1,
      grade: "premium",
      lines: priced,
      ...offer,
      included: "Design, materials, carpentry, installation and site supervision.",
      excluded: "Civil work, appliances, loose furniture.",
      paymentStages: STAGES,
      warrantyYears: 5,
      messageId: announced?.id ?? null,
      authorId: input.designer,
      acceptedAt: at(60),
      createdAt: at(66),
    })
    .returning({ id: offers.id });
  const projectId = await startProject(tx, accepted!.id, at(60));
  const startOn = day(48);
  const plannedOn = addDays(startOn, TIMELINE_WEEKS * 7);
  const changedOn = addDays(plannedOn, CHANGE.days);
  await tx.update(projects).set({ startOn, plannedHandoverOn: plannedOn }).where(eq(projects.id, projectId));
  await tx.insert(projectDateProposals).values({
    projectId,
    kind: "start",
    proposedBySide: "brand",
    proposedBy: input.designer,
    day: startOn,
    state: "accepted",
    decidedBy: input.homeowner,
    decidedAt: at(57),
    createdAt: at(58),
  });
  const stages = await tx
    .select({ id: projectMilestones.id, label: projectMilestones.label, amountPaise: projectMilestones.amountPaise })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
  const [booking, design, installation] = stages;
  if (!booking || !design || !installation) throw new Error("the demo project has fewer than three stages");
  const steps: DemoStep[] = [
    {
      side: "brand",
      kind: "start_proposed",
      summary: S.startProposed("brand", startOn),
      when: at(58),
    },
    {
      side: "homeowner",
      kind: "start_accepted",
      summary: S.startAccepted("homeowner", startOn, plannedOn),
      when: at(57),
    },
  ];
  const paid = [
    { stage: booking, done: 46, paidOn: 45, confirmed: 44, method: "upi" as const, reference: "UPI 402918833" },
    {
      stage: design,
      done: 30,
      paidOn: 29,
      confirmed: 27,
      method: "bank_transfer" as const,
      reference: "NEFT N2310045",
    },
  ];
  for (const { stage, done, paidOn, confirmed, method, reference } of paid) {
    await tx
      .update(projectMilestones)
      .set({ doneAt: at(done), doneBy: input.designer })
      .where(eq(projectMilestones.id, stage.id));
    await tx.insert(projectPayments).values({
      projectId,
      milestoneId: stage.id,
      amountPaise: stage.amountPaise,
      method,
      reference,
      paidOn: day(paidOn),
      state: "confirmed",
      clientKey: crypto.randomUUID(),
      recordedBy: input.homeowner,
      decidedBy: input.designer,
      decidedAt: at(confirmed),
      createdAt: at(paidOn),
    });
    steps.push(
      {
        side: "brand",
        kind: "milestone_done",
        summary: S.stageDone(stage.label, stage.amountPaise),
        when: at(done),
      },
      {
        side: "homeowner",
        kind: "payment_recorded",
        summary: S.paymentRecorded({ ...stage, paidOn: day(paidOn), method, reference }),
        when: at(paidOn),
      },
      {
        side: "brand",
        kind: "payment_confirmed",
        summary: S.paymentConfirmed(stage.amountPaise, stage.label),
        when: at(confirmed),
      },
    );
  }
  const change = offerTotals(CHANGE.lines.map((l) => l.amountPaise));
  await tx.insert(projectChanges).values({
    projectId,
    number: 1,
    milestoneId: installation.id,
    lines: CHANGE.lines,
    ...change,
    reason: CHANGE.reason,
    days: CHANGE.days,
    state: "approved",
    proposedBy: input.designer,
    decidedBy: input.homeowner,
    decidedAt: at(15),
    createdAt: at(16),
  });
  await tx
    .update(projects)
    .set({
      approvedChangesPaise: change.totalPaise,
      timelineDays: TIMELINE_WEEKS * 7 + CHANGE.days,
      plannedHandoverOn: changedOn,
    })
    .where(eq(projects.id, projectId));
  await tx
    .update(projectMilestones)
    .set({
      amountPaise: sql`${projectMilestones.amountPaise} + ${change.totalPaise}`,
      doneAt: at(3),
      doneBy: input.designer,
    })
    .where(eq(projectMilestones.id, installation.id));
  const changed = { number: 1, totalPaise: change.totalPaise, label: installation.label, days: CHANGE.days };
  steps.push(
    {
      side: "brand",
      kind: "change_proposed",
      summary: S.changeProposed({ ...changed, reason: CHANGE.reason }),
      when: at(16),
    },
    {
      side: "homeowner",
      kind: "change_approved",
      summary: S.changeApproved(changed, changedOn),
      when: at(15),
    },
    {
      side: "brand",
      kind: "milestone_done",
      summary: S.stageDone(installation.label, installation.amountPaise + change.totalPaise),
      when: at(3),
    },
  );
  const updates = [
    {
      stage: design,
      daysAgo: 38,
      body: "3D views of the kitchen and both bedrooms approved; laminates chosen on site.",
    },
    {
      stage: installation,
      daysAgo: 20,
      body: "Kitchen carcasses installed, countertop templated. False ceiling frames up in the hall.",
    },
    {
      stage: installation,
      daysAgo: 6,
      body: "Wardrobe shutters fixed, painting under way. The kitchen's hob cut-out waits for the appliance.",
    },
  ];
  const photo = new Uint8Array(await demoRoomPhoto());
  for (const update of updates) {
    const [row] = await tx
      .insert(projectUpdates)
      .values({
        projectId,
        milestoneId: update.stage.id,
        authorId: input.designer,
        body: update.body,
        onDay: day(update.daysAgo),
        createdAt: at(update.daysAgo, 18),
      })
      .returning({ id: projectUpdates.id });
    const stored = await storePrivateImage(documents, "projects", photo);
    await tx.insert(projectFiles).values({
      projectId,
      updateId: row!.id,
      storageKey: stored.key,
      fileName: "site.jpg",
      contentType: stored.contentType,
      byteSize: stored.byteSize,
      createdAt: at(update.daysAgo, 18),
    });
    steps.push({
      side: "brand",
      kind: "update_posted",
      summary: S.updatePosted(update.stage.label, day(update.daysAgo), 1),
      when: at(update.daysAgo, 18),
    });
  }
  for (const snag of SNAGS) {
    const [row] = await tx
      .insert(projectSnags)
      .values({
        projectId,
        number: snag.number,
        room: snag.room,
        body: snag.body,
        state: snag.fixed ? "closed" : "open",
        reportedBy: input.homeowner,
        fixedAt: snag.fixed ? at(snag.fixed.daysAgo) : null,
        fixNote: snag.fixed?.note ?? null,
        closedAt: snag.fixed ? at(snag.fixed.closedDaysAgo) : null,
        createdAt: at(snag.daysAgo),
      })
      .returning({ id: projectSnags.id });
    const photos: { side: "homeowner" | "brand"; daysAgo: number }[] = [{ side: "homeowner", daysAgo: snag.daysAgo }];
    if (snag.fixed) photos.push({ side: "brand", daysAgo: snag.fixed.daysAgo });
    for (const { side, daysAgo } of photos) {
      const stored = await storePrivateImage(documents, "projects", photo);
      await tx.insert(projectFiles).values({
        projectId,
        snagId: row!.id,
        uploadedBySide: side,
        storageKey: stored.key,
        fileName: "snag.jpg",
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        createdAt: at(daysAgo),
      });
    }
    steps.push({
      side: "homeowner",
      kind: "snag_reported",
      summary: S.snagListed({ ...snag, photos: 1 }),
      when: at(snag.daysAgo),
    });
    if (snag.fixed) {
      steps.push(
        {
          side: "brand",
          kind: "snag_fixed",
          summary: S.snagFixed({ ...snag, note: snag.fixed.note, photos: 1 }),
          when: at(snag.fixed.daysAgo),
        },
        {
          side: "homeowner",
          kind: "snag_closed",
          summary: S.snagClosed({ ...snag, note: null }),
          when: at(snag.fixed.closedDaysAgo),
        },
      );
    }
  }
  const project = {
    projectId,
    quoteRequestId: requestId,
    brandId: input.owned,
    homeownerId: input.homeowner,
    designerId: input.designer,
  };
  await writeDemoSteps(tx, [{ project, steps }]);
  // The other demo hires (the reviewer's) get their projects here; seedDemoHandovers carries them to handover.
  const others = await startMissingProjects(tx, input.now);
  return 1 + others.length;
}
