import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ScraperCitySlug } from "~/content/scraper";
import type { DatabaseHandle } from "~/db/client.server";
import { importRunCities, importRuns, interiorListings } from "~/db/schema";
import { ensurePlaces } from "~/server/seed/catalog.server";
import { installJobQueue, type JobQueue, startJobQueue } from "~/services/job-queue.server";
import { createTestDatabase, postgresUrlOf, queryRows, testPostgresUrl } from "~/testing/database.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { type FakeFirecrawl, startFakeFirecrawl } from "../../../scripts/lib/fake-firecrawl";
import type { ImportJobSettings } from "./import-job.server";
import { importJob, recentImportRuns, startImportRun } from "./import-runs.server";
import { keyCheckToken } from "./key-vault.server";

/**
 * The listing import survives a real crash: a worker process (scripts/jobs-worker.ts, the server's own start-up
 * without HTTP) is killed with SIGKILL after city 3 of 5, a new process picks the job up once its heartbeat
 * lapses (JOB_HEARTBEAT_SECONDS=10, pg-boss's minimum) and resumes from the checkpoints. PostgreSQL only: an
 * embedded database belongs to one process.
 */

const KEY = "fc-test-key-restart";
const SECRET = "restart-secret-restart-secret-0123456789";
const HEARTBEAT_SECONDS = 10;
const CITIES: ScraperCitySlug[] = ["mumbai", "delhi", "bangalore", "chennai", "hyderabad"];

describe.skipIf(!testPostgresUrl())("listing import killed mid-run in a real process [postgres]", () => {
  let handle: DatabaseHandle;
  let fake: FakeFirecrawl;
  let queue: JobQueue;
  let people: Personas;
  let dataDir: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    await ensurePlaces(handle.db);
    people = await createPersonas(handle.db);
    fake = await startFakeFirecrawl();
    dataDir = await mkdtemp(path.join(tmpdir(), "nivasa-worker-"));
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
    installJobQueue(undefined);
    await queue?.stop();
    await fake?.stop();
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts `npm run jobs:worker` on the test database; resolves once its workers run. */
  async function startWorker(): Promise<{ process: ChildProcess; output: () => string }> {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/lib/offline-dns.mjs", "scripts/jobs-worker.ts"],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: postgresUrlOf(handle.db) ?? "",
          DATA_DIR: dataDir,
          FIRECRAWL_API_URL: fake.url,
          BETTER_AUTH_SECRET: SECRET,
          JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    workers.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`the worker exited early:\n${output}`);
        expect(output).toContain("[jobs] worker ready");
      },
      { timeout: 90_000, interval: 100 },
    );
    return { process: child, output: () => output };
  }

  const settings = (): ImportJobSettings => ({ apiUrl: fake.url, secret: SECRET });
  const requestsFor = (slug: string) => fake.requests.filter((r) => r.url.toLowerCase().includes(`/${slug}`)).length;
  const citiesIn = async (runId: string, status: "scraped" | "imported") => {
    const [row] = await handle.db
      .select({ n: count() })
      .from(importRunCities)
      .where(and(eq(importRunCities.importRunId, runId), eq(importRunCities.status, status)));
    return row?.n ?? 0;
  };
  const jobsOfRun = (runId: string) =>
    queryRows<{ state: string; retryCount: number }>(
      handle.db,
      sql`select state, retry_count as "retryCount" from pgboss.job
          where name = ${importJob.name} and data->>'runId' = ${runId}`,
    );

  /**
   * This process only enqueues, with the workers' heartbeat. It starts after the first worker, whose start-up sets
   * the queue's own retry delay (10 s, doubling): the job it sends waits about 1 s before its retry instead, and its
   * supervisor fails the lapsed job within a second, so the test waits on the heartbeat only.
   */
  async function startEnqueuer(): Promise<void> {
    queue = await startJobQueue(handle.db, [importJob], {
      workers: false,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      superviseIntervalSeconds: 1,
      queueOverrides: { retryDelay: 1 },
    });
    installJobQueue(queue);
  }

  it("resumes from its checkpoints in a new process after SIGKILL, and finishes once", async () => {
    const first = await startWorker();
    await startEnqueuer();
    // Cities 4 and 5 hang, so the first worker is caught mid-run with three cities checkpointed.
    fake.addFault({ kind: "hang", match: "chennai", times: 10 });
    fake.addFault({ kind: "hang", match: "/hyderabad", times: 10 });
    const started = await startImportRun(
      handle.db,
      people.admin,
      { apiKey: KEY, keyCheck: keyCheckToken({ kind: "typed", apiKey: KEY }, SECRET), cities: CITIES },
      settings(),
    );
    if (!started.ok) throw new Error(started.error);
    const { runId } = started;

    await vi.waitFor(
      async () => {
        expect(await citiesIn(runId, "scraped"), first.output()).toBe(3);
        expect(fake.requests.some((r) => r.answered === "hang")).toBe(true);
      },
      { timeout: 60_000, interval: 100 },
    );
    // The next worker starts now, while the first holds the job: its start-up overlaps the heartbeat's lapse.
    const starting = startWorker();
    first.process.kill("SIGKILL");
    const killedAt = Date.now();
    await once(first.process, "exit");
    expect(first.process.signalCode).toBe("SIGKILL");
    const [halfway] = await recentImportRuns(handle.db, 1);
    expect(halfway).toMatchObject({ id: runId, status: "running", progress: 30, designersAdded: 0 });
    expect(await jobsOfRun(runId)).toEqual([{ state: "active", retryCount: 0 }]);

    fake.clearFaults();
    const scrapesBefore = CITIES.map(requestsFor);
    const second = await starting;
    await vi.waitFor(
      async () => {
        const [run] = await handle.db
          .select({ status: importRuns.status })
          .from(importRuns)
          .where(eq(importRuns.id, runId));
        expect(run?.status, second.output()).toBe("completed");
      },
      { timeout: 120_000, interval: 250 },
    );
    const resumedWithinMs = Date.now() - killedAt;

    // The three checkpointed cities were not scraped again; the other two were, once each per source.
    expect(CITIES.map(requestsFor).map((n, i) => n - (scrapesBefore[i] ?? 0))).toEqual([0, 0, 0, 3, 3]);
    const [run] = await recentImportRuns(handle.db, 1);
    expect(run?.cities.map((c) => [c.status, c.designersAdded])).toEqual(CITIES.map(() => ["imported", 15]));
    const listings = await handle.db
      .select({ n: count() })
      .from(interiorListings)
      .where(eq(interiorListings.importRunId, runId));
    expect(listings[0]?.n).toBe(75);
    // One job, retried once after the crash, completed once.
    await vi.waitFor(async () => expect(await jobsOfRun(runId)).toEqual([{ state: "completed", retryCount: 1 }]), {
      timeout: 10_000,
    });
    console.log(`[restart] the killed run finished ${(resumedWithinMs / 1000).toFixed(1)} s after the kill`);

    second.process.kill("SIGTERM");
    await once(second.process, "exit");
  }, 300_000);
});
