// The bench's goals (render time and HTML size per page, p99 under load) as checks over one run's figures.
import type { AssetWeight } from "./assets";
import { meetsBar, P99_BAR_MS, type RouteStats } from "./load";

/** Median and slowest of one-at-a-time requests, in ms. */
export interface Timing {
  median: number;
  max: number;
}

/** What one server answered for one route. */
export interface Figures {
  status: number;
  htmlBytes?: number;
  /** Rendered for an anonymous visitor (page cache skipped), one request at a time. */
  render?: Timing;
  /** Rendered for a signed-in visitor (page cache skipped), one request at a time. */
  signedIn?: Timing;
  /** As served to anonymous visitors at full load (the page cache answers most requests). */
  stats?: RouteStats;
  /** Every request rendered (Cache-Control: no-cache) at full load. */
  uncached?: RouteStats;
}

export interface PageGoal {
  /** Median render time, anonymous and signed in. */
  renderMs?: number;
  /** Size of the HTML document, uncompressed. */
  htmlKb?: number;
}

export interface RouteResult {
  name: string;
  path: string;
  /** A page (rendered by the app) rather than a static file. */
  page: boolean;
  goal?: PageGoal;
  /** Gzipped scripts and stylesheets the page loads (current build). */
  assets?: AssetWeight;
  current: Figures;
  /** The same route on the --compare build, measured in turns with the current one. */
  baseline?: Figures;
  /** Signed-in visitors as served (signed-in.ts), current build and baseline. */
  signedIn?: SignedInFigures;
  baselineSignedIn?: SignedInFigures;
}

/** Signed-in visitors as served (signed-in.ts). */
export interface SignedInFigures {
  /** As served to a signed-in visitor at full load. */
  served?: RouteStats;
  /** GET /api/viewer for the page's designers and images, one request at a time (current build only). */
  personal?: Timing;
}

/**
 * The project page's median render for either side (homeowner, brand's owner), with 40 site updates, 10
 * payments, 5 change orders and 20 snags (projects.ts).
 */
export const PROJECT_RENDER_GOAL_MS = 20;

/**
 * Uncached throughput at full load, as a multiple of the `--compare` build's: five times the build before the
 * uncached-render work (UNCACHED_WORK_BASE or older), and no worse than the shared machine's noise against any
 * later build, which already has that work.
 */
export const UNCACHED_SPEEDUP = 5;
export const UNCACHED_HOLD = 0.75;
/** Under a flood (8× the connections, every request rendered) each request gets its page or a 503 by then. */
export const FLOOD_ANSWER_MS = 2_000;
/** At --scale, each figure may be at most this much worse than at the normal size. */
export const SCALE_TOLERANCE = 1.5;

export interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function routeChecks(routes: RouteResult[], uncachedGoal = UNCACHED_SPEEDUP): Check[] {
  const checks: Check[] = [];
  for (const route of routes.filter((r) => r.page)) {
    const { current, baseline, goal } = route;
    const label = (what: string) => `${route.name}: ${what}`;
    checks.push({
      label: label(`as served, p99 < ${P99_BAR_MS} ms with zero errors`),
      ok: current.stats !== undefined && meetsBar(current.stats),
      detail: current.stats
        ? `p99 ${current.stats.p99} ms, ${failures(current.stats)} failed`
        : `HTTP ${current.status}`,
    });
    if (goal?.renderMs !== undefined) {
      for (const [who, timing] of [
        ["anonymous", current.render],
        ["signed in", current.signedIn],
      ] as const) {
        checks.push({
          label: label(`render (${who}) ≤ ${goal.renderMs} ms`),
          ok: timing !== undefined && timing.median <= goal.renderMs,
          detail: timing ? `median ${timing.median} ms` : "not measured",
        });
      }
    }
    if (goal?.htmlKb !== undefined) {
      checks.push({
        label: label(`HTML ≤ ${goal.htmlKb} KB`),
        ok: current.htmlBytes !== undefined && current.htmlBytes <= goal.htmlKb * 1024,
        detail: current.htmlBytes === undefined ? "not measured" : kb(current.htmlBytes),
      });
    }
    if (current.uncached) {
      checks.push({
        label: label("uncached at full load, zero errors"),
        ok: failures(current.uncached) === 0,
        detail: `${failures(current.uncached)} failed`,
      });
      if (baseline?.uncached) {
        const ratio = speedup(current.uncached, baseline.uncached);
        checks.push({
          label: label(`uncached req/s ≥ ${uncachedGoal}× the baseline`),
          ok: ratio >= uncachedGoal,
          detail: `${current.uncached.requestsPerSecond.toFixed(0)} vs ${baseline.uncached.requestsPerSecond.toFixed(0)} req/s (${formatRatio(ratio)})`,
        });
      }
    }
  }
  return checks;
}

/** Requests that failed or answered other than 2xx. */
export function failures(stats: Pick<RouteStats, "errors" | "non2xx">): number {
  return stats.errors + stats.non2xx;
}

/** How many times faster `current` ran than `baseline` (infinite when the baseline answered nothing). */
export function speedup(current: RouteStats, baseline: RouteStats): number {
  if (baseline.requestsPerSecond <= 0) return current.requestsPerSecond > 0 ? Number.POSITIVE_INFINITY : 0;
  return current.requestsPerSecond / baseline.requestsPerSecond;
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : "∞×";
}

export interface ScaleComparison {
  name: string;
  figure: string;
  base: number;
  scaled: number;
  /** scaled / base for times, base / scaled for throughput: above 1 means worse at scale. */
  worse: number;
}

/** Each route's figures at --scale against the normal-size run; lower-is-better and higher-is-better alike. */
export function scaleComparisons(base: RouteResult[], scaled: RouteResult[]): ScaleComparison[] {
  const rows: ScaleComparison[] = [];
  for (const route of scaled.filter((r) => r.page)) {
    const before = base.find((r) => r.path === route.path)?.current;
    if (!before) continue;
    const add = (figure: string, a: number | undefined, b: number | undefined, higherIsBetter: boolean) => {
      if (a === undefined || b === undefined || a <= 0 || b <= 0) return;
      rows.push({ name: route.name, figure, base: a, scaled: b, worse: higherIsBetter ? a / b : b / a });
    };
    const now = route.current;
    add("as served req/s", before.stats?.requestsPerSecond, now.stats?.requestsPerSecond, true);
    add("uncached req/s", before.uncached?.requestsPerSecond, now.uncached?.requestsPerSecond, true);
    add("render ms", before.render?.median, now.render?.median, false);
  }
  return rows;
}

export function scaleChecks(rows: ScaleComparison[]): Check[] {
  return rows.map((row) => ({
    label: `${row.name}: ${row.figure} at scale within ${SCALE_TOLERANCE}×`,
    ok: row.worse <= SCALE_TOLERANCE,
    detail: `${round(row.base)} → ${round(row.scaled)} (${row.worse.toFixed(2)}× worse)`,
  }));
}

const round = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
