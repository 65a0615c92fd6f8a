import { and, eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leadMessages, leads, offers, projectEvents, projectMilestones, projectPayments, projects } from "~/db/schema";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { insertTestOffer } from "~/testing/hires.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead } from "~/testing/leads.server";
import { type Caller, createPerson, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { agreeTestStart, createTestProject, type TestProject } from "~/testing/projects.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { answerPayment, type RecordedPayment, recordPayment } from "../payments/payments.server";
import { postSiteUpdate } from "../updates/site-updates.server";
import { projectAccess } from "./project-access.server";
import { PROJECT_MESSAGES } from "./project-rules";
import { openProject } from "./project-view.server";
import { hireFromForm } from "./start-project.server";

/** 10 January 2027, 11:30 in India. */
const NOW = new Date("2027-01-10T06:00:00Z");
const ok = { ok: true };
const refusedWith = (error: string) => ({ ok: false, error });

describeEachDatabase("projects", (getDb) => {
  let db: Db;
  let people: Personas;
  useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  const newProject = () => createTestProject(db, people.homeowner, people.owner, { now: NOW });

  /** A project whose start (12 January 2027) is agreed: 8 weeks, so the planned handover is 9 March 2027. */
  async function started(): Promise<TestProject> {
    const project = await newProject();
    await agreeTestStart(db, project, "2027-01-12", NOW);
    return project;
  }

  const payment = (milestoneId: string, changes: Partial<RecordedPayment> = {}): RecordedPayment => ({
    milestoneId,
    amountPaise: 1_18_000_00,
    method: "upi",
    reference: "UPI 4211",
    paidOn: "2027-01-10",
    clientKey: crypto.randomUUID(),
    receipt: null,
    ...changes,
  });

  const stagesOf = (projectId: string) =>
    db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId))
      .orderBy(projectMilestones.position);

  it("starts with the offer's stages as milestones whose exact amounts add up to the total", async () => {
    const project = await createTestProject(db, people.homeowner, people.owner, {
      subtotalPaise: 99_999_99,
      stages: [
        { label: "A", percent: 33 },
        { label: "B", percent: 33 },
        { label: "C", percent: 34 },
      ],
      now: NOW,
    });
    const [row] = await db.select().from(projects).where(eq(projects.id, project.projectId));
    const stages = await stagesOf(project.projectId);
    expect(row?.contractTotalPaise).toBe(1_17_999_99);
    expect(stages.map((s) => s.amountPaise)).toEqual([38_940_00, 38_939_99, 40_120_00]);
    expect(stages.reduce((sum, s) => sum + s.amountPaise, 0)).toBe(row?.contractTotalPaise);
    expect(row?.timelineDays).toBe(56);
  });

  it("refuses, at commit, milestones that do not add up to the contract total or payments above a stage", async () => {
    const project = await newProject();
    const [first] = await stagesOf(project.projectId);
    await expect(
      db
        .update(projectMilestones)
        .set({ amountPaise: sql`amount_paise + 1` })
        .where(eq(projectMilestones.id, first!.id)),
    ).rejects.toThrow();
    await expect(
      db.insert(projectPayments).values({
        projectId: project.projectId,
        milestoneId: first!.id,
        amountPaise: first!.amountPaise + 1,
        method: "cash",
        paidOn: "2027-01-10",
        clientKey: crypto.randomUUID(),
      }),
    ).rejects.toThrow();
    await expect(
      db.update(projects).set({ contractTotalPaise: 1 }).where(eq(projects.id, project.projectId)),
    ).rejects.toThrow();
    expect((await stagesOf(project.projectId))[0]?.amountPaise).toBe(first!.amountPaise);
  });

  it("a hire and its project are one transaction: two accepts racing on two instances leave one project", async () => {
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    await db.insert(leads).values({ quoteRequestId: requestId, brandId: people.otherOwner.brandId });
    for (const brandId of [people.owner.brandId, people.otherOwner.brandId]) {
      await insertTestOffer(db, { quoteRequestId: requestId, brandId });
    }
    const offerIds = (await db.select({ id: offers.id }).from(offers).where(eq(offers.quoteRequestId, requestId))).map(
      (o) => o.id,
    );
    const accept = (offerId: string) => {
      const form = new FormData();
      form.set("offerId", offerId);
      return form;
    };
    const second = await openSecondInstance(db);
    try {
      const results = await Promise.all([
        hireFromForm(db, people.homeowner, requestId, accept(offerIds[0]!), NOW),
        hireFromForm(second?.db ?? db, people.homeowner, requestId, accept(offerIds[1]!), NOW),
      ]);
      expect(results.filter((r) => r?.ok)).toHaveLength(1);
    } finally {
      await second?.close();
    }
    const started = await db.select().from(projects).where(eq(projects.quoteRequestId, requestId));
    const [accepted] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.quoteRequestId, requestId), isNotNull(offers.acceptedAt)));
    expect(started.map((p) => p.offerId)).toEqual([accepted!.id]);
    expect(await hireFromForm(db, people.otherOwner, requestId, accept(offerIds[0]!), NOW)).toBeNull();
  });

  it("is opened by its two sides only", async () => {
    const project = await newProject();
    const stranger = await createPerson(db, "stranger", "user");
    for (const caller of ["anonymous", "otherOwner", "admin"] as Caller[]) {
      expect(await projectAccess(db, viewerFor(people, caller), project.projectId)).toBeNull();
      expect(await openProject(db, viewerFor(people, caller), project.projectId, NOW)).toBeNull();
    }
    expect(await projectAccess(db, stranger, project.projectId)).toBeNull();
    expect(await projectAccess(db, people.homeowner, "not-a-uuid")).toBeNull();
    expect(await openProject(db, people.homeowner, "not-a-uuid", NOW)).toBeNull();
    expect((await projectAccess(db, people.homeowner, project.projectId))?.side).toBe("homeowner");
    expect((await projectAccess(db, people.owner, project.projectId))?.side).toBe("brand");
  });

  it("agrees a start date: one side proposes, only the other answers, and the timeline gives the handover", async () => {
    const project = await newProject();
    expect(await proposeDate(db, project.brand, { kind: "start", day: "2027-01-09" }, NOW)).toMatchObject({
      ok: false,
    });
    expect(await proposeDate(db, project.brand, { kind: "start", day: "2027-01-15" }, NOW)).toMatchObject(ok);
    expect(await proposeDate(db, project.homeowner, { kind: "start", day: "2027-01-16" }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.proposalOpen),
    );
    const page = await openProject(db, people.homeowner, project.projectId, NOW);
    const proposalId = page!.proposals[0]!.id;
    expect(await answerProposal(db, project.brand, { proposalId, accept: true }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notYourStep),
    );
    expect(await answerProposal(db, project.homeowner, { proposalId, accept: true }, NOW)).toMatchObject(ok);
    expect(await answerProposal(db, project.homeowner, { proposalId, accept: false }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.proposalGone),
    );
    const after = await openProject(db, people.homeowner, project.projectId, NOW);
    expect(after?.project).toMatchObject({ startOn: "2027-01-15", plannedHandoverOn: "2027-03-12" });
    expect(after?.clock.text).toBe("Planned handover 12 March 2027 · 61 days to go");
    expect(await proposeDate(db, project.homeowner, { kind: "start", day: "2027-01-20" }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.startAgreed),
    );
  });

  it("writes each step into the history and a line in the lead's thread for the other side", async () => {
    const project = await started();
    const history = await db
      .select({ kind: projectEvents.kind, side: projectEvents.actorSide, actor: projectEvents.actorId })
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.projectId))
      .orderBy(projectEvents.id);
    expect(history).toEqual([
      { kind: "started", side: "system", actor: null },
      { kind: "start_proposed", side: "homeowner", actor: people.homeowner.userId },
      { kind: "start_accepted", side: "brand", actor: people.owner.userId },
    ]);
    const lines = await db
      .select({ body: leadMessages.body, side: leadMessages.authorSide })
      .from(leadMessages)
      .where(and(eq(leadMessages.quoteRequestId, project.requestId), eq(leadMessages.brandId, people.owner.brandId)));
    expect(lines).toEqual([
      { side: "system", body: "Project: The homeowner proposed starting on 12 January 2027." },
      {
        side: "system",
        body: "Project: The designer accepted the start date 12 January 2027: the planned handover is 9 March 2027.",
      },
    ]);
  });

  it("moves the handover only by the designer's proposal with a reason, accepted by the homeowner", async () => {
    const project = await started();
    const proposal = { kind: "handover" as const, day: "2027-03-20", reason: "Marble delayed at the supplier" };
    expect(await proposeDate(db, project.homeowner, proposal, NOW)).toEqual(refusedWith(PROJECT_MESSAGES.notYourStep));
    expect(await proposeDate(db, project.brand, { ...proposal, day: "2027-01-11" }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.handoverDay),
    );
    expect(await proposeDate(db, project.brand, proposal, NOW)).toMatchObject(ok);
    const page = await openProject(db, people.owner, project.projectId, NOW);
    const waiting = page!.proposals.find((p) => p.kind === "handover")!;
    expect(await answerProposal(db, project.brand, { proposalId: waiting.id, accept: true }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notYourStep),
    );
    expect(await answerProposal(db, project.homeowner, { proposalId: waiting.id, accept: false }, NOW)).toMatchObject(
      ok,
    );
    expect((await openProject(db, people.owner, project.projectId, NOW))?.project.plannedHandoverOn).toBe("2027-03-09");
    expect(await proposeDate(db, project.brand, proposal, NOW)).toMatchObject(ok);
    const again = (await openProject(db, people.owner, project.projectId, NOW))!.proposals.find(
      (p) => p.kind === "handover" && p.state === "open",
    )!;
    expect(await answerProposal(db, project.homeowner, { proposalId: again.id, accept: true }, NOW)).toMatchObject(ok);
    expect((await openProject(db, people.owner, project.projectId, NOW))?.project.plannedHandoverOn).toBe("2027-03-20");
  });

  it("marks stages done in order, by the designer only, after the start: the stage becomes due", async () => {
    const unstarted = await newProject();
    const [firstOfUnstarted] = await stagesOf(unstarted.projectId);
    expect(await markMilestoneDone(db, unstarted.brand, firstOfUnstarted!.id, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.startFirst),
    );
    const project = await started();
    const [first, second] = await stagesOf(project.projectId);
    expect(await markMilestoneDone(db, project.homeowner, first!.id, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notYourStep),
    );
    expect(await markMilestoneDone(db, project.brand, second!.id, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notNextStage),
    );
    expect(await markMilestoneDone(db, project.brand, first!.id, NOW)).toMatchObject(ok);
    expect(await markMilestoneDone(db, project.brand, first!.id, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notNextStage),
    );
    const page = await openProject(db, people.homeowner, project.projectId, NOW);
    expect(page?.milestones.map((m) => m.money?.state)).toEqual(["due", "upcoming", "upcoming", "upcoming"]);
    expect(page?.ledger.duePaise).toBe(first!.amountPaise);
  });

  it("posts dated site updates about a stage, by the designer only, never dated in the future", async () => {
    const project = await started();
    const [first] = await stagesOf(project.projectId);
    const update = {
      milestoneId: first!.id,
      body: "Carcasses up in the kitchen",
      onDay: "2027-01-10",
      photos: [],
      clientKey: crypto.randomUUID(),
    };
    expect(await postSiteUpdate(db, project.homeowner, update, NOW)).toEqual(refusedWith(PROJECT_MESSAGES.notYourStep));
    expect(await postSiteUpdate(db, project.brand, { ...update, onDay: "2027-01-11" }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.updateDay),
    );
    expect(await postSiteUpdate(db, project.brand, { ...update, body: "  " }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.updateText),
    );
    const other = await newProject();
    const [foreign] = await stagesOf(other.projectId);
    expect(await postSiteUpdate(db, project.brand, { ...update, milestoneId: foreign!.id }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.stageUnknown),
    );
    expect(await postSiteUpdate(db, project.brand, update, NOW)).toMatchObject(ok);
    const page = await openProject(db, people.homeowner, project.projectId, NOW);
    expect(page?.updates).toEqual([
      {
        id: expect.any(String),
        milestoneId: first!.id,
        body: "Carcasses up in the kitchen",
        onDay: "2027-01-10",
        photos: [],
      },
    ]);
  });

  it("records payments for due stages only, up to what is left; the designer confirms or disputes with a reason", async () => {
    const project = await started();
    const [first, second] = await stagesOf(project.projectId);
    expect(await recordPayment(db, project.homeowner, payment(first!.id), NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notDue),
    );
    await markMilestoneDone(db, project.brand, first!.id, NOW);
    expect(await recordPayment(db, project.brand, payment(first!.id), NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notYourStep),
    );
    expect(await recordPayment(db, project.homeowner, payment(first!.id, { amountPaise: 0 }), NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.amount),
    );
    expect(await recordPayment(db, project.homeowner, payment(first!.id, { paidOn: "2027-01-11" }), NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.paidOn),
    );
    expect(
      await recordPayment(db, project.homeowner, payment(first!.id, { amountPaise: first!.amountPaise + 1 }), NOW),
    ).toEqual(refusedWith(PROJECT_MESSAGES.overpaid("₹1,18,000")));
    expect(await recordPayment(db, project.homeowner, payment(second!.id), NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notDue),
    );
    // ₹1,18,000 is the whole first stage (10 % of ₹11,80,000); it is paid in two parts.
    expect(
      await recordPayment(db, project.homeowner, payment(first!.id, { amountPaise: 18_000_00 }), NOW),
    ).toMatchObject(ok);
    expect(
      await recordPayment(
        db,
        project.homeowner,
        payment(first!.id, { amountPaise: 1_00_000_00, method: "cheque" }),
        NOW,
      ),
    ).toMatchObject(ok);
    const recorded = (await openProject(db, people.owner, project.projectId, NOW))!.payments;
    const small = recorded.find((p) => p.amountPaise === 18_000_00);
    const large = recorded.find((p) => p.amountPaise === 1_00_000_00);
    expect(await answerPayment(db, project.homeowner, { paymentId: small!.id, confirm: true }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.notYourStep),
    );
    expect(await answerPayment(db, project.brand, { paymentId: small!.id, confirm: false, reason: " " }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.disputeReason),
    );
    expect(await answerPayment(db, project.brand, { paymentId: small!.id, confirm: true }, NOW)).toMatchObject(ok);
    expect(
      await answerPayment(db, project.brand, { paymentId: large!.id, confirm: false, reason: "Cheque bounced" }, NOW),
    ).toMatchObject(ok);
    expect(await answerPayment(db, project.brand, { paymentId: small!.id, confirm: false, reason: "x" }, NOW)).toEqual(
      refusedWith(PROJECT_MESSAGES.paymentGone),
    );
    const page = await openProject(db, people.homeowner, project.projectId, NOW);
    expect(page?.ledger).toMatchObject({
      contractTotalPaise: 11_80_000_00,
      approvedChangesPaise: 0,
      totalPaise: 11_80_000_00,
      paidPaise: 18_000_00,
      confirmedPaise: 18_000_00,
      awaitingPaise: 0,
      disputedPaise: 1_00_000_00,
      outstandingPaise: 11_62_000_00,
      duePaise: 1_00_000_00,
    });
    // A disputed payment counts as unpaid: it may be recorded again.
    expect(
      await recordPayment(
        db,
        project.homeowner,
        payment(first!.id, { amountPaise: 1_00_000_00, method: "bank_transfer" }),
        NOW,
      ),
    ).toMatchObject(ok);
  });

  it("a payment form sent twice records one payment", async () => {
    const project = await started();
    const [first] = await stagesOf(project.projectId);
    await markMilestoneDone(db, project.brand, first!.id, NOW);
    const once = payment(first!.id, { amountPaise: 10_000_00 });
    expect(await recordPayment(db, project.homeowner, once, NOW)).toMatchObject(ok);
    expect(await recordPayment(db, project.homeowner, once, NOW)).toMatchObject(ok);
    const rows = await db.select().from(projectPayments).where(eq(projectPayments.projectId, project.projectId));
    expect(rows).toHaveLength(1);
  });

  it("racing on two instances: two confirms, a payment sent twice and two payments for the last rupees each end once", async () => {
    const project = await started();
    const [first] = await stagesOf(project.projectId);
    await markMilestoneDone(db, project.brand, first!.id, NOW);
    const second = await openSecondInstance(db);
    const other = second?.db ?? db;
    try {
      const twice = payment(first!.id, { amountPaise: 18_000_00 });
      const recorded = await Promise.all([
        recordPayment(db, project.homeowner, twice, NOW),
        recordPayment(other, project.homeowner, twice, NOW),
      ]);
      expect(recorded).toEqual([expect.objectContaining(ok), expect.objectContaining(ok)]);
      const [only] = await db.select().from(projectPayments).where(eq(projectPayments.projectId, project.projectId));
      const confirms = await Promise.all([
        answerPayment(db, project.brand, { paymentId: only!.id, confirm: true }, NOW),
        answerPayment(other, project.brand, { paymentId: only!.id, confirm: false, reason: "Not received" }, NOW),
      ]);
      expect(confirms.filter((r) => r.ok)).toHaveLength(1);
      expect(confirms.filter((r) => !r.ok)).toEqual([refusedWith(PROJECT_MESSAGES.paymentGone)]);
      const rest = first!.amountPaise - 18_000_00;
      const racing = await Promise.all([
        recordPayment(db, project.homeowner, payment(first!.id, { amountPaise: rest }), NOW),
        recordPayment(other, project.homeowner, payment(first!.id, { amountPaise: rest }), NOW),
      ]);
      expect(racing.filter((r) => r.ok)).toHaveLength(1);
      const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, project.projectId));
      expect(events.filter((e) => e.kind === "payment_recorded")).toHaveLength(2);
    } finally {
      await second?.close();
    }
  });
});
