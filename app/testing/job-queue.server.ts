import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db, Executor } from "~/db/client.server";
import { JOBS } from "~/server/jobs.server";
import {
  type AnyJobDefinition,
  installJobQueue,
  type JobQueue,
  type JobQueueOptions,
  startJobQueue,
} from "~/services/job-queue.server";
import { queryRows } from "~/testing/database.server";

/** Quick retries and polling, so tests see retries within seconds. */
export const TEST_QUEUE_TUNING: JobQueueOptions = {
  queueOverrides: { retryDelay: 1 },
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  log: { error: () => {}, warn: () => {} },
};

/**
 * Starts a job queue on the suite's database before its tests and installs it as the process-wide queue (so
 * `queueMail` and `enqueueJob` work), stopping it afterwards. By default it has every job of the app and no
 * workers: jobs stay queued for the test to look at (`jobsOf`). Pass `workers: true` and test `jobs` to run them.
 */
export function useTestJobQueue(
  getDb: () => Db,
  options: JobQueueOptions & { jobs?: AnyJobDefinition[] } = {},
): () => JobQueue {
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    const { jobs = JOBS, ...rest } = options;
    queue = await startJobQueue(getDb(), jobs, { workers: false, ...TEST_QUEUE_TUNING, ...rest });
    installJobQueue(queue);
  });
  afterAll(async () => {
    installJobQueue(undefined);
    await queue?.stop();
  });
  return () => {
    if (!queue) throw new Error("job queue not started yet");
    return queue;
  };
}

export interface StoredJob {
  id: string;
  state: string;
  data: Record<string, unknown>;
  retryCount: number;
  output: { message?: string } | null;
}

/** The jobs of one queue as pg-boss stores them, oldest first. */
export function jobsOf(db: Executor, name: string): Promise<StoredJob[]> {
  return queryRows<StoredJob>(
    db,
    sql`select id, state, data, retry_count as "retryCount", output from pgboss.job where name = ${name} order by created_on, id`,
  );
}
