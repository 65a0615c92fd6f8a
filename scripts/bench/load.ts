import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import type { Timing } from "./goals";

export interface LoadOptions {
  connections: number;
  /** Seconds per measured run. */
  duration: number;
  /** Seconds of load before the measured runs, discarded. */
  warmup: number;
  repeats: number;
}

export interface RunStats {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest answer, in ms. */
  max: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Of the non-2xx answers, how many were 503 (the server shedding load). */
  shed: number;
}

/** Each figure is the median over the repeats (reported separately, so one slow run cannot hide). */
export interface RouteStats extends RunStats {
  runs: RunStats[];
}

export async function measure(
  url: string,
  options: LoadOptions,
  extraHeaders: Record<string, string> = {},
): Promise<RouteStats> {
  const [stats] = await measureInTurns([url], options, extraHeaders);
  return stats;
}

/**
 * The same load on several servers (e.g. this build and a baseline), their runs taking turns, so a change in
 * the machine's load during the measurement hits every server alike. One RouteStats per URL, in order.
 */
export async function measureInTurns(
  urls: string[],
  options: LoadOptions,
  extraHeaders: Record<string, string> = {},
): Promise<RouteStats[]> {
  const headers = { "accept-encoding": "gzip", ...extraHeaders };
  const runs: RunStats[][] = urls.map(() => []);
  if (options.warmup > 0) {
    for (const url of urls)
      await autocannon({ url, connections: options.connections, duration: options.warmup, headers });
  }
  for (let i = 0; i < options.repeats; i++) {
    for (const [index, url] of urls.entries()) runs[index].push(await loadRun(url, options, headers));
  }
  return runs.map((serverRuns) => ({ ...medianStats(serverRuns), runs: serverRuns }));
}

async function loadRun(url: string, options: LoadOptions, headers: Record<string, string>): Promise<RunStats> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    timeout: CLIENT_TIMEOUT_SECONDS,
    headers,
  });
  return runStatsOf(result);
}

/** One autocannon run's figures (also from its command line's `--json` output). */
export function runStatsOf(result: Awaited<ReturnType<typeof autocannon>>): RunStats {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts a time-out in `errors` too (and again in `timeouts`).
    errors: result.errors,
    non2xx: result.non2xx,
    shed: result.statusCodeStats?.["503"]?.count ?? 0,
  };
}

/** Uncounted renders of each page before any is timed: V8 optimises the render's code over a few hundred. */
export const WARM_RENDERS = 200;

/**
 * Renders every URL `rounds` times, one request at a time, the URLs taking turns, so that no page is timed on
 * code V8 has not optimised yet: the first listing page measured on a fresh server cost about 28 ms of CPU per
 * render in its first fifty and 18–23 ms after a few hundred, and any listing page's renders warm the others.
 * `headers` go with each request (a signed-in page's cookie).
 */
export async function warmRenders(
  urls: readonly string[],
  rounds = WARM_RENDERS,
  headers: Record<string, string> = {},
): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    for (const url of urls) {
      await (await fetch(url, { headers: { ...headers, "cache-control": "no-cache" } })).arrayBuffer();
    }
  }
}

/**
 * One-at-a-time requests timed per URL for a render's median. On these shared machines one request to the next
 * differs by several milliseconds (docs/performance.md): a median of 30 is steadier than one of 10. It does not
 * steady the machine itself, whose speed moved both builds' medians together by up to 1.7× within an hour.
 */
export const RENDER_SAMPLES = 30;
/** Rounds of one-at-a-time requests before a route's counted ones (every page is warmed first: warmRenders). */
const RENDER_WARMUP_ROUNDS = 10;

/** Server time for one visitor at a time, RENDER_SAMPLES requests per URL, the URLs taking turns. */
export async function timesInTurns(urls: string[], headers: Record<string, string>): Promise<Timing[]> {
  const times: number[][] = urls.map(() => []);
  for (let i = 0; i < RENDER_WARMUP_ROUNDS + RENDER_SAMPLES; i++) {
    for (const [index, url] of urls.entries()) {
      const started = performance.now();
      await fetch(url, { headers: { "accept-encoding": "gzip, br", ...headers } }).then((r) => r.arrayBuffer());
      // The first rounds warm each server's code paths for this route and are not counted.
      if (i >= RENDER_WARMUP_ROUNDS) times[index].push(performance.now() - started);
    }
  }
  return times.map((t) => ({ median: Math.round(median(t)), max: Math.round(Math.max(...t)) }));
}

/** A request still unanswered after this long counts as an error (a visitor would have given up). */
export const CLIENT_TIMEOUT_SECONDS = 10;

export function medianStats(runs: RunStats[]): RunStats {
  const of = (pick: (run: RunStats) => number) => median(runs.map(pick));
  return {
    requestsPerSecond: of((r) => r.requestsPerSecond),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    max: Math.max(...runs.map((r) => r.max)),
    // Errors are summed, not medianed: any failed request counts against the bar.
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    shed: runs.reduce((sum, r) => sum + r.shed, 0),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The server's bar: p99 under 100 ms at 50 connections with zero errors. */
export const P99_BAR_MS = 100;

export function meetsBar(stats: RunStats): boolean {
  return stats.p99 < P99_BAR_MS && stats.errors === 0 && stats.non2xx === 0;
}

/** How long a server may take to work off the previous route's uncached load before a route is measured. */
const DRAIN_SECONDS = 60;

/** Fetches `url`, waiting out 503s (as their Retry-After says) while the server still sheds a previous load. */
export async function fetchOnceDrained(url: string, init: RequestInit): Promise<Response> {
  const deadline = Date.now() + DRAIN_SECONDS * 1000;
  for (;;) {
    const response = await fetch(url, init);
    if (response.status !== 503 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await delay(1000 * (Number(response.headers.get("retry-after")) || 1));
  }
}
