import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { JobQueue } from "~/services/job-queue.server";
import { type JOB_STATES, JOBS_PAGE_SIZE, type JobFilter } from "./job-filter";

/** Only admins see the queue: its jobs name the app's work (and mail jobs carry sign-in links, never shown). */
export function canSeeJobs(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === "admin";
}

export interface JobRow {
  id: string;
  queue: string;
  state: (typeof JOB_STATES)[number];
  /** Attempts so far (the first run counts). */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
}

export interface JobsPage {
  jobs: JobRow[];
  total: number;
  counts: Record<string, number>;
  queues: string[];
}

/** The queue's jobs, newest first, filtered by state and queue; never their data (mail jobs hold sign-in links). */
export async function listJobs(db: Executor, viewer: Viewer | null, filter: JobFilter): Promise<JobsPage> {
  if (!canSeeJobs(viewer)) throw new Response("Not allowed", { status: 403 });
  const where = sql.join(
    [
      sql`true`,
      ...(filter.state ? [sql`state = ${filter.state}`] : []),
      ...(filter.queue ? [sql`name = ${filter.queue}`] : []),
    ],
    sql` and `,
  );
  const [jobs, totals, queues] = await Promise.all([
    queryRows<
      Omit<JobRow, "createdOn" | "startedOn" | "completedOn"> & {
        createdOn: Date;
        startedOn: Date | null;
        completedOn: Date | null;
      }
    >(
      db,
      sql`select id::text, name as queue, state::text, least(retry_count + 1, retry_limit + 1) as attempts,
            retry_limit + 1 as "maxAttempts",
            case when state in ('retry', 'failed') then left(coalesce(output->>'message', output::text), 500) end as "lastError",
            created_on as "createdOn", started_on as "startedOn", completed_on as "completedOn"
          from pgboss.job where ${where}
          order by created_on desc, id limit ${JOBS_PAGE_SIZE} offset ${(filter.page - 1) * JOBS_PAGE_SIZE}`,
    ),
    queryRows<{ state: string; n: number }>(
      db,
      sql`select state::text, count(*)::int as n from pgboss.job ${filter.queue ? sql`where name = ${filter.queue}` : sql``} group by state`,
    ),
    queryRows<{ name: string }>(db, sql`select name from pgboss.queue order by name`),
  ]);
  const counts = Object.fromEntries(totals.map((row) => [row.state, row.n]));
  const total = filter.state ? (counts[filter.state] ?? 0) : totals.reduce((sum, row) => sum + row.n, 0);
  return {
    jobs: jobs.map((job) => ({
      ...job,
      createdOn: new Date(job.createdOn).toISOString(),
      startedOn: job.startedOn ? new Date(job.startedOn).toISOString() : null,
      completedOn: job.completedOn ? new Date(job.completedOn).toISOString() : null,
    })),
    total,
    counts,
    queues: queues.map((queue) => queue.name),
  };
}

/** Runs a failed job again (its retries start over). False when there is no such failed job. */
export async function retryJob(
  db: Executor,
  queue: JobQueue,
  viewer: Viewer | null,
  name: string,
  id: string,
): Promise<boolean> {
  if (!canSeeJobs(viewer)) throw new Response("Not allowed", { status: 403 });
  const [job] = await queryRows<{ state: string }>(
    db,
    sql`select state::text from pgboss.job where name = ${name} and id = ${id}::uuid`,
  );
  if (job?.state !== "failed") return false;
  await queue.boss.retry(name, id);
  return true;
}
