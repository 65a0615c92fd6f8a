// npm run bench:alerts — alert delivery on a throwaway PostgreSQL 15, in this process:
//   1. steady: new leads committed at --rate a minute for --steady seconds to brand owners with WhatsApp alerts on;
//      the time from each lead's commit to its WhatsApp request at the (fake) provider, p50 and p99 (goal: p99 < 5 s);
//   2. outage: the provider answers 500 for half of --outage seconds, then never answers (the adapter's 10 s
//      timeout) for the other half, while leads keep coming; then it recovers. Every lead's alert must reach it exactly once (none lost,
//      none twice), through the job's retries.
// The provider is the fake Graph API (scripts/lib/fake-whatsapp.ts) over HTTP, reached through the Cloud API adapter
// behind the real alert job, queue and sign-in links.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { installDatabase, openPostgres } from "~/db/client.server";
import { createAlertSendJob, defaultAlertSenders } from "~/features/alerts/delivery/send-alert.server";
import { alertNewLeads } from "~/features/leads/requests/lead-alerts.server";
import { installJobQueue, startJobQueue } from "~/services/job-queue.server";
import { createCloudApiSender } from "~/services/whatsapp/cloud-api.server";
import { turnOnAlerts } from "~/testing/alerts.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPersonas } from "~/testing/personas.server";
import { readCommandLine, wholeNumber } from "./lib/command-line.mjs";
import { FAKE_WHATSAPP_TOKEN_PREFIX, type FakeWhatsApp, startFakeWhatsApp } from "./lib/fake-whatsapp";
import { startPostgres } from "./lib/postgres-server";

const USAGE = `Usage: npm run bench:alerts -- [options]

From the commit of a new lead to its WhatsApp request at a fake provider, and a provider outage.

Options:
  --rate <n>      new leads a minute (default 100)
  --steady <s>    seconds of steady load (default 60)
  --outage <s>    seconds the provider answers 500, then never answers (half each; default 60)
  --port <n>      the PostgreSQL server's port (default: a free one)`;

const { values: flags } = readCommandLine(USAGE, {
  options: {
    rate: { type: "string" },
    steady: { type: "string" },
    outage: { type: "string" },
    port: { type: "string" },
  },
});
const RATE = flags.rate ? wholeNumber(USAGE, "rate", flags.rate) : 100;
const STEADY_SECONDS = flags.steady ? wholeNumber(USAGE, "steady", flags.steady) : 60;
const OUTAGE_SECONDS = flags.outage ? wholeNumber(USAGE, "outage", flags.outage) : 60;
const P99_GOAL_MS = 5_000;
const OWNERS = 20;

process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString("hex");
// The adapter warns of every refused send; the outage would bury the figures.
process.env.LOG_LEVEL ??= "error";
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "nivasa-bench-alerts-"));

/** What the fake Graph API took, per lead (the lead is in the alert's link): when each copy came. */
function acceptedByLead(fake: FakeWhatsApp): Map<string, number[]> {
  const accepted = new Map<string, number[]>();
  for (const message of fake.messages) {
    const leadId = decodeURIComponent(message.texts.join(" ")).match(/\/brand-dashboard\/leads\/([0-9a-f-]{36})/)?.[1];
    if (leadId) accepted.set(leadId, [...(accepted.get(leadId) ?? []), message.at]);
  }
  return accepted;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(atExit: (stop: () => Promise<void>) => void): Promise<boolean> {
  const postgres = await startPostgres({
    label: "bench-alerts",
    ...(flags.port ? { port: wholeNumber(USAGE, "port", flags.port) } : {}),
  });
  atExit(() => postgres.stop());
  const handle = await openPostgres(postgres.url, 6);
  atExit(() => handle.close());
  await handle.migrate();
  installDatabase(handle);
  const { db } = handle;

  const fake = await startFakeWhatsApp();
  atExit(() => fake.stop());
  // The Cloud API adapter as the server configures it (10 s timeout), over HTTP to the fake.
  const whatsApp = createCloudApiSender({
    apiUrl: fake.url,
    version: "v21.0",
    phoneNumberId: "106540352242922",
    accessToken: `${FAKE_WHATSAPP_TOKEN_PREFIX}bench`,
  });
  const queue = await startJobQueue(db, [createAlertSendJob({ ...defaultAlertSenders, whatsApp })], {
    pollingIntervalSeconds: 1,
    log: { error: () => {}, warn: () => {} },
  });
  atExit(() => queue.stop());
  installJobQueue(queue);

  const brands: string[] = [];
  for (let i = 0; i < OWNERS / 2; i++) {
    const people = await createPersonas(db);
    for (const owner of [people.owner, people.otherOwner]) {
      await turnOnAlerts(db, owner.userId, "whatsapp");
      brands.push(owner.brandId);
    }
  }

  const committed = new Map<string, number>();
  /** Commits `count` new leads evenly over `seconds`, each with its alert, as a quote does. */
  async function newLeads(seconds: number): Promise<string[]> {
    const count = Math.round((RATE * seconds) / 60);
    const start = Date.now();
    const leads: string[] = [];
    for (let i = 0; i < count; i++) {
      await delay(Math.max(0, start + (i * seconds * 1000) / count - Date.now()));
      const brandId = brands[i % brands.length] ?? "";
      const leadId = await db.transaction(async (tx) => {
        const requestId = await createTestLead(tx, brandId);
        await alertNewLeads(
          tx,
          { id: requestId, location: "Adyar, Chennai", requirement: "Modular kitchen" },
          new Date(),
        );
        return leadIdOf(tx, requestId, brandId);
      });
      committed.set(leadId, Date.now());
      leads.push(leadId);
    }
    return leads;
  }

  async function drained(leads: string[], timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const accepted = acceptedByLead(fake);
      if (leads.every((lead) => accepted.has(lead))) return true;
      await delay(250);
    }
    return false;
  }

  console.log(`steady: ${RATE} leads a minute for ${STEADY_SECONDS} s to ${brands.length} brands`);
  const steady = await newLeads(STEADY_SECONDS);
  await drained(steady, 30_000);
  const steadyAccepted = acceptedByLead(fake);
  const latencies = steady
    .map((lead) => (steadyAccepted.get(lead)?.[0] ?? Number.NaN) - (committed.get(lead) ?? 0))
    .sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(
    `  commit → WhatsApp request: p50 ${p50} ms, p99 ${p99} ms, max ${latencies.at(-1)} ms (goal p99 < ${P99_GOAL_MS} ms)`,
  );

  console.log(
    `outage: the provider answers 500 for ${OUTAGE_SECONDS / 2} s, then never answers (10 s timeouts) for ${OUTAGE_SECONDS / 2} s`,
  );
  const before = fake.requests.length;
  fake.setOutage(500);
  const outage = newLeads(OUTAGE_SECONDS);
  await delay((OUTAGE_SECONDS / 2) * 1000);
  fake.setOutage("hang");
  const during = await outage;
  fake.setOutage(null);
  const recovered = Date.now();
  const allThere = await drained(during, 10 * 60_000);
  const accepted = acceptedByLead(fake);
  const everyLead = [...steady, ...during];
  const lost = everyLead.filter((lead) => !accepted.has(lead));
  const twice = everyLead.filter((lead) => (accepted.get(lead)?.length ?? 0) > 1);
  const afterRecovery = Math.max(...during.map((lead) => accepted.get(lead)?.[0] ?? 0)) - recovered;
  console.log(
    `  ${during.length} leads during the outage, ${fake.requests.length - before} requests to the Graph API; the last accepted ${allThere ? `${afterRecovery} ms after recovery` : "never"}`,
  );
  console.log(`  lost: ${lost.length}, sent twice: ${twice.length}, of ${everyLead.length} leads`);
  const ok = p99 < P99_GOAL_MS && lost.length === 0 && twice.length === 0;
  console.log(ok ? "PASS" : "FAIL");
  return ok;
}

const stops: (() => Promise<void>)[] = [];
let ok = false;
try {
  ok = await main((stop) => stops.unshift(stop));
} finally {
  for (const stop of stops) await stop().catch(() => {});
}
process.exit(ok ? 0 : 1);
