import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leadMessages, projectChanges, projectMilestones, projects } from "~/db/schema";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { agreeTestStart, createTestProject, type TestProject } from "~/testing/projects.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { recordPayment } from "../payments/payments.server";
import { PROJECT_MESSAGES as M } from "../project/project-rules";
import { openProject } from "../project/project-view.server";
import { parseChangeForm } from "./change-form";
import { type ChangeProposal, decideChange, proposeChange } from "./change-orders.server";

/** 10 January 2027, 11:30 in India. */
const NOW = new Date("2027-01-10T06:00:00Z");
const ok = { ok: true };
const refusedWith = (error: string) => ({ ok: false, error });

/** A change order's form with these line rows (work, quantity, unit, rate in ₹) and fields. */
function changeForm(rows: string[][], fields: Partial<Record<"reason" | "days" | "milestoneId", string>> = {}) {
  const form = new FormData();
  for (const [description = "", quantity = "", unit = "", rate = ""] of rows) {
    form.append("lineDescription", description);
    form.append("lineQuantity", quantity);
    form.append("lineUnit", unit);
    form.append("lineRate", rate);
  }
  return parseChangeForm(form, { reason: "", days: "", milestoneId: "", ...fields });
}

/** Two lines as the designer types them: ₹12,000 lump sum and 3.33 sq ft at ₹999.99 (₹3,329.97 to the paisa). */
function wardrobe(changes: Partial<ChangeProposal> = {}): ChangeProposal {
  const parsed = changeForm(
    [
      ["Loft above the wardrobe", "1", "lump_sum", "12,000"],
      ["Mirror panel", "3.33", "sq_ft", "999.99"],
    ],
    { reason: "The homeowner asked for a loft", days: "5" },
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return { ...parsed.change, ...changes };
}

describeEachDatabase("change orders", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  /** ₹11,80,000 in 4 stages (₹1,18,000, ₹4,72,000, ₹4,72,000, ₹1,18,000), started 12 January 2027 (handover 9 March). */
  async function started(): Promise<TestProject> {
    const project = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    await agreeTestStart(db, project, "2027-01-12", NOW);
    return project;
  }

  const stagesOf = (projectId: string) =>
    db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);
  const changesOf = (projectId: string) =>
    db.select().from(projectChanges).where(eq(projectChanges.projectId, projectId)).orderBy(projectChanges.number);
  const page = (project: TestProject) => openProject(db, people.homeowner, project.projectId, NOW);

  it("prices a proposal by the offer's rules and changes nothing in the price until the homeowner approves", async () => {
    const project = await started();
    expect(await proposeChange(db, project.brand, wardrobe(), NOW)).toEqual({
      ok: true,
      message: M.done.changeProposed,
    });
    const [first] = await stagesOf(project.projectId);
    const [change] = await changesOf(project.projectId);
    expect(change).toMatchObject({
      number: 1,
      milestoneId: first!.id,
      subtotalPaise: 15_329_97,
      gstPaise: 2_759_39,
      totalPaise: 18_089_36,
      days: 5,
      state: "proposed",
    });
    expect(change!.lines.map((line) => line.amountPaise)).toEqual([12_000_00, 3_329_97]);
    const before = await page(project);
    expect(before?.ledger).toMatchObject({ approvedChangesPaise: 0, totalPaise: 11_80_000_00 });
    expect(before?.project.plannedHandoverOn).toBe("2027-03-09");
    expect(before?.changes.map((c) => c.state)).toEqual(["proposed"]);
  });

  it("approved, adds to the total and its stage, moves the handover, and writes the history and the thread", async () => {
    const project = await started();
    const [, second] = await stagesOf(project.projectId);
    await proposeChange(db, project.brand, wardrobe({ milestoneId: second!.id }), NOW);
    const [change] = await changesOf(project.projectId);
    expect(await decideChange(db, project.homeowner, { changeId: change!.id, outcome: "approved" }, NOW)).toEqual({
      ok: true,
      message: M.done.changeApproved,
    });
    expect(await decideChange(db, project.homeowner, { changeId: change!.id, outcome: "approved" }, NOW)).toEqual(
      refusedWith(M.changeGone),
    );
    const after = await page(project);
    expect(after?.ledger).toMatchObject({
      contractTotalPaise: 11_80_000_00,
      approvedChangesPaise: 18_089_36,
      totalPaise: 11_80_000_00 + 18_089_36,
      outstandingPaise: 11_80_000_00 + 18_089_36,
    });
    expect(after?.milestones.map((m) => m.amountPaise)).toEqual([
      1_18_000_00,
      4_72_000_00 + 18_089_36,
      4_72_000_00,
      1_18_000_00,
    ]);
    expect(after?.project).toMatchObject({ plannedHandoverOn: "2027-03-14", timelineDays: 61 });
    expect(after?.history.slice(-2).map((h) => h.summary)).toEqual([
      'The designer proposed change 1, ₹18,089.36 including GST on "Design sign-off" and 5 days: The homeowner asked for a loft',
      'The homeowner approved change 1 (₹18,089.36 on "Design sign-off"); the planned handover moves 5 days to 14 March 2027.',
    ]);
    const lines = await db
      .select({ body: leadMessages.body })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, project.requestId), eq(leadMessages.brandId, people.owner.brandId)));
    expect(lines.at(-1)?.body).toBe(`Project: ${after?.history.at(-1)?.summary}`);
  });

  it("before the start, an approved change's days lengthen the timeline the agreed start counts from", async () => {
    const project = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    await proposeChange(db, project.brand, wardrobe({ days: 3 }), NOW);
    const [change] = await changesOf(project.projectId);
    await decideChange(db, project.homeowner, { changeId: change!.id, outcome: "approved" }, NOW);
    await proposeDate(db, project.brand, { kind: "start", day: "2027-01-12" }, NOW);
    const [proposal] = (await page(project))!.proposals;
    await answerProposal(db, project.homeowner, { proposalId: proposal!.id, accept: true }, NOW);
    expect((await page(project))?.project.plannedHandoverOn).toBe("2027-03-12");
  });

  it("lets only the designer propose and withdraw, and only the homeowner approve or decline", async () => {
    const project = await started();
    expect(await proposeChange(db, project.homeowner, wardrobe(), NOW)).toEqual(refusedWith(M.notYourStep));
    await proposeChange(db, project.brand, wardrobe(), NOW);
    await proposeChange(db, project.brand, wardrobe({ days: 0 }), NOW);
    const [first, second] = await changesOf(project.projectId);
    for (const outcome of ["approved", "declined"] as const) {
      expect(await decideChange(db, project.brand, { changeId: first!.id, outcome }, NOW)).toEqual(
        refusedWith(M.notYourStep),
      );
    }
    expect(await decideChange(db, project.homeowner, { changeId: first!.id, outcome: "withdrawn" }, NOW)).toEqual(
      refusedWith(M.notYourStep),
    );
    expect(await decideChange(db, project.homeowner, { changeId: first!.id, outcome: "declined" }, NOW)).toMatchObject(
      ok,
    );
    expect(await decideChange(db, project.brand, { changeId: first!.id, outcome: "withdrawn" }, NOW)).toEqual(
      refusedWith(M.changeGone),
    );
    expect(await decideChange(db, project.brand, { changeId: second!.id, outcome: "withdrawn" }, NOW)).toMatchObject(
      ok,
    );
    expect(await decideChange(db, project.homeowner, { changeId: second!.id, outcome: "approved" }, NOW)).toEqual(
      refusedWith(M.changeGone),
    );
    const after = await page(project);
    expect(after?.changes.map((c) => [c.number, c.state])).toEqual([
      [1, "declined"],
      [2, "withdrawn"],
    ]);
    expect(after?.ledger.approvedChangesPaise).toBe(0);
    expect(after?.project.plannedHandoverOn).toBe("2027-03-09");
    expect(after?.history.slice(-2).map((h) => h.kind)).toEqual(["change_declined", "change_withdrawn"]);
  });

  it("adds to the next stage not paid in full by default, and refuses a stage paid in full, even at approval", async () => {
    const project = await started();
    const [first, second] = await stagesOf(project.projectId);
    await proposeChange(db, project.brand, wardrobe(), NOW);
    await markMilestoneDone(db, project.brand, first!.id, NOW);
    const paid = {
      milestoneId: first!.id,
      amountPaise: first!.amountPaise,
      method: "upi" as const,
      reference: "",
      paidOn: "2027-01-10",
      clientKey: crypto.randomUUID(),
      receipt: null,
    };
    expect(await recordPayment(db, project.homeowner, paid, NOW)).toMatchObject(ok);
    const [waiting] = await changesOf(project.projectId);
    expect(waiting?.milestoneId).toBe(first!.id);
    expect(await decideChange(db, project.homeowner, { changeId: waiting!.id, outcome: "approved" }, NOW)).toEqual(
      refusedWith(M.changeStagePaid),
    );
    expect(await proposeChange(db, project.brand, wardrobe({ milestoneId: first!.id }), NOW)).toEqual(
      refusedWith(M.changeStagePaid),
    );
    expect(await proposeChange(db, project.brand, wardrobe(), NOW)).toMatchObject(ok);
    expect((await changesOf(project.projectId)).map((c) => c.milestoneId)).toEqual([first!.id, second!.id]);
    expect((await page(project))?.ledger.approvedChangesPaise).toBe(0);
  });

  it("refuses bad input with a clear message and writes nothing", async () => {
    const project = await started();
    const other = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    const [foreign] = await stagesOf(other.projectId);
    const cases: [Partial<ChangeProposal>, string][] = [
      [{ reason: "  " }, M.changeReason],
      [{ reason: "x".repeat(1001) }, M.changeReason],
      [{ days: -1 }, M.changeDays],
      [{ days: 366 }, M.changeDays],
      [{ days: 1.5 }, M.changeDays],
      [{ lines: [] }, M.changeLines],
      [
        {
          lines: [
            { description: "Screw", unit: "number", quantityHundredths: 100, ratePaise: 5_00, amountPaise: 5_00 },
          ],
        },
        M.changeTotal,
      ],
      [{ milestoneId: foreign!.id }, M.stageUnknown],
      [{ milestoneId: crypto.randomUUID() }, M.stageUnknown],
    ];
    for (const [changes, error] of cases) {
      expect(await proposeChange(db, project.brand, wardrobe(changes), NOW), JSON.stringify(changes)).toEqual(
        refusedWith(error),
      );
    }
    expect(await changesOf(project.projectId)).toEqual([]);
  });

  it("reads the form by the offer's line rules: empty, negative, huge and tiny amounts are named", () => {
    expect(changeForm([["", "", "sq_ft", ""]])).toEqual({
      ok: false,
      error: "Please add at least one line with a description, a quantity and a rate.",
    });
    expect(changeForm([["Loft", "-2", "number", "500"]])).toEqual({
      ok: false,
      error: "Line 1: the quantity must be a number above 0 with at most two decimals.",
    });
    expect(changeForm([["Loft", "1", "lump_sum", "99999999999"]])).toEqual({
      ok: false,
      error: "Line 1: the rate must be an amount in ₹ above 0 with at most two decimals.",
    });
    expect(changeForm([["Loft", "1", "furlong", "500"]], { days: "-3" })).toEqual({
      ok: false,
      error: `Line 1: please choose a unit. ${M.changeDays}`,
    });
    const tiny = changeForm([["Screw", "1", "number", "5"]]);
    expect(tiny.ok).toBe(true);
    expect(tiny.ok && tiny.change).toMatchObject({ days: 0, milestoneId: null });
  });

  it("keeps the money whole in the database: approved changes equal the approved change orders", async () => {
    const project = await started();
    const [first] = await stagesOf(project.projectId);
    const unbacked = db.transaction(async (tx) => {
      await tx.update(projects).set({ approvedChangesPaise: 100_00 }).where(eq(projects.id, project.projectId));
      await tx
        .update(projectMilestones)
        .set({ amountPaise: sql`${projectMilestones.amountPaise} + 100_00` })
        .where(eq(projectMilestones.id, first!.id));
    });
    await expect(unbacked).rejects.toThrow();
    expect((await page(project))?.ledger.approvedChangesPaise).toBe(0);
  });

  it("racing on two instances: approve against withdraw, and two approvals, each end once", async () => {
    const project = await started();
    await proposeChange(db, project.brand, wardrobe(), NOW);
    await proposeChange(db, project.brand, wardrobe(), NOW);
    const [one, two] = await changesOf(project.projectId);
    const second = await openSecondInstance(db);
    const other = second?.db ?? db;
    try {
      const raced = await Promise.all([
        decideChange(db, project.homeowner, { changeId: one!.id, outcome: "approved" }, NOW),
        decideChange(other, project.brand, { changeId: one!.id, outcome: "withdrawn" }, NOW),
      ]);
      expect(raced.filter((r) => r.ok)).toHaveLength(1);
      expect(raced.filter((r) => !r.ok)).toEqual([refusedWith(M.changeGone)]);
      const twice = await Promise.all([
        decideChange(db, project.homeowner, { changeId: two!.id, outcome: "approved" }, NOW),
        decideChange(other, project.homeowner, { changeId: two!.id, outcome: "approved" }, NOW),
      ]);
      expect(twice.filter((r) => r.ok)).toHaveLength(1);
    } finally {
      await second?.close();
    }
    const [first] = await changesOf(project.projectId);
    const approvedTimes = first!.state === "approved" ? 2 : 1;
    const after = await page(project);
    expect(after?.ledger.approvedChangesPaise).toBe(approvedTimes * 18_089_36);
    expect(after?.project.plannedHandoverOn).toBe(approvedTimes === 2 ? "2027-03-19" : "2027-03-14");
    expect(after?.history.filter((h) => h.kind === "change_approved")).toHaveLength(approvedTimes);
  });
});
