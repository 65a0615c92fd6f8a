import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { jobsOf, TEST_QUEUE_TUNING, useTestJobQueue } from "~/testing/job-queue.server";
import { enqueueJob, installJobQueue, type JobDefinition, startJobQueue } from "./job-queue.server";

/** A job whose handler records each attempt and fails the first `failures` attempts of each job. */
function recordingJob(name: string, failures = 0) {
  const attempts: { n: number; attempt: number; worker: string }[] = [];
  const makeJob = (worker: string): JobDefinition<{ n: number }> => ({
    name,
    schema: z.object({ n: z.number().int() }),
    queue: { retryLimit: 4, retryDelay: 1 },
    concurrency: 2,
    handler: async ({ n }, { attempt }) => {
      attempts.push({ n, attempt, worker });
      if (attempt < failures) throw new Error(`attempt ${attempt} of ${n} refused`);
    },
  });
  return { attempts, makeJob };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("not yet");
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

const statesOf = async (db: Db, name: string) => (await jobsOf(db, name)).map((job) => job.state);

describeEachDatabase("job queue", (getDb, kind) => {
  const flaky = recordingJob("test-flaky", 2);
  const steady = recordingJob("test-steady");
  const debounced = recordingJob("test-debounced");
  useTestJobQueue(getDb, { jobs: [flaky.makeJob("a"), steady.makeJob("a"), debounced.makeJob("a")], workers: true });

  it("runs a job enqueued in a committed transaction, and never one whose transaction rolled back", async () => {
    const db = getDb();
    await db.execute(sql`create table if not exists job_test_writes (n int primary key)`);
    const job = steady.makeJob("a");
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_test_writes values (1)`);
      await enqueueJob(tx, job, { n: 1 });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_test_writes values (2)`);
        await enqueueJob(tx, job, { n: 2 });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");

    await waitUntil(async () => (await statesOf(db, "test-steady")).includes("completed"));
    expect(await statesOf(db, "test-steady")).toEqual(["completed"]);
    expect(steady.attempts.map((a) => a.n)).toEqual([1]);
    expect(await queryRows(db, sql`select n from job_test_writes`)).toEqual([{ n: 1 }]);
  });

  it("retries a failing job with its backoff until it succeeds, keeping the attempts and the last error", async () => {
    const db = getDb();
    await enqueueJob(db, flaky.makeJob("a"), { n: 7 });
    await waitUntil(async () => (await statesOf(db, "test-flaky")).includes("completed"));
    const [job] = await jobsOf(db, "test-flaky");
    expect(job).toMatchObject({ state: "completed", retryCount: 2 });
    expect(flaky.attempts.filter((a) => a.n === 7).map((a) => a.attempt)).toEqual([0, 1, 2]);
  });

  it("queues one job per singleton key and window, answering null (already queued) for the others", async () => {
    const db = getDb();
    const job = debounced.makeJob("a");
    // Started after the window, as a debounced caller does: nothing runs while the test looks.
    const once = (key: string, n: number) =>
      db.transaction((tx) =>
        enqueueJob(tx, job, { n }, { startAfterSeconds: 3600, singleton: { key, seconds: 3600 } }),
      );
    const first = await once("brand-a", 1);
    expect(first).toEqual(expect.any(String));
    expect(await once("brand-a", 2)).toBeNull();
    expect(await once("brand-b", 3)).toEqual(expect.any(String));
    const jobs = await jobsOf(db, "test-debounced");
    expect(jobs.map((j) => [j.state, j.data.n])).toEqual([
      ["created", 1],
      ["created", 3],
    ]);
    expect(jobs[0]?.id).toBe(first);
    // A rolled-back send leaves the window free.
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, job, { n: 4 }, { startAfterSeconds: 3600, singleton: { key: "brand-c", seconds: 3600 } });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await once("brand-c", 5)).toEqual(expect.any(String));
    expect(debounced.attempts).toEqual([]);
  });

  it("refuses data that does not fit the job's schema, and jobs it does not know", async () => {
    const db = getDb();
    await expect(enqueueJob(db, steady.makeJob("a"), { n: 1.5 })).rejects.toThrow();
    await expect(enqueueJob(db, recordingJob("test-unknown").makeJob("a"), { n: 1 })).rejects.toThrow(
      "Job test-unknown is not registered with the job queue",
    );
  });

  if (kind === "postgres") {
    it("shares one PostgreSQL queue between two instances: every job runs exactly once", async () => {
      const db = getDb();
      const shared = recordingJob("test-shared");
      const options = { ...TEST_QUEUE_TUNING, workers: true };
      const [first, second] = await Promise.all([
        startJobQueue(db, [shared.makeJob("first")], options),
        startJobQueue(db, [shared.makeJob("second")], options),
      ]);
      try {
        for (let n = 0; n < 40; n++) await first.enqueue(db, shared.makeJob("first"), { n });
        await waitUntil(async () => (await statesOf(db, "test-shared")).every((state) => state === "completed"));
        const handled = shared.attempts.map((a) => a.n).sort((a, b) => a - b);
        expect(handled).toEqual(Array.from({ length: 40 }, (_, n) => n));
        // Both instances took part.
        expect(new Set(shared.attempts.map((a) => a.worker))).toEqual(new Set(["first", "second"]));
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    });
  }
});

it("needs a running queue to enqueue", async () => {
  installJobQueue(undefined);
  const job = recordingJob("test-none").makeJob("a");
  await expect(enqueueJob({} as Db, job, { n: 1 })).rejects.toThrow(/the job queue is not running/);
});
