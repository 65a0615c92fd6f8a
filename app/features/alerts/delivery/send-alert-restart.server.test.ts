import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { alerts } from "~/db/schema";
import { installJobQueue, type JobQueue, startJobQueue } from "~/services/job-queue.server";
import { alertTestQueue, turnOnAlerts } from "~/testing/alerts.server";
import { createTestDatabase, postgresUrlOf, queryRows, testPostgresUrl } from "~/testing/database.server";
import { createPersonas } from "~/testing/personas.server";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../../../scripts/lib/fake-whatsapp";
import { queueAlert } from "./queue-alert.server";
import { createAlertSendJob } from "./send-alert.server";

/**
 * A worker process killed in the middle of a send (the fake Graph API holds its request open), and another worker
 * started after it: the alert goes out once and ends sent. PostgreSQL only: an embedded database belongs to one
 * process. The rule: a send cut off before the provider answers is sent again once the dead worker's claim lapses.
 * The Cloud API keeps no idempotency key, so had Meta taken the cut-off request the person would get it twice; the
 * fake, like Meta for a request it never answered, did not take it. Each attempt needs the claim, so a death costs
 * at most one extra request, never a second alert to a live worker's.
 */

const LEASE_SECONDS = 2;

describe.skipIf(!testPostgresUrl())("an alert whose worker is killed mid-send [postgres]", () => {
  let handle: DatabaseHandle;
  let fake: FakeWhatsApp;
  let queue: JobQueue;
  let dataDir: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    fake = await startFakeWhatsApp();
    dataDir = await mkdtemp(path.join(tmpdir(), "nivasa-alert-worker-"));
    // This process only queues, with the workers' queue settings.
    queue = await startJobQueue(handle.db, [createAlertSendJob()], {
      workers: false,
      queueOverrides: alertTestQueue(LEASE_SECONDS),
    });
    installJobQueue(queue);
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
    installJobQueue(undefined);
    await queue?.stop();
    await fake?.stop();
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts app/testing/alert-worker.ts on the test database and the fake Graph API; resolves once it works. */
  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", "app/testing/alert-worker.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: postgresUrlOf(handle.db) ?? "",
        DATA_DIR: dataDir,
        ALERT_TEST_LEASE_SECONDS: String(LEASE_SECONDS),
        WHATSAPP_API_URL: fake.url,
        WHATSAPP_ACCESS_TOKEN: "wa-test-restart",
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    workers.push(child);
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (output += chunk));
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`the worker exited early:\n${output}`);
        expect(output).toContain("[alert worker] ready");
      },
      { timeout: 60_000, interval: 100 },
    );
    return child;
  }

  const alertRow = async (id: string) => (await handle.db.select().from(alerts).where(eq(alerts.id, id)))[0];
  const sendJobs = (id: string) =>
    queryRows<{ state: string; retryCount: number }>(
      handle.db,
      sql`select state, retry_count as "retryCount" from pgboss.job where name = 'alert-send' and data->>'alertId' = ${id}`,
    );

  it("is sent once by the next worker, and ends sent", async () => {
    const { owner } = await createPersonas(handle.db);
    const number = await turnOnAlerts(handle.db, owner.userId, "whatsapp");
    fake.addFault("hang");
    const first = await startWorker();
    const queued = await handle.db.transaction((tx) =>
      queueAlert(tx, {
        kind: "new_lead",
        eventId: "restart-lead",
        userId: owner.userId,
        parameters: { need: "Modular kitchen", place: "Adyar, Chennai" },
        path: "/brand-dashboard/leads",
      }),
    );
    if (!queued) throw new Error("no alert queued");

    // The first worker claimed the alert and its request is at the provider, unanswered: kill it there.
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), { timeout: 20_000, interval: 50 });
    first.kill("SIGKILL");
    await once(first, "exit");
    const killedAt = Date.now();
    expect(await alertRow(queued.id)).toMatchObject({ state: "queued", attempts: 1, providerId: null });

    const second = await startWorker();
    await vi.waitFor(async () => expect((await alertRow(queued.id))?.state).toBe("sent"), {
      timeout: 30_000,
      interval: 100,
    });
    const sentAfterMs = Date.now() - killedAt;

    const [message, ...more] = fake.messages;
    expect(more).toEqual([]);
    expect(message).toMatchObject({ to: number.slice(1), template: "nivasa_new_lead" });
    expect(await alertRow(queued.id)).toMatchObject({
      state: "sent",
      attempts: 2,
      providerId: message?.id,
      claimedUntil: null,
    });
    // The cut-off request and the one that went out: no third, however long the workers go on.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));
    expect(fake.requests).toHaveLength(2);
    expect(fake.messages).toHaveLength(1);
    expect(await sendJobs(queued.id)).toEqual([{ state: "completed", retryCount: 1 }]);
    console.log(`[alerts restart] sent by the next worker ${(sentAfterMs / 1000).toFixed(1)} s after the kill`);

    second.kill("SIGTERM");
    await once(second, "exit");
  }, 120_000);
});
