import { beforeAll, expect, it, vi } from "vitest";
import { z } from "zod";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { describeEachDatabase } from "~/testing/database.server";
import { jobsOf, useTestJobQueue } from "~/testing/job-queue.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { listJobs, retryJob } from "./jobs-admin.server";

const SECRET_LINK = "https://nivasa.test/reset?token=private";

const job: JobDefinition<{ ok: boolean; link: string }> = {
  name: "test-admin-view",
  schema: z.object({ ok: z.boolean(), link: z.string() }),
  queue: { retryLimit: 0 },
  handler: async ({ ok }) => {
    if (!ok) throw new Error("the SMTP server said no");
  },
};

describeEachDatabase("/admin/jobs", (getDb) => {
  const queue = useTestJobQueue(getDb, { jobs: [job], workers: true });
  let people: Personas;
  beforeAll(async () => {
    people = await createPersonas(getDb());
    await getDb().transaction(async (tx) => {
      await enqueueJob(tx, job, { ok: true, link: SECRET_LINK });
      await enqueueJob(tx, job, { ok: false, link: SECRET_LINK });
    });
    await vi.waitFor(
      async () => expect((await jobsOf(getDb(), job.name)).map((j) => j.state).sort()).toEqual(["completed", "failed"]),
      { timeout: 20_000, interval: 100 },
    );
  });

  it("lists jobs with state, attempts and last error, filtered, without their data; retries a failed one", async () => {
    const all = await listJobs(getDb(), people.admin, { page: 1, queue: job.name });
    expect(all.total).toBe(2);
    expect(all.counts).toEqual({ completed: 1, failed: 1 });
    expect(all.queues).toContain(job.name);
    expect(JSON.stringify(all)).not.toContain("token=private");
    const failed = await listJobs(getDb(), people.admin, { page: 1, queue: job.name, state: "failed" });
    expect(failed.jobs).toEqual([
      expect.objectContaining({
        queue: job.name,
        state: "failed",
        attempts: 1,
        maxAttempts: 1,
        lastError: "the SMTP server said no",
      }),
    ]);
    const [completed] = (await listJobs(getDb(), people.admin, { page: 1, queue: job.name, state: "completed" })).jobs;
    expect(completed).toMatchObject({ lastError: null });
    expect(await retryJob(getDb(), queue(), people.admin, job.name, completed?.id ?? "")).toBe(false);

    const failedId = failed.jobs[0]?.id ?? "";
    expect(await retryJob(getDb(), queue(), people.admin, job.name, failedId)).toBe(true);
    const [again] = (await jobsOf(getDb(), job.name)).filter((j) => j.id === failedId);
    expect(again?.state).not.toBe("failed");
  });

  it.each<Caller>(["anonymous", "homeowner", "owner", "otherOwner"])("refuses the queue to %s", async (caller) => {
    const viewer = viewerFor(people, caller);
    await expect(listJobs(getDb(), viewer, { page: 1 })).rejects.toMatchObject({ status: 403 });
    const [any] = await jobsOf(getDb(), job.name);
    await expect(retryJob(getDb(), queue(), viewer, job.name, any?.id ?? "")).rejects.toMatchObject({ status: 403 });
  });
});
