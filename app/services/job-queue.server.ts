import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { fromDrizzle, fromPglite, PgBoss, type QueueOptions } from "pg-boss";
import type { z } from "zod";
import type { Db, Executor } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { jobsFinished, readJobDepthsFrom } from "./metrics.server";

/** What a job's handler gets besides its data. */
export interface JobContext {
  db: Db;
  jobId: string;
  /** 0 on the first attempt, 1 on the first retry… */
  attempt: number;
  /** No retry follows if this attempt fails: record the failure where users will see it. */
  lastAttempt: boolean;
  /**
   * Aborted when the server shuts down or the job's claim lapses: stop at the next checkpoint. (Workers send
   * heartbeats on their own for queues with `heartbeatSeconds`, so a crashed process's job is retried soon.)
   */
  signal: AbortSignal;
}

export interface JobDefinition<T> {
  /** The pg-boss queue name. */
  name: string;
  /** Parses the job's data before the handler runs (and what enqueue() accepts). */
  schema: z.ZodType<T>;
  /** Retries, backoff, expiry and heartbeat of this queue's jobs. */
  queue: QueueOptions;
  /** Jobs of this queue run at once in one process. */
  concurrency?: number;
  /**
   * Sends `data` as a job on this cron expression (UTC). pg-boss keeps one schedule row per queue and sends
   * each occurrence once across every process; after downtime the missed occurrence is sent once.
   */
  schedule?: { cron: string; data: T };
  /** Resolves when done; throws to have the job retried (with the queue's backoff) until its retries run out. */
  handler(data: T, context: JobContext): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs of different data types
export type AnyJobDefinition = JobDefinition<any>;

export interface JobQueueOptions {
  /** Start workers for every job (default). Without, this process only enqueues. */
  workers?: boolean;
  /** Overrides every queue's options (tests shorten retry delays). */
  queueOverrides?: QueueOptions;
  /** How often an idle worker looks for due retries; new jobs wake it at once (seconds, default 5). */
  pollingIntervalSeconds?: number;
  /**
   * Heartbeat of the queues that use one (long jobs such as the listing import; default: each queue's own).
   * A job whose process died misses it and is failed into a retry; the supervisor looks every half of it.
   */
  heartbeatSeconds?: number;
  /** How often expired and heart-beat-less jobs are failed into a retry (seconds, default 60 or half the heartbeat). */
  superviseIntervalSeconds?: number;
  /** Logs pg-boss errors and warnings (default: the process's logger). */
  log?: { error(message: string, error?: unknown): void; warn(message: string): void };
}

export interface EnqueueOptions {
  /** Seconds before a worker may take the job. */
  startAfterSeconds?: number;
}

/**
 * At most one job of `key` per window of `seconds` (windows aligned to the epoch on the database's clock): while the
 * window already has one (waiting, running or done), enqueueing another answers null, "already queued". To have every
 * caller's change seen, start the job `seconds` after it is queued: it then runs after the window's last caller.
 */
export interface Singleton {
  key: string;
  seconds: number;
}

/** The pg-boss connection for a drizzle database: its PGlite instance, or a small pool of its own on PostgreSQL. */
function bossConnection(db: Db): ConstructorParameters<typeof PgBoss>[0] {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: "pglite" };
  if (client instanceof pg.Pool) {
    const { connectionString } = client.options;
    if (!connectionString) throw new Error("The job queue needs the database pool's connection string");
    return { connectionString, max: 3, application_name: "nivasa-jobs" };
  }
  throw new Error("The job queue runs on PGlite or on a node-postgres pool");
}

export class JobQueue {
  readonly #jobs = new Map<string, AnyJobDefinition>();

  constructor(
    readonly boss: PgBoss,
    jobs: AnyJobDefinition[],
  ) {
    for (const job of jobs) this.#jobs.set(job.name, job);
  }

  /**
   * Adds a job in `tx`: it becomes visible to workers when `tx` commits, and vanishes if it rolls back.
   * Returns the job's id; with `singleton`, null when its window already has one.
   */
  enqueue<T>(tx: Executor, job: JobDefinition<T>, data: T, options?: EnqueueOptions): Promise<string>;
  enqueue<T>(
    tx: Executor,
    job: JobDefinition<T>,
    data: T,
    options: EnqueueOptions & { singleton: Singleton },
  ): Promise<string | null>;
  async enqueue<T>(
    tx: Executor,
    job: JobDefinition<T>,
    data: T,
    options: EnqueueOptions & { singleton?: Singleton } = {},
  ): Promise<string | null> {
    // An unknown queue would make pg-boss look it up outside `tx`, which waits on PGlite's single connection.
    if (!this.#jobs.has(job.name)) throw new Error(`Job ${job.name} is not registered with the job queue`);
    const { singleton } = options;
    const id = await this.boss.send(job.name, job.schema.parse(data) as object, {
      // Both drivers answer execute() with `{ rows }`, which is what the adapter reads.
      db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
      startAfter: options.startAfterSeconds,
      ...(singleton && { singletonKey: singleton.key, singletonSeconds: singleton.seconds }),
    });
    if (!id && !singleton) throw new Error(`Job ${job.name} was not enqueued`);
    return id;
  }

  async stop(): Promise<void> {
    // Running handlers get their signal and up to 10 s to reach a checkpoint; what is left is failed into a retry.
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/**
 * Starts pg-boss on `db` (installing or upgrading its `pgboss` schema), creates a queue per job and, unless
 * `workers: false`, works them in this process. Any number of processes may do this on one PostgreSQL database:
 * each job is fetched by exactly one of them (FOR UPDATE SKIP LOCKED).
 */
export async function startJobQueue(
  db: Db,
  jobs: AnyJobDefinition[],
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const log = options.log ?? {
    error: (message: string, error?: unknown) => logger().error({ err: error }, message),
    warn: (message: string) => logger().warn(message),
  };
  const superviseIntervalSeconds =
    options.superviseIntervalSeconds ??
    (options.heartbeatSeconds && Math.max(1, Math.floor(options.heartbeatSeconds / 2)));
  const boss = new PgBoss({
    ...bossConnection(db),
    useListenNotify: true,
    // pg-boss refuses these keys when present but undefined.
    ...(superviseIntervalSeconds && { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds }),
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error) => log.error("[jobs] queue error", error));
  boss.on("warning", (warning) => log.warn(`[jobs] ${warning.message}`));
  await boss.start();
  const queue = new JobQueue(boss, jobs);
  try {
    for (const job of jobs) {
      const heartbeat = job.queue.heartbeatSeconds && options.heartbeatSeconds;
      const queueOptions = {
        ...job.queue,
        ...(heartbeat && { heartbeatSeconds: heartbeat }),
        ...options.queueOverrides,
        notify: true,
      };
      // createQueue leaves an existing queue's options alone; updateQueue applies changed ones.
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queueOptions);
      else await boss.createQueue(job.name, queueOptions);
      if (job.schedule) {
        const { cron, data } = job.schedule;
        await boss.schedule(job.name, cron, job.schema.parse(data) as object, { tz: "UTC", missed: "once" });
      }
    }
    if (options.workers !== false) {
      for (const job of jobs) await work(boss, db, job, options.pollingIntervalSeconds ?? 5);
    }
    const names = jobs.map((job) => job.name);
    readJobDepthsFrom(async () =>
      (await boss.getQueues(names)).map((q) => ({ kind: q.name, queued: q.queuedCount, active: q.activeCount })),
    );
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return queue;
}

async function work(boss: PgBoss, db: Db, job: AnyJobDefinition, pollingIntervalSeconds: number): Promise<void> {
  await boss.work(
    job.name,
    // New jobs wake workers at once (LISTEN/NOTIFY); polling finds retries whose delay has passed.
    {
      localConcurrency: job.concurrency ?? 1,
      includeMetadata: true,
      pollingIntervalSeconds,
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
    },
    async ([received]) => {
      if (!received) return;
      const lastAttempt = received.retryCount >= received.retryLimit;
      try {
        const result = await job.handler(job.schema.parse(received.data), {
          db,
          jobId: received.id,
          attempt: received.retryCount,
          lastAttempt,
          signal: received.signal,
        });
        jobsFinished.inc({ kind: job.name, outcome: "completed" });
        return result;
      } catch (error) {
        jobsFinished.inc({ kind: job.name, outcome: lastAttempt ? "failed" : "retried" });
        throw error;
      }
    },
  );
}

let installed: JobQueue | undefined;

/** Makes `queue` the process-wide queue that `enqueueJob` uses (start-up does this; so do tests that enqueue). */
export function installJobQueue(queue: JobQueue | undefined): void {
  installed = queue;
}

export function installedJobQueue(): JobQueue | undefined {
  return installed;
}

/** Enqueues `data` for `job` in `tx` on the process-wide queue (JobQueue.enqueue). */
export function enqueueJob<T>(tx: Executor, job: JobDefinition<T>, data: T, options?: EnqueueOptions): Promise<string>;
export function enqueueJob<T>(
  tx: Executor,
  job: JobDefinition<T>,
  data: T,
  options: EnqueueOptions & { singleton: Singleton },
): Promise<string | null>;
export async function enqueueJob<T>(
  tx: Executor,
  job: JobDefinition<T>,
  data: T,
  options: EnqueueOptions & { singleton?: Singleton } = {},
): Promise<string | null> {
  if (!installed) {
    throw new Error(
      `Cannot enqueue ${job.name}: the job queue is not running (start-up installs it; tests use useTestJobQueue)`,
    );
  }
  return options.singleton
    ? installed.enqueue(tx, job, data, { ...options, singleton: options.singleton })
    : installed.enqueue(tx, job, data, options);
}
