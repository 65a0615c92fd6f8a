// Conversations under load. The thread page for each side (a 50-message thread, one request at a time) and the
// homeowner's comparison of another request's 5 offers, then live events: `streams` event streams open on the one
// instance over THREADS threads (as many for each thread's homeowner as for its designer) while messages are posted at POST_RATE a
// second, POST_SECONDS with nothing else running, then POST_SECONDS more while pages are loaded and timed. The
// bench posts through the app's own postMessage on the same database (as another instance would), so each
// message reaches the server only as its NOTIFY. Figures:
// each message's delivery to its thread's open streams counted from its commit, in both phases; the pages'
// goals during the second; the server's memory per open stream (on a server of its own, from /metrics after a full
// garbage collection as the streams open in steps). The bench's client (stream
// readers, autocannon) shares the machine with the server, so the second phase's figures include its load.
import { execFile } from "node:child_process";
import { setMaxListeners } from "node:events";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import type pg from "pg";
import { type Db, openPostgres } from "~/db/client.server";
import { postMessage } from "~/features/conversations/thread/messages.server";
import type { ThreadAccess } from "~/features/conversations/thread/thread-access.server";
import { JOBS } from "~/server/jobs.server";
import { installJobQueue, startJobQueue } from "~/services/job-queue.server";
import { type AppServer, ROOT } from "./app-server";
import { cpuPerRenderInTurns } from "./cpu";
import type { Check } from "./goals";

import { CLIENT_TIMEOUT_SECONDS, type RunStats, runStatsOf, WARM_RENDERS, warmRenders } from "./load";
import { withLoopDelays } from "./loop-delay";
import { metrics } from "./metrics";
import { signedInCookie, userIdOf } from "./session";
import { type MemoryStep, type StreamMemory, streamMemory } from "./stream-memory";
import { type BenchStream, openStream, streamHolders } from "./streams";
import {
  type DeliveryFigures,
  POST_RATE,
  POST_SECONDS,
  printStreamMemory,
  printThreads,
  streamMemoryCheck,
  THREAD_PAGE_MESSAGES,
  THREADS,
  type ThreadBenchOptions,
  type ThreadFigures,
  threadChecks,
} from "./thread-report";

export { DEFAULT_STREAMS } from "./thread-report";

/** How long the streams stay open and idle before their memory is read: V8 gives back heap once allocation calms. */
const STREAM_SETTLE_MS = 10_000;
/** Steps the streams open in, after a reading with none open; readings per step (their median counts). */
const MEMORY_STEPS = 5;
const MEMORY_SAMPLES = 3;
/**
 * From a full garbage collection to the reading: right after one, the process's resident memory reads up to 37 MB
 * more than 2 s later (memory the collection used or freed and has not yet given back), so a reading taken at once
 * moves with the collection, not with the streams.
 */
const AFTER_GC_MS = 2_000;
/** Posting accounts: each stays within the 60 messages an hour an account may send. */
const HOMEOWNERS = 20;
const OPEN_AT_ONCE = 50;
/** Offers on the thread page's request, all compared. */
const COMPARED_OFFERS = 5;

interface BenchThread {
  requestId: string;
  leadId: string;
  brandId: string;
  homeowner: number;
}

/** `count` requests from one homeowner to the brand, each with the homeowner's first message. */
async function createThreads(pool: pg.Pool, userId: string, brandId: string, count: number, offset: number) {
  const { rows } = await pool.query<{ requestId: string; leadId: string }>(
    `WITH requests AS (
       INSERT INTO quote_requests (user_id, name, email, phone, location, requirement, brand_id, created_at)
       SELECT $1, 'Bench Homeowner', 'bench-homeowner@nivasa.test', '+91986' || lpad((i + $4)::text, 7, '0'),
              'Bandra, Mumbai', 'A modular kitchen and wardrobes for a 2 BHK', $2, now() - i * interval '1 minute'
         FROM generate_series(1, $3) AS i
       RETURNING id, created_at),
     made AS (
       INSERT INTO leads (quote_request_id, brand_id, status, created_at, last_message_at)
       SELECT id, $2, 'contacted', created_at, created_at FROM requests
       RETURNING id, quote_request_id)
     SELECT quote_request_id AS "requestId", id AS "leadId" FROM made`,
    [userId, brandId, count, offset],
  );
  await pool.query(
    `INSERT INTO lead_messages (quote_request_id, brand_id, author_side, author_id, body)
     SELECT quote_request_id, brand_id, 'homeowner', $1, 'Hello, could you share an estimate?'
       FROM leads WHERE id = ANY($2::uuid[])`,
    [userId, rows.map((row) => row.leadId)],
  );
  return rows;
}

/** A long conversation both ways, both sides up to date, for the thread page. */
async function fillThread(pool: pg.Pool, thread: BenchThread, homeownerId: string, ownerId: string) {
  await pool.query(
    `INSERT INTO lead_messages (quote_request_id, brand_id, author_side, author_id, body, created_at)
     SELECT $1, $2, CASE WHEN i % 2 = 0 THEN 'homeowner' ELSE 'brand' END, CASE WHEN i % 2 = 0 THEN $3 ELSE $4 END,
            'Message ' || i || ': ' || repeat('About the kitchen layout, the wardrobe finish and the site visit. ', 3),
            now() - ($5 - i) * interval '10 minutes'
       FROM generate_series(1, $5) AS i`,
    [thread.requestId, thread.brandId, homeownerId, ownerId, THREAD_PAGE_MESSAGES],
  );
  await pool.query(
    `UPDATE leads r SET homeowner_read_id = m.id, brand_read_id = m.id, last_message_at = now()
       FROM (SELECT max(id) AS id FROM lead_messages WHERE quote_request_id = $1) m
      WHERE r.id = $2`,
    [thread.requestId, thread.leadId],
  );
}

/**
 * A request that also went to COMPARED_OFFERS - 1 other brands, each of its brands sending an offer of 12 lines
 * and revising it once: the comparison shows COMPARED_OFFERS current offers.
 */
async function addOffers(pool: pg.Pool, thread: BenchThread) {
  await pool.query(
    `INSERT INTO leads (quote_request_id, brand_id, status, created_at)
     SELECT $1, id, 'contacted', now() FROM brands WHERE id <> $2 ORDER BY id LIMIT $3`,
    [thread.requestId, thread.brandId, COMPARED_OFFERS - 1],
  );
  const lines = Array.from({ length: 12 }, (_, i) => ({
    description: `Work item ${i + 1}: modular units with acrylic shutters and soft-close hardware`,
    unit: "sq_ft",
    quantityHundredths: 100_00,
    ratePaise: 1_500_00,
    amountPaise: 150_000_00,
  }));
  await pool.query(
    `INSERT INTO offers (quote_request_id, brand_id, version, grade, lines, subtotal_paise, gst_paise, total_paise,
                         included, excluded, timeline_weeks, payment_stages, warranty_years, valid_until, created_at)
     SELECT r.quote_request_id, r.brand_id, v, 'premium', $2::jsonb, 1800000000 + row_number() over () * 100,
            324000000, 2124000000 + row_number() over () * 100, 'Design, materials, installation',
            'Civil work, electricals, painting', 8 + v, $3::jsonb, 5, current_date + 30, now() - (3 - v) * interval '1 day'
       FROM leads r CROSS JOIN generate_series(1, 2) AS v
      WHERE r.quote_request_id = $1`,
    [
      thread.requestId,
      JSON.stringify(lines),
      JSON.stringify([
        { label: "Booking", percent: 10 },
        { label: "Production", percent: 50 },
        { label: "Handover", percent: 40 },
      ]),
    ],
  );
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** How long the city page is loaded while messages flow, after the renders were timed. */
const SERVED_SECONDS = 5;

/**
 * The city page as served at 50 connections for `seconds`, from autocannon in a process of its own: in this one
 * its work would delay the stream readers' clocks and count as late delivery.
 */
async function servedMeanwhile(url: string, seconds: number): Promise<RunStats> {
  const cli = path.join(ROOT, "node_modules/autocannon/autocannon.js");
  const args = ["-j", "-c", "50", "-d", String(seconds), "-t", String(CLIENT_TIMEOUT_SECONDS)];
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, "-H", "accept-encoding=gzip", url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return runStatsOf(JSON.parse(stdout));
}

/** Posts POST_RATE messages a second, round the threads, for POST_SECONDS; returns when each was committed. */
async function postMessages(db: Db, threads: BenchThread[], homeownerIds: string[], round: number) {
  const sent = new Map<number, { at: number; writeMs: number }>();
  const refusals: string[] = [];
  const writes: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < POST_RATE * POST_SECONDS; i++) {
    const wait = started + (i * 1000) / POST_RATE - performance.now();
    if (wait > 0) await delay(wait);
    const thread = threads[i % threads.length];
    const access: ThreadAccess = {
      leadId: thread.leadId,
      quoteRequestId: thread.requestId,
      brandId: thread.brandId,
      side: "homeowner",
      viewerId: homeownerIds[thread.homeowner],
    };
    const called = performance.now();
    writes.push(
      postMessage(db, access, { body: `Bench message ${round}.${i}: is Saturday fine?`, attachments: [] }).then(
        (result) => {
          const at = performance.now();
          if (result.ok) sent.set(result.messageId, { at, writeMs: at - called });
          else refusals.push(result.error);
        },
      ),
    );
  }
  await Promise.all(writes);
  return { sent, refusals, seconds: (performance.now() - started) / 1000 };
}

export function deliveryFigures(
  posted: Awaited<ReturnType<typeof postMessages>>,
  arrivals: Map<number, number[]>,
  perThread: number,
): DeliveryFigures {
  const { sent } = posted;
  const latencies: number[] = [];
  let missing = 0;
  let repeated = 0;
  for (const [id, { at }] of sent) {
    const times = arrivals.get(id) ?? [];
    missing += Math.max(0, perThread - times.length);
    repeated += Math.max(0, times.length - perThread);
    // The notification can overtake the commit's answer to the bench by a hair: that counts as no wait.
    for (const time of times) latencies.push(Math.max(0, time - at));
  }
  const round = (n: number) => Math.round(n);
  const writes = [...sent.values()].map((message) => message.writeMs);
  return {
    messages: sent.size,
    rate: Math.round(sent.size / posted.seconds),
    writeP50: round(percentile(writes, 50)),
    writeP99: round(percentile(writes, 99)),
    refused: posted.refusals.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(Math.max(...latencies)),
    missing,
    repeated,
  };
}

/** Opens `streams`, OPEN_AT_ONCE at a time. */
async function openStreams(streams: BenchStream[], heard: (ids: number[]) => void, signal: AbortSignal) {
  for (let i = 0; i < streams.length; i += OPEN_AT_ONCE) {
    await Promise.all(streams.slice(i, i + OPEN_AT_ONCE).map((stream) => openStream(stream, heard, signal)));
  }
}

/**
 * The memory per open stream, on a server of this build started for it alone: on the bench's server, the pages
 * rendered before leave the heap and the allocator holding pages that the streams then fill unseen. Opened in
 * MEMORY_STEPS steps, each read MEMORY_SAMPLES times once the streams have idled, each reading AFTER_GC_MS after a
 * full GC: the figure is the slope over the steps, not the difference of two readings that the allocator can move
 * by megabytes. The sign-ins come before the first reading (their password hashing is no stream's cost).
 */
async function streamMemoryOnFreshServer(
  options: ThreadBenchOptions,
  server: AppServer,
  holdersOn: (origin: string) => Promise<BenchStream[]>,
): Promise<StreamMemory> {
  const closing = new AbortController();
  setMaxListeners(options.streams, closing.signal);
  try {
    const streams = await holdersOn(server.origin);
    const readMemory = async (open: number): Promise<MemoryStep> => {
      await delay(STREAM_SETTLE_MS);
      const samples: Record<string, number>[] = [];
      for (let i = 0; i < MEMORY_SAMPLES; i++) {
        await metrics(server.origin, options.metricsToken, true);
        await delay(AFTER_GC_MS);
        samples.push(await metrics(server.origin, options.metricsToken));
      }
      return { open, samples };
    };
    const steps = [await readMemory(0)];
    for (let step = 1; step <= MEMORY_STEPS; step++) {
      const [from, to] = [step - 1, step].map((s) => Math.round((s * streams.length) / MEMORY_STEPS));
      await openStreams(streams.slice(from, to), () => {}, closing.signal);
      steps.push(await readMemory(to));
    }
    return streamMemory(steps);
  } finally {
    closing.abort();
    await server.stop();
  }
}

/** The bench's accounts and THREADS threads, each with the homeowner's first message. */
async function setUpThreads({ origin, pool, streams }: ThreadBenchOptions) {
  const stamp = Date.now();
  const ownerEmail = `bench-thread-owner-${stamp}@nivasa.test`;
  const ownerCookie = await signedInCookie(origin, pool, ownerEmail);
  const ownerId = await userIdOf(pool, ownerEmail);
  const { rows } = await pool.query<{ id: string }>(
    "UPDATE brands SET claimed_by = $1 WHERE id = (SELECT id FROM brands WHERE claimed_by IS NULL ORDER BY id LIMIT 1) RETURNING id",
    [ownerId],
  );
  const brandId = rows[0].id;
  const homeownerCookies: string[] = [];
  const homeownerIds: string[] = [];
  const homeownerEmails: string[] = [];
  const threads: BenchThread[] = [];
  for (let h = 0; h < HOMEOWNERS; h++) {
    const email = `bench-thread-homeowner-${stamp}-${h}@nivasa.test`;
    homeownerEmails.push(email);
    homeownerCookies.push(await signedInCookie(origin, pool, email));
    homeownerIds.push(await userIdOf(pool, email));
    const created = await createThreads(pool, homeownerIds[h], brandId, THREADS / HOMEOWNERS, h * THREADS);
    threads.push(...created.map((row) => ({ ...row, brandId, homeowner: h })));
  }
  /** Who opens each of the `streams` event streams on `server`: as many per thread for its homeowner as its designer. */
  const holdersOn = (server: string) =>
    streamHolders(
      server,
      threads.flatMap((thread) =>
        Array.from({ length: streams / THREADS / 2 }, () => [
          { url: `${server}/quotes/${thread.requestId}/events`, email: homeownerEmails[thread.homeowner] },
          { url: `${server}/brand-dashboard/leads/${thread.leadId}/events`, email: ownerEmail },
        ]).flat(),
      ),
    );
  return { ownerId, ownerCookie, brandId, homeownerCookies, homeownerIds, threads, holdersOn };
}

/** The memory per open stream alone (`--only stream-memory`): the threads, then a server of this build for it. */
export async function measureStreamMemory(
  options: ThreadBenchOptions,
): Promise<{ memory: StreamMemory; checks: Check[] }> {
  const { holdersOn } = await setUpThreads(options);
  const memory = await streamMemoryOnFreshServer(options, await options.freshServer(), holdersOn);
  printStreamMemory(memory);
  return { memory, checks: [streamMemoryCheck(memory)] };
}

export async function measureThreads(options: ThreadBenchOptions): Promise<ThreadFigures> {
  const { origin, pool, timeInTurns } = options;
  const { ownerId, ownerCookie, brandId, homeownerCookies, homeownerIds, threads, holdersOn } =
    await setUpThreads(options);
  const [longThread] = await createThreads(pool, homeownerIds[0], brandId, 1, HOMEOWNERS * THREADS);
  const pageThread = { ...longThread, brandId, homeowner: 0 };
  await fillThread(pool, pageThread, homeownerIds[0], ownerId);
  const [compared] = await createThreads(pool, homeownerIds[0], brandId, 1, HOMEOWNERS * THREADS + 1);
  await addOffers(pool, { ...compared, brandId, homeowner: 0 });
  await pool.query("ANALYZE quote_requests, leads, lead_messages, offers");

  const pages = [
    {
      name: `thread page (homeowner, ${THREAD_PAGE_MESSAGES} messages)`,
      path: `/quotes/${pageThread.requestId}`,
      cookie: homeownerCookies[0],
    },
    {
      name: `thread page (designer, ${THREAD_PAGE_MESSAGES} messages)`,
      path: `/brand-dashboard/leads/${pageThread.leadId}`,
      cookie: ownerCookie,
    },
    {
      name: `comparison (${COMPARED_OFFERS} offers)`,
      path: `/quotes/${compared.requestId}/compare`,
      cookie: homeownerCookies[0],
    },
  ];
  const origins = [origin, ...(options.baselineOrigin ? [options.baselineOrigin] : [])];
  type Page = (typeof pages)[number];
  const urlsOf = (page: Page) => origins.map((o) => `${o}${page.path}`);
  const inTurns = (page: Page) => timeInTurns(urlsOf(page), { cookie: page.cookie });
  const timePage = async (page: Page) => {
    const urls = urlsOf(page);
    for (const url of urls) {
      const response = await fetch(url, { headers: { cookie: page.cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) return { status: response.status };
    }
    // Timed on code V8 has optimised, as the catalogue's and the project's pages are.
    await warmRenders(urls, WARM_RENDERS, { cookie: page.cookie });
    const [render, baselineRender] = await inTurns(page);
    const [cpuMs, baselineCpuMs] = await cpuPerRenderInTurns(urls, page.cookie, options.metricsToken);
    const baseline = baselineRender && { render: baselineRender, cpuMs: baselineCpuMs };
    return { status: 200, render, cpuMs, ...(baseline ? { baseline } : {}) };
  };
  const pageFigures: ThreadFigures["pages"] = [];
  for (const page of pages) pageFigures.push({ name: page.name, path: page.path, ...(await timePage(page)) });

  // Live events: their memory measured on a server of their own, then every stream open here before the first
  // message.
  const writer = await openPostgres(options.databaseUrl, 16);
  const { db } = writer;
  const queue = await startJobQueue(db, JOBS, { workers: false });
  installJobQueue(queue);
  const closing = new AbortController();
  // Every stream's request listens to this one signal while it is open (and stops when it closes): as many
  // listeners as streams is expected, not a leak.
  setMaxListeners(options.streams, closing.signal);
  try {
    const arrivals = new Map<number, number[]>();
    const heard = (ids: number[]) => {
      const now = performance.now();
      for (const id of ids) arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
    };
    const perThread = options.streams / THREADS;
    const memory = await streamMemoryOnFreshServer(options, await options.freshServer(), holdersOn);
    const streams = await holdersOn(origin);
    await openStreams(streams, heard, closing.signal);
    const after = await metrics(origin, options.metricsToken);

    const withLoops = (round: number) =>
      withLoopDelays(origin, options.metricsToken, () => postMessages(db, threads, homeownerIds, round));
    const quiet = await withLoops(1);
    await delay(2_000);
    const posting = withLoops(2);
    const cityUrl = `${origin}${options.cityPath}`;
    // The renders are timed before the load, as the catalogue's are: timed after it, they paid for collecting
    // its garbage. Both fit in the POST_SECONDS of messages.
    const [cityRender] = await timeInTurns([cityUrl], { "cache-control": "no-cache" });
    for (const [index, page] of pages.entries()) {
      const figures = pageFigures[index];
      if (figures.status !== 200) continue;
      const [current, baseline] = await inTurns(page);
      figures.duringStreams = current;
      if (figures.baseline) figures.baseline.duringStreams = baseline;
    }
    const served = await servedMeanwhile(cityUrl, SERVED_SECONDS);
    const busy = await posting;
    await delay(2_000);
    const figures: ThreadFigures = {
      pages: pageFigures,
      streams: {
        opened: streams.length,
        openGauge: after.nivasa_sse_open_streams ?? 0,
        memory,
      },
      delivery: { ...deliveryFigures(quiet.result, arrivals, perThread), loop: quiet.loop },
      deliveryWithPages: { ...deliveryFigures(busy.result, arrivals, perThread), loop: busy.loop },
      city: { path: options.cityPath, render: cityRender, served },
      checks: [],
    };
    figures.checks = threadChecks(figures, options);
    printThreads(figures, [...quiet.result.refusals, ...busy.result.refusals]);
    return figures;
  } finally {
    closing.abort();
    installJobQueue(undefined);
    await queue.stop();
    await writer.close();
  }
}
