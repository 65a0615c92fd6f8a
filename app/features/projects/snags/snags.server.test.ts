import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leadMessages, projectFiles, projectMilestones, projectPayments, projectSnags, projects } from "~/db/schema";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { agreeTestStart, createTestProject, type TestProject } from "~/testing/projects.server";
import { proposeChange } from "../changes/change-orders.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { answerPayment, recordPayment } from "../payments/payments.server";
import type { StoredPhoto } from "../project/project-files.server";
import { PROJECT_MESSAGES as M } from "../project/project-rules";
import { openProject } from "../project/project-view.server";
import { postSiteUpdate } from "../updates/site-updates.server";
import { answerSnag, markSnagFixed, reportSnag, type SnagReport } from "./snags.server";

/** 10 January 2027, 11:30 in India. */
const NOW = new Date("2027-01-10T06:00:00Z");
const ok = { ok: true };
const refusedWith = (error: string) => ({ ok: false, error });

const photo = (name: string): StoredPhoto => ({
  storageKey: `projects/test-${crypto.randomUUID()}.webp`,
  fileName: name,
  contentType: "image/webp",
  byteSize: 1234,
});

const snag = (changes: Partial<SnagReport> = {}): SnagReport => ({
  room: "Kitchen",
  body: "The hob cut-out is 2 cm too wide",
  photos: [],
  clientKey: crypto.randomUUID(),
  ...changes,
});

describeEachDatabase("snags and the handover", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  const stagesOf = (projectId: string) =>
    db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);
  const snagsOf = (projectId: string) =>
    db.select().from(projectSnags).where(eq(projectSnags.projectId, projectId)).orderBy(projectSnags.number);
  const page = (project: TestProject, at = NOW) => openProject(db, people.homeowner, project.projectId, at);

  /** ₹11,80,000 in two stages ("Booking" ₹2,36,000 and "Handover" ₹9,44,000, a 1-year warranty), started. */
  async function started(): Promise<TestProject> {
    const project = await createTestProject(db, people.homeowner, people.owner, {
      stages: [
        { label: "Booking", percent: 20 },
        { label: "Handover", percent: 80 },
      ],
      now: NOW,
    });
    await agreeTestStart(db, project, "2027-01-10", NOW);
    return project;
  }

  /** Started, with "Booking" done: the final stage is next, so snags may be listed. */
  async function atLastStage(): Promise<TestProject> {
    const project = await started();
    const [booking] = await stagesOf(project.projectId);
    expect(await markMilestoneDone(db, project.brand, booking!.id, NOW)).toMatchObject(ok);
    return project;
  }

  /** The homeowner records and the designer confirms `amountPaise` for a stage; the designer's answer. */
  async function payAndConfirm(project: TestProject, milestoneId: string, amountPaise: number) {
    const recorded = await recordPayment(
      db,
      project.homeowner,
      {
        milestoneId,
        amountPaise,
        method: "upi",
        reference: "",
        paidOn: "2027-01-10",
        clientKey: crypto.randomUUID(),
        receipt: null,
      },
      NOW,
    );
    expect(recorded).toMatchObject(ok);
    const [last] = await db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(eq(projectPayments.milestoneId, milestoneId), eq(projectPayments.state, "recorded")));
    return answerPayment(db, project.brand, { paymentId: last!.id, confirm: true }, NOW);
  }

  it("lists snags from the last stage only: once every stage but the final one is done, until the final one is", async () => {
    const fresh = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    expect(await reportSnag(db, fresh.homeowner, snag(), NOW)).toEqual(refusedWith(M.snagsNotYet));
    const project = await started();
    expect(await reportSnag(db, project.homeowner, snag(), NOW)).toEqual(refusedWith(M.snagsNotYet));
    expect((await page(project))?.snagsOpenToList).toBe(false);
    const [booking, final] = await stagesOf(project.projectId);
    await markMilestoneDone(db, project.brand, booking!.id, NOW);
    expect((await page(project))?.snagsOpenToList).toBe(true);
    expect(await reportSnag(db, project.homeowner, snag(), NOW)).toEqual({ ok: true, message: M.done.snagReported });
    const [listed] = await snagsOf(project.projectId);
    await markSnagFixed(db, project.brand, { snagId: listed!.id, note: "", photos: [] }, NOW);
    await answerSnag(db, project.homeowner, { snagId: listed!.id, close: true, note: "" }, NOW);
    await markMilestoneDone(db, project.brand, final!.id, NOW);
    expect((await page(project))?.snagsOpenToList).toBe(false);
    expect(await reportSnag(db, project.homeowner, snag(), NOW)).toEqual(refusedWith(M.snagsNotYet));
    expect(await snagsOf(project.projectId)).toHaveLength(1);
  });

  it("goes listed → fixed → reopened → fixed → closed, with photos of each side, in the history and the thread", async () => {
    const project = await atLastStage();
    expect(
      await reportSnag(db, project.homeowner, snag({ room: " Kitchen ", photos: [photo("hob.jpg")] }), NOW),
    ).toMatchObject(ok);
    await reportSnag(db, project.homeowner, snag({ room: "Bedroom 2", body: "Wardrobe door rubs the floor" }), NOW);
    const [hob, door] = await snagsOf(project.projectId);
    expect(hob).toMatchObject({ number: 1, room: "Kitchen", state: "open", reportedBy: people.homeowner.userId });
    expect(door?.number).toBe(2);

    const later = new Date(NOW.getTime() + 2 * 86_400_000);
    expect(
      await markSnagFixed(
        db,
        project.brand,
        { snagId: hob!.id, note: "Filler strip fitted", photos: [photo("fix.jpg")] },
        later,
      ),
    ).toEqual({ ok: true, message: M.done.snagFixed });
    expect(
      await answerSnag(db, project.homeowner, { snagId: hob!.id, close: false, note: "The gap shows" }, later),
    ).toEqual({
      ok: true,
      message: M.done.snagReopened,
    });
    const [reopened] = await snagsOf(project.projectId);
    expect(reopened).toMatchObject({ state: "open", fixedAt: null, fixNote: null, reopenedCount: 1 });
    await markSnagFixed(db, project.brand, { snagId: hob!.id, note: "", photos: [] }, later);
    expect(await answerSnag(db, project.homeowner, { snagId: hob!.id, close: true, note: "" }, later)).toEqual({
      ok: true,
      message: M.done.snagClosed,
    });

    const seen = await page(project, later);
    expect(seen?.snags.map((s) => [s.number, s.state, s.reopenedCount])).toEqual([
      [1, "closed", 1],
      [2, "open", 0],
    ]);
    expect(seen?.snags[0]?.photos.map((p) => [p.fileName, p.side])).toEqual([
      ["hob.jpg", "homeowner"],
      ["fix.jpg", "brand"],
    ]);
    expect(seen?.snags[0]?.closedAt).toBe(later.toISOString());
    expect(seen?.history.filter((h) => h.kind.startsWith("snag_")).map((h) => h.summary)).toEqual([
      "The homeowner listed snag 1 in Kitchen: The hob cut-out is 2 cm too wide (1 photo)",
      "The homeowner listed snag 2 in Bedroom 2: Wardrobe door rubs the floor",
      "The designer marked snag 1 (Kitchen) fixed: Filler strip fitted (1 photo)",
      "The homeowner reopened snag 1 (Kitchen): The gap shows",
      "The designer marked snag 1 (Kitchen) fixed.",
      "The homeowner confirmed the fix and closed snag 1 (Kitchen).",
    ]);
    const thread = await db
      .select({ body: leadMessages.body, side: leadMessages.authorSide })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, project.requestId), eq(leadMessages.brandId, people.owner.brandId)));
    expect(thread.at(-1)).toEqual({ body: `Project: ${seen?.history.at(-1)?.summary}`, side: "system" });
  });

  it("lets only the homeowner list, close and reopen, and only the designer mark fixed; another project's snag is unknown", async () => {
    const project = await atLastStage();
    expect(await reportSnag(db, project.brand, snag(), NOW)).toEqual(refusedWith(M.notYourStep));
    await reportSnag(db, project.homeowner, snag(), NOW);
    const [open] = await snagsOf(project.projectId);
    const fix = { snagId: open!.id, note: "", photos: [] };
    expect(await markSnagFixed(db, project.homeowner, fix, NOW)).toEqual(refusedWith(M.notYourStep));
    expect(await answerSnag(db, project.homeowner, { snagId: open!.id, close: true, note: "" }, NOW)).toEqual(
      refusedWith(M.snagNotFixed),
    );
    await markSnagFixed(db, project.brand, fix, NOW);
    expect(await markSnagFixed(db, project.brand, fix, NOW)).toEqual(refusedWith(M.snagNotOpen));
    for (const close of [true, false]) {
      expect(await answerSnag(db, project.brand, { snagId: open!.id, close, note: "" }, NOW)).toEqual(
        refusedWith(M.notYourStep),
      );
    }
    const other = await atLastStage();
    expect(await markSnagFixed(db, other.brand, fix, NOW)).toEqual(refusedWith(M.unknownForm));
    expect(await answerSnag(db, other.homeowner, { snagId: open!.id, close: true, note: "" }, NOW)).toEqual(
      refusedWith(M.unknownForm),
    );
    expect((await snagsOf(project.projectId)).map((s) => s.state)).toEqual(["fixed"]);
  });

  it("refuses bad input with a clear message and writes nothing", async () => {
    const project = await atLastStage();
    const cases: [Partial<SnagReport>, string][] = [
      [{ room: "  " }, M.snagRoom],
      [{ room: "x".repeat(81) }, M.snagRoom],
      [{ body: "" }, M.snagText],
      [{ body: "x".repeat(1001) }, M.snagText],
      [{ body: "nul \u0000" }, M.snagText],
      [{ photos: Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`)) }, M.tooManySnagPhotos],
    ];
    for (const [changes, error] of cases) {
      expect(await reportSnag(db, project.homeowner, snag(changes), NOW), JSON.stringify(changes).slice(0, 80)).toEqual(
        refusedWith(error),
      );
    }
    await reportSnag(db, project.homeowner, snag(), NOW);
    const [open] = await snagsOf(project.projectId);
    expect(
      await markSnagFixed(db, project.brand, { snagId: open!.id, note: "x".repeat(1001), photos: [] }, NOW),
    ).toEqual(refusedWith(M.snagNote));
    await markSnagFixed(db, project.brand, { snagId: open!.id, note: "", photos: [] }, NOW);
    expect(await answerSnag(db, project.homeowner, { snagId: open!.id, close: false, note: "\u0000" }, NOW)).toEqual(
      refusedWith(M.snagNote),
    );
    expect((await snagsOf(project.projectId)).map((s) => s.state)).toEqual(["fixed"]);
    expect(await db.select().from(projectFiles).where(eq(projectFiles.projectId, project.projectId))).toEqual([]);
  });

  it("keeps the final stage waiting while a snag is not closed, then hands over once its payment is confirmed in full", async () => {
    const project = await atLastStage();
    const [booking, final] = await stagesOf(project.projectId);
    await reportSnag(db, project.homeowner, snag(), NOW);
    await reportSnag(db, project.homeowner, snag({ room: "Hall" }), NOW);
    const [one, two] = await snagsOf(project.projectId);
    expect(await markMilestoneDone(db, project.brand, final!.id, NOW)).toEqual(refusedWith(M.snagsOpen(2)));
    for (const s of [one!, two!]) await markSnagFixed(db, project.brand, { snagId: s.id, note: "", photos: [] }, NOW);
    await answerSnag(db, project.homeowner, { snagId: one!.id, close: true, note: "" }, NOW);
    expect(await markMilestoneDone(db, project.brand, final!.id, NOW)).toEqual(refusedWith(M.snagsOpen(1)));
    expect(M.snagsOpen(1)).toContain("1 snag is not closed");
    await answerSnag(db, project.homeowner, { snagId: two!.id, close: true, note: "" }, NOW);
    expect(await markMilestoneDone(db, project.brand, final!.id, NOW)).toMatchObject(ok);

    // The booking settled, then the final stage in two payments: only the confirmation that completes it hands over.
    expect(await payAndConfirm(project, booking!.id, booking!.amountPaise)).toEqual({
      ok: true,
      message: M.done.paymentConfirmed,
    });
    expect(await payAndConfirm(project, final!.id, 4_00_000_00)).toEqual({
      ok: true,
      message: M.done.paymentConfirmed,
    });
    expect((await page(project))?.handover).toBeNull();
    const handoverAt = new Date("2027-02-28T20:00:00Z"); // 1 March 2027, 01:30 in India
    await recordPayment(
      db,
      project.homeowner,
      {
        milestoneId: final!.id,
        amountPaise: final!.amountPaise - 4_00_000_00,
        method: "bank_transfer",
        reference: "NEFT 1",
        paidOn: "2027-01-10",
        clientKey: crypto.randomUUID(),
        receipt: null,
      },
      NOW,
    );
    const [waiting] = await db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(eq(projectPayments.milestoneId, final!.id), eq(projectPayments.state, "recorded")));
    expect(await answerPayment(db, project.brand, { paymentId: waiting!.id, confirm: true }, handoverAt)).toEqual({
      ok: true,
      message: M.done.handedOver,
    });
    const [row] = await db.select().from(projects).where(eq(projects.id, project.projectId));
    expect(row?.handedOverAt).toEqual(handoverAt);
    const after = await page(project, handoverAt);
    expect(after?.handover).toEqual({ day: "2027-03-01", warrantyUntil: "2028-03-01" });
    expect(after?.history.at(-1)).toMatchObject({
      kind: "handed_over",
      summary:
        'Handed over: the final stage "Handover" is done and paid, with every snag closed. The 1-year warranty runs until 1 March 2028.',
    });
    expect(after?.review?.window).toEqual({ open: true, why: "handover" });
  });

  it("does not hand over on a confirmation of an earlier stage, nor while the final stage's payment is disputed", async () => {
    const project = await atLastStage();
    const [booking, final] = await stagesOf(project.projectId);
    await markMilestoneDone(db, project.brand, final!.id, NOW);
    await recordPayment(
      db,
      project.homeowner,
      {
        milestoneId: final!.id,
        amountPaise: final!.amountPaise,
        method: "cash",
        reference: "",
        paidOn: "2027-01-10",
        clientKey: crypto.randomUUID(),
        receipt: null,
      },
      NOW,
    );
    const [finalPayment] = await db.select().from(projectPayments).where(eq(projectPayments.milestoneId, final!.id));
    await answerPayment(
      db,
      project.brand,
      { paymentId: finalPayment!.id, confirm: false, reason: "Not received" },
      NOW,
    );
    expect(await payAndConfirm(project, booking!.id, booking!.amountPaise)).toEqual({
      ok: true,
      message: M.done.paymentConfirmed,
    });
    expect((await page(project))?.handover).toBeNull();
    const moved = { kind: "handover", day: "2027-03-20", reason: "Stone delayed" } as const;
    expect(await proposeDate(db, project.brand, moved, NOW)).toMatchObject(ok);
    expect(await payAndConfirm(project, final!.id, final!.amountPaise)).toEqual({
      ok: true,
      message: M.done.handedOver,
    });
    expect((await page(project))?.history.filter((h) => h.kind === "handed_over")).toHaveLength(1);

    // Handed over, its dates and price no longer change.
    const waiting = (await page(project))!.proposals.find((p) => p.state === "open");
    expect(await answerProposal(db, project.homeowner, { proposalId: waiting!.id, accept: true }, NOW)).toEqual(
      refusedWith(M.handedOver),
    );
    expect(await answerProposal(db, project.homeowner, { proposalId: waiting!.id, accept: false }, NOW)).toMatchObject(
      ok,
    );
    expect(await proposeDate(db, project.brand, moved, NOW)).toEqual(refusedWith(M.handedOver));
    const loft = {
      description: "Loft",
      unit: "lump_sum",
      quantityHundredths: 100,
      ratePaise: 10_000_00,
      amountPaise: 10_000_00,
    } as const;
    expect(
      await proposeChange(db, project.brand, { lines: [loft], reason: "Asked for", days: 0, milestoneId: null }, NOW),
    ).toEqual(refusedWith(M.handedOver));
    expect((await page(project))?.project.plannedHandoverOn).toBe("2027-03-07");
  });

  it("after the handover, refuses each step that belongs before it, with the reason", async () => {
    const project = await atLastStage();
    const [booking, final] = await stagesOf(project.projectId);
    expect(await markMilestoneDone(db, project.brand, final!.id, NOW)).toMatchObject(ok);
    expect(await payAndConfirm(project, booking!.id, booking!.amountPaise)).toMatchObject(ok);
    const settled = {
      milestoneId: booking!.id,
      amountPaise: 100,
      method: "upi",
      reference: "",
      paidOn: "2027-01-10",
      clientKey: crypto.randomUUID(),
      receipt: null,
    } as const;
    expect(await recordPayment(db, project.homeowner, settled, NOW)).toEqual(refusedWith(M.stagePaid));
    expect(await payAndConfirm(project, final!.id, final!.amountPaise)).toEqual({
      ok: true,
      message: M.done.handedOver,
    });
    const before = (await page(project))!;

    const update = {
      milestoneId: final!.id,
      body: "Touch-up",
      onDay: "2027-01-10",
      photos: [],
      clientKey: crypto.randomUUID(),
    };
    expect(await postSiteUpdate(db, project.brand, update, NOW)).toEqual(refusedWith(M.handedOverUpdates));
    expect(await markMilestoneDone(db, project.brand, final!.id, NOW)).toEqual(refusedWith(M.allStagesDone));
    expect(await reportSnag(db, project.homeowner, snag(), NOW)).toEqual(refusedWith(M.handedOverSnags));
    for (const stage of [booking!, final!]) {
      const again = { ...settled, milestoneId: stage.id, clientKey: crypto.randomUUID() };
      expect(await recordPayment(db, project.homeowner, again, NOW)).toEqual(refusedWith(M.stagePaid));
    }
    expect(await proposeDate(db, project.homeowner, { kind: "start", day: "2027-01-20" }, NOW)).toEqual(
      refusedWith(M.startAgreed),
    );
    const after = (await page(project))!;
    expect(after.history).toEqual(before.history);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.updates).toEqual([]);
    expect(after.snags).toEqual([]);
  });

  it("racing on two instances: two closes, a close against a reopen, and a fix against a close each end once", async () => {
    const project = await atLastStage();
    for (const room of ["Kitchen", "Hall", "Balcony"]) await reportSnag(db, project.homeowner, snag({ room }), NOW);
    const [a, b, c] = await snagsOf(project.projectId);
    for (const s of [a!, b!]) await markSnagFixed(db, project.brand, { snagId: s.id, note: "", photos: [] }, NOW);
    const second = await openSecondInstance(db);
    const other = second?.db ?? db;
    try {
      const twoCloses = await Promise.all([
        answerSnag(db, project.homeowner, { snagId: a!.id, close: true, note: "" }, NOW),
        answerSnag(other, project.homeowner, { snagId: a!.id, close: true, note: "" }, NOW),
      ]);
      expect(twoCloses.filter((r) => r.ok)).toHaveLength(1);
      expect(twoCloses.filter((r) => !r.ok)).toEqual([refusedWith(M.snagNotFixed)]);
      const closeOrReopen = await Promise.all([
        answerSnag(db, project.homeowner, { snagId: b!.id, close: true, note: "" }, NOW),
        answerSnag(other, project.homeowner, { snagId: b!.id, close: false, note: "" }, NOW),
      ]);
      expect(closeOrReopen.filter((r) => r.ok)).toHaveLength(1);
      const fixAndClose = await Promise.all([
        markSnagFixed(db, project.brand, { snagId: c!.id, note: "", photos: [] }, NOW),
        answerSnag(other, project.homeowner, { snagId: c!.id, close: true, note: "" }, NOW),
      ]);
      expect(fixAndClose[0]).toMatchObject(ok);
      const [, , third] = await snagsOf(project.projectId);
      expect(third?.state).toBe(fixAndClose[1].ok ? "closed" : "fixed");
    } finally {
      await second?.close();
    }
    const rows = await snagsOf(project.projectId);
    expect(rows[0]).toMatchObject({ state: "closed", reopenedCount: 0 });
    expect([
      ["closed", 0],
      ["open", 1],
    ]).toContainEqual([rows[1]!.state, rows[1]!.reopenedCount]);
    const history = (await page(project))!.history;
    expect(history.filter((h) => h.kind === "snag_closed").length).toBe(
      rows.filter((s) => s.state === "closed").length,
    );
  });
});
