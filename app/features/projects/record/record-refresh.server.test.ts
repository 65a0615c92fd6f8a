import { setTimeout as delay } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { projectMilestones, projectPayments, projects, warrantyClaims } from "~/db/schema";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { createTestProject, type TestProject } from "~/testing/projects.server";
import { answerProposal, proposeDate } from "../dates/date-proposals.server";
import { markMilestoneDone } from "../milestones/milestones.server";
import { answerPayment, recordPayment } from "../payments/payments.server";
import { PROJECT_MESSAGES as M } from "../project/project-rules";
import { openProject } from "../project/project-view.server";
import { moveClaim, raiseClaim } from "../warranty/warranty-claims.server";
import { projectRecordOf, projectRecordsJob, RECORD_REFRESH_SECONDS } from "./project-record.server";

/** 10 January 2027, 11:30 in India. */
const NOW = new Date("2027-01-10T06:00:00Z");
const ok = { ok: true };

interface RefreshJob {
  id: string;
  data: Record<string, unknown>;
  /** Seconds from being queued to being due. */
  waits: number;
}

describeEachDatabase("the project records' refresh on handover and acknowledgement", (getDb) => {
  let db: Db;
  let people: Personas;
  const getQueue = useTestJobQueue(() => getDb());

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
  });

  const refreshJobs = () =>
    queryRows<RefreshJob>(
      db,
      sql`select id, data, extract(epoch from start_after - created_on)::int as waits from pgboss.job
          where name = ${projectRecordsJob.name} and singleton_key is not null order by created_on`,
    );

  /** A one-stage project, started, its stage done and its payment recorded: the designer's confirmation hands it over. */
  async function readyToHandOver(): Promise<{ project: TestProject; paymentId: string }> {
    const project = await createTestProject(db, people.homeowner, people.owner, {
      stages: [{ label: "Handover", percent: 100 }],
      now: NOW,
    });
    await proposeDate(db, project.homeowner, { kind: "start", day: "2027-01-10" }, NOW);
    const [proposal] = (await openProject(db, people.homeowner, project.projectId, NOW))!.proposals;
    expect(await answerProposal(db, project.brand, { proposalId: proposal!.id, accept: true }, NOW)).toMatchObject(ok);
    const [stage] = await db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.projectId));
    expect(await markMilestoneDone(db, project.brand, stage!.id, NOW)).toMatchObject(ok);
    const payment = { method: "upi" as const, reference: "", paidOn: "2027-01-10", receipt: null };
    const clientKey = crypto.randomUUID();
    expect(
      await recordPayment(
        db,
        project.homeowner,
        { ...payment, milestoneId: stage!.id, amountPaise: stage!.amountPaise, clientKey },
        NOW,
      ),
    ).toMatchObject(ok);
    const [recorded] = await db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(eq(projectPayments.projectId, project.projectId), eq(projectPayments.clientKey, clientKey)));
    return { project, paymentId: recorded!.id };
  }

  /** Waits for a fresh refresh window (on the database's clock) when less than 15 s are left of this one. */
  async function windowWithRoom() {
    const [{ left }] = await queryRows<{ left: number }>(
      db,
      sql`select ${RECORD_REFRESH_SECONDS} - mod(extract(epoch from now())::numeric, ${RECORD_REFRESH_SECONDS}) as left`,
    );
    if (Number(left) < 15) await delay(Number(left) * 1000 + 200);
  }

  const runJob = (jobId: string) =>
    projectRecordsJob.handler({}, { db, jobId, attempt: 0, lastAttempt: true, signal: new AbortController().signal });

  it("queues one rebuild per window for the handovers in it, which then shows them; an acknowledgement queues one too", async () => {
    // A project handed over 14 days late, with a warranty claim waiting for the designer.
    const earlier = await createTestProject(db, people.homeowner, people.owner, { now: NOW });
    await db
      .update(projects)
      .set({ startOn: "2026-11-01", plannedHandoverOn: "2026-12-27", handedOverAt: NOW, warrantyYears: 2 })
      .where(eq(projects.id, earlier.projectId));
    const claim = { body: "The shutter sags", photos: [], clientKey: crypto.randomUUID() };
    expect(await raiseClaim(db, earlier.homeowner, claim, NOW)).toMatchObject(ok);
    const first = await readyToHandOver();
    const second = await readyToHandOver();
    expect(await refreshJobs()).toEqual([]);

    await windowWithRoom();
    const confirm = (ready: typeof first) =>
      answerPayment(db, ready.project.brand, { paymentId: ready.paymentId, confirm: true }, NOW);
    expect(await confirm(first)).toEqual({ ok: true, message: M.done.handedOver });
    const queued = await refreshJobs();
    expect(queued).toEqual([{ id: expect.any(String), data: {}, waits: RECORD_REFRESH_SECONDS }]);
    // The second handover of the window finds the rebuild queued: it starts after both.
    expect(await confirm(second)).toEqual({ ok: true, message: M.done.handedOver });
    expect(await refreshJobs()).toEqual(queued);

    expect(await projectRecordOf(db, { id: people.owner.brandId })).toEqual({ handovers: 0, figures: null });
    await runJob(queued[0]!.id);
    const handedOver = await projectRecordOf(db, { id: people.owner.brandId });
    expect(handedOver.figures?.handovers).toMatchObject({ count: 3, onTime: 2 });
    expect(handedOver.figures?.claims).toBeNull();

    // With that rebuild gone, the designer's acknowledgement queues the next.
    await getQueue().boss.deleteJob(projectRecordsJob.name, queued[0]!.id);
    await windowWithRoom();
    const [raised] = await db.select().from(warrantyClaims).where(eq(warrantyClaims.projectId, earlier.projectId));
    const acknowledge = { claimId: raised!.id, step: "acknowledge" as const };
    expect(await moveClaim(db, earlier.brand, acknowledge, new Date())).toMatchObject(ok);
    const [next] = await refreshJobs();
    expect(next).toEqual({ id: expect.any(String), data: {}, waits: RECORD_REFRESH_SECONDS });
    await runJob(next!.id);
    expect((await projectRecordOf(db, { id: people.owner.brandId })).figures?.claims).toMatchObject({
      count: 1,
      inTime: 1,
    });
  });
});
