// The bench's printed report and its goals for one catalogue size.
import { kilobytes } from "./assets";
import { NO_FAILING_SCAN } from "./explain";
import {
  type Check,
  type Figures,
  FLOOD_ANSWER_MS,
  formatRatio,
  type RouteResult,
  routeChecks,
  speedup,
} from "./goals";
import { type LoadOptions, P99_BAR_MS, type RouteStats } from "./load";
import { describeLoopDelays, type LoopDelays } from "./loop-delay";
import { printSignedIn, signedInChecks } from "./signed-in";

/** What one catalogue size measured: each route, the flood (when run) and the sequential scans EXPLAIN found. */
/** A flood's figures, with both event loops' delay meanwhile (when measured). */
export type FloodStats = RouteStats & { loop?: LoopDelays };

export interface Measured {
  routes: RouteResult[];
  flood: FloodStats | undefined;
  /** The same flood on the --compare build, in turns with this one. */
  floodBaseline?: FloodStats;
  scans: string[];
}

export interface ReportSettings {
  load: LoadOptions;
  /** One-at-a-time renders per URL. */
  renderSamples: number;
  /** The flood's connections, as a multiple of load.connections. */
  floodFactor: number;
  /** Uncached req/s as a multiple of the --compare build's (uncachedGoalAgainst). */
  uncachedGoal?: number;
}

export function printStats(label: string, stats: RouteStats): void {
  console.log(
    `  ${label}: ${stats.requestsPerSecond.toFixed(0)} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}, non-2xx ${stats.non2xx} (503: ${stats.shed})`,
  );
}

export function catalogueChecks(label: string, { routes, flood, scans }: Measured, settings: ReportSettings): Check[] {
  const checks = [
    ...routeChecks(routes, settings.uncachedGoal),
    ...signedInChecks(routes),
    {
      label: `EXPLAIN: ${NO_FAILING_SCAN}`,
      ok: scans.length === 0,
      detail: scans.length ? scans.join("; ") : "none",
    },
  ];
  if (flood) {
    checks.push({
      label: `flood at ${settings.floodFactor}× connections: every request answered (page, or 503 + Retry-After) within ${FLOOD_ANSWER_MS / 1000} s`,
      ok: flood.errors === 0 && flood.max <= FLOOD_ANSWER_MS,
      detail: describeFlood(flood),
    });
  }
  return checks.map((check) => ({ ...check, label: `[${label}] ${check.label}` }));
}

const describeFlood = (flood: FloodStats) =>
  `${flood.errors} timed out or failed, slowest answer ${flood.max} ms, p50 ${flood.p50} ms, p99 ${flood.p99} ms, ${flood.shed} answered 503, ${flood.requestsPerSecond.toFixed(0)} req/s${flood.loop ? `; ${describeLoopDelays(flood.loop)}` : ""}`;

export function printReport(
  label: string,
  { routes, flood, floodBaseline, scans }: Measured,
  settings: ReportSettings,
): void {
  const { load: options, renderSamples, floodFactor } = settings;
  const withBaseline = routes.some((r) => r.baseline);
  const ceiling = routes.find((route) => !route.page)?.current.stats;
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const name = (route: RouteResult) => `${route.name} ${route.path}`.slice(0, 55).padEnd(56);
  const load = (stats: RouteStats | undefined) =>
    stats
      ? `${pad(stats.requestsPerSecond.toFixed(0), 8)}${pad(stats.p50, 8)}${pad(stats.p99, 8)}${pad(stats.errors + stats.non2xx, 8)}`
      : pad("—", 32);

  console.log(
    `\n══ ${label}: median of ${options.repeats} runs × ${options.duration} s at ${options.connections} connections ══`,
  );
  console.log(
    `${"as served (anonymous)".padEnd(56)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("failed", 8)}${pad("vs static", 10)}${pad("JS gz", 10)}${pad("CSS gz", 10)}`,
  );
  for (const route of routes) {
    const stats = route.current.stats;
    const ratio =
      stats && ceiling ? `${((stats.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}%` : "";
    const { assets } = route;
    const weights = assets ? `${pad(kilobytes(assets.jsGzip), 10)}${pad(kilobytes(assets.cssGzip), 10)}` : "";
    console.log(`${name(route)}${load(stats)}${pad(ratio, 10)}${weights}`);
  }

  const pages = routes.filter((r) => r.page);
  console.log(
    `\n${"uncached: every request rendered".padEnd(56)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("failed", 8)}${withBaseline ? `${pad("base req/s", 12)}${pad("speed-up", 10)}` : ""}`,
  );
  for (const route of pages) {
    const { uncached } = route.current;
    const base = route.baseline?.uncached;
    const extra =
      base && uncached
        ? `${pad(base.requestsPerSecond.toFixed(0), 12)}${pad(formatRatio(speedup(uncached, base)), 10)}`
        : "";
    console.log(`${name(route)}${load(uncached)}${extra}`);
  }

  console.log(
    `\n${`one at a time (median of ${renderSamples}), ms`.padEnd(56)}${pad("anon", 8)}${pad("signed", 8)}${pad("HTML", 10)}${withBaseline ? `${pad("base anon", 11)}${pad("signed", 8)}${pad("HTML", 10)}` : ""}`,
  );
  for (const route of pages) {
    const cells = (f: Figures | undefined) =>
      f
        ? `${pad(f.render?.median ?? "—", 8)}${pad(f.signedIn?.median ?? "—", 8)}${pad(f.htmlBytes ? kilobytes(f.htmlBytes) : "—", 10)}`
        : "";
    console.log(`${name(route)}${cells(route.current)}${route.baseline ? ` ${cells(route.baseline)}` : ""}`);
  }
  printSignedIn(routes, name);
  if (flood) {
    console.log(
      `\nflood (${options.connections * floodFactor} connections, uncached city page): ${describeFlood(flood)}`,
    );
    if (floodBaseline) {
      const ratio = (pick: (stats: RouteStats) => number) => formatRatio(pick(flood) / pick(floodBaseline));
      console.log(`  baseline: ${describeFlood(floodBaseline)}`);
      console.log(
        `  this build ÷ baseline: slowest answer ${ratio((s) => s.max)}, p99 ${ratio((s) => s.p99)}, p50 ${ratio((s) => s.p50)}, req/s ${ratio((s) => s.requestsPerSecond)}`,
      );
    }
  }
  console.log(`\nEXPLAIN: ${scans.length ? `sequential scans: ${scans.join("; ")}` : NO_FAILING_SCAN}`);
  console.log(`bar for pages as served: p99 < ${P99_BAR_MS} ms at ${options.connections} connections with zero errors`);
}

export function printChecks(checks: Check[]): void {
  console.log("\n── Goals ──");
  for (const check of checks) console.log(`${check.ok ? "PASS" : "FAIL"}  ${check.label}: ${check.detail}`);
  const failing = checks.filter((check) => !check.ok);
  console.log(
    `\nVERDICT: ${failing.length === 0 ? "PASS" : `FAIL (${failing.length} of ${checks.length} goals missed)`}`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
}
