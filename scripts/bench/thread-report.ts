// The conversations step's goals and printed report (threads.ts measures).

import type pg from "pg";
import type { AppServer } from "./app-server";
import type { TimeInTurns } from "./dashboard";
import { type Check, failures, type Timing } from "./goals";
import { meetsBar, P99_BAR_MS, RENDER_SAMPLES, type RunStats } from "./load";
import { describeLoopDelays, type LoopDelays } from "./loop-delay";
import { residentFell, residentPerStreamKb, type StreamMemory } from "./stream-memory";

/** Threads the bench opens streams over. */
export const THREADS = 500;
/** Event streams the bench opens unless told otherwise (--streams): two per thread. */
export const DEFAULT_STREAMS = 2 * THREADS;
/** The server's resident memory per open event stream, at most (after a full garbage collection). */
export const STREAM_MEMORY_GOAL_KB = 64;
export const POST_RATE = 50;
export const POST_SECONDS = 10;
export const THREAD_PAGE_MESSAGES = 50;
/** Each message must reach every open stream of its thread within this (99th percentile). */
export const DELIVERY_P99_GOAL_MS = 500;
/** The thread pages' and the comparison's render goal at 5,000 brands. */
export const THREAD_RENDER_GOAL_MS = 15;

export interface DeliveryFigures {
  messages: number;
  /** Messages committed per second over the posting window. */
  rate: number;
  /** The posting transaction's own time, median and 99th percentile. */
  writeP50: number;
  writeP99: number;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  /** Deliveries expected (a message × its thread's open streams) that never came. */
  missing: number;
  /** Deliveries of a message a stream had already been told about. */
  repeated: number;
  /** The server's and the bench's event loop delay over the posting. */
  loop?: LoopDelays;
}

/** A page's figures on one server: its render alone and during live events, and its CPU per render alone. */
export interface PageTimings {
  render?: Timing;
  duringStreams?: Timing;
  cpuMs?: number;
}

export interface ThreadFigures {
  /** `baseline`: the same on the --compare build, taking turns with this one (its own streams are not open). */
  pages: ({ name: string; path: string; status: number; baseline?: PageTimings } & PageTimings)[];
  streams: {
    opened: number;
    openGauge: number;
    memory: StreamMemory;
  };
  /** Streams open and messages posted, nothing else. */
  delivery: DeliveryFigures;
  /** The same while the city and thread pages are loaded and timed. */
  deliveryWithPages: DeliveryFigures;
  city: { path: string; render?: Timing; served?: RunStats };
  checks: Check[];
}

export interface ThreadBenchOptions {
  origin: string;
  /** The --compare build's server on the same database: its pages are timed in turns with this one's. */
  baselineOrigin?: string;
  pool: pg.Pool;
  /** The database the bench posts through, on connections of its own. */
  databaseUrl: string;
  metricsToken: string;
  cityPath: string;
  cityRenderGoalMs: number;
  timeInTurns: TimeInTurns;
  /** Starts a server of this build of its own, on the same database, where the memory per stream is measured. */
  freshServer: () => Promise<AppServer>;
  /** Event streams to open: a multiple of 2 × THREADS (each thread's homeowner and designer alike). */
  streams: number;
}

function memoryPerStream(memory: StreamMemory): string {
  const figure = (kb: number | null) => (kb === null ? "not measurable" : `${kb} KB`);
  const [early, late] = memory.residentHalvesKb.map(figure);
  const [youngLeast, youngMost] = memory.youngGenerationMb.map((mb) => Math.round(mb));
  return `${figure(memory.residentKb)} resident per stream outside V8's young generation (first half of the steps ${early}, second ${late}); the whole process's resident ${figure(memory.processResidentKb)} (young generation ${youngLeast}–${youngMost} MB across the readings); live JS heap and buffers ${figure(memory.liveKb)}, heap held by V8 ${figure(memory.heapHeldKb)}; resident outside the young generation from none open to all ${figure(memory.residentFromNoneKb)} (slopes over ${memory.steps.join(", ")} open, each step the median of readings taken once a full garbage collection settled)`;
}

/** The goal on the memory per open stream (residentPerStreamKb), saying which reading gave its figure. */
export function streamMemoryCheck(memory: StreamMemory): Check {
  const figure = residentPerStreamKb(memory);
  const source =
    figure === null
      ? "not measurable in this run"
      : figure === memory.residentKb
        ? `${figure} KB resident`
        : `${figure} KB, the live JS heap and buffers per stream (resident memory ${residentFell(memory) ? "fell over part of the steps: the allocator returning pages" : "grew less: the streams filled pages already resident"})`;
  return {
    label: `live events: ≤ ${STREAM_MEMORY_GOAL_KB} KB resident per open stream`,
    ok: (figure ?? Number.POSITIVE_INFINITY) <= STREAM_MEMORY_GOAL_KB,
    detail: `${source}: ${memoryPerStream(memory)}`,
  };
}

export function printStreamMemory(memory: StreamMemory): void {
  console.log(`server memory per open stream: ${memoryPerStream(memory)}`);
}

const describeDelivery = (d: DeliveryFigures) =>
  `${d.messages} messages at ${d.rate}/s (each write p50 ${d.writeP50} ms, p99 ${d.writeP99} ms): delivered after commit in p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms; ${d.missing} missing, ${d.repeated} repeated, ${d.refused} refused${d.loop ? `; ${describeLoopDelays(d.loop)}` : ""}`;

function deliveryCheck(phase: string, delivery: DeliveryFigures): Check {
  return {
    label: `live events, ${phase}: each message reaches its thread's open streams, p99 < ${DELIVERY_P99_GOAL_MS} ms, none lost or repeated`,
    ok:
      delivery.p99 < DELIVERY_P99_GOAL_MS &&
      delivery.missing === 0 &&
      delivery.repeated === 0 &&
      delivery.refused === 0,
    detail: describeDelivery(delivery),
  };
}

export function threadChecks(
  figures: ThreadFigures,
  { streams: wanted, cityRenderGoalMs }: ThreadBenchOptions,
): Check[] {
  const { streams, city } = figures;
  const renderCheck = (label: string, timing: Timing | undefined, goal: number, status = 200): Check => ({
    label: `${label} ≤ ${goal} ms`,
    ok: timing !== undefined && timing.median <= goal,
    detail: timing ? `median ${timing.median} ms` : `HTTP ${status}: not measured`,
  });
  return [
    ...figures.pages.flatMap((page) => [
      renderCheck(`${page.name}: render`, page.render, THREAD_RENDER_GOAL_MS, page.status),
      renderCheck(`${page.name}: render during live events`, page.duringStreams, THREAD_RENDER_GOAL_MS, page.status),
    ]),
    {
      label: `live events: ${wanted} streams open on one instance`,
      ok: streams.openGauge >= wanted,
      detail: `nivasa_sse_open_streams ${streams.openGauge}`,
    },
    streamMemoryCheck(streams.memory),
    deliveryCheck("streams alone", figures.delivery),
    deliveryCheck("while pages are loaded", figures.deliveryWithPages),
    renderCheck("city page: render during live events", city.render, cityRenderGoalMs),
    {
      label: `city page: as served during live events, p99 < ${P99_BAR_MS} ms with zero errors`,
      ok: city.served !== undefined && meetsBar(city.served),
      detail: city.served
        ? `${city.served.requestsPerSecond.toFixed(0)} req/s, p99 ${city.served.p99} ms, ${failures(city.served)} failed`
        : "not measured",
    },
  ];
}

export function printThreads(figures: ThreadFigures, refusals: string[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const { streams, city } = figures;
  console.log(`\n══ conversations: thread pages (${THREAD_PAGE_MESSAGES} messages) and live events ══`);
  const withBaseline = figures.pages.some((page) => page.baseline);
  const columns = (label: string) => `${pad(label, 8)}${pad("live", 8)}${pad("CPU", 8)}`;
  const cells = (t: PageTimings, status: number) =>
    `${pad(t.render?.median ?? `HTTP ${status}`, 8)}${pad(t.duringStreams?.median ?? "—", 8)}${pad(t.cpuMs ?? "—", 8)}`;
  const ratio = (a?: number, b?: number) => (a !== undefined && b ? (a / b).toFixed(2) : "—");
  console.log(
    `${`one at a time (median of ${RENDER_SAMPLES}), ms`.padEnd(48)}${columns("alone")}${withBaseline ? `${columns("base")}${pad("ratios", 18)}` : ""}`,
  );
  for (const page of figures.pages) {
    const base = page.baseline;
    const ratios = base
      ? ` ${ratio(page.render?.median, base.render?.median)} ${ratio(page.duringStreams?.median, base.duringStreams?.median)} ${ratio(page.cpuMs, base.cpuMs)}`.padStart(
          18,
        )
      : "";
    console.log(
      `${page.name.padEnd(48)}${cells(page, page.status)}${base ? `${cells(base, page.status)}${ratios}` : ""}`,
    );
  }
  if (withBaseline) {
    console.log(
      "(CPU: the server's per render, alone. The baseline has no streams of its own open: its 'live' shares the machine's load, not the fan-out. Ratios: alone, live, CPU)",
    );
  }
  console.log(
    `${"city page, uncached, during live events".padEnd(48)}${pad("", 8)}${pad(city.render?.median ?? "—", 8)}`,
  );
  console.log(
    `\n${streams.opened} streams over ${THREADS} threads, ${POST_RATE} messages/s for ${POST_SECONDS} s each:`,
  );
  console.log(`  streams alone: ${describeDelivery(figures.delivery)}`);
  console.log(`  while pages are loaded: ${describeDelivery(figures.deliveryWithPages)}`);
  if (refusals[0]) console.log(`  first refusal: ${refusals[0]}`);
  printStreamMemory(streams.memory);
  console.log(`nivasa_sse_open_streams ${streams.openGauge}`);
  if (city.served) {
    console.log(
      `city page as served meanwhile: ${city.served.requestsPerSecond.toFixed(0)} req/s, p50 ${city.served.p50} ms, p99 ${city.served.p99} ms, ${failures(city.served)} failed`,
    );
  }
}
