import { describe, expect, it } from "vitest";
import {
  type Figures,
  type RouteResult,
  routeChecks,
  scaleChecks,
  scaleComparisons,
  speedup,
  UNCACHED_HOLD,
} from "./goals";
import type { RouteStats } from "./load";

const stats = (requestsPerSecond: number, p99 = 50, errors = 0): RouteStats => {
  const run = { requestsPerSecond, p50: p99 / 2, p99, max: p99, errors, non2xx: 0, shed: 0 };
  return { ...run, runs: [run] };
};

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  status: 200,
  htmlBytes: 100 * 1024,
  render: { median: 12, max: 20 },
  signedIn: { median: 14, max: 22 },
  stats: stats(1000),
  uncached: stats(300),
  ...overrides,
});

const city = (current: Figures, baseline?: Figures): RouteResult => ({
  name: "city page",
  path: "/interior-designers/mumbai",
  page: true,
  goal: { renderMs: 20, htmlKb: 120 },
  current,
  baseline,
});

const failed = (route: RouteResult) =>
  routeChecks([route])
    .filter((check) => !check.ok)
    .map((check) => check.label);

describe("bench goals", () => {
  it("passes a page that meets every goal", () => {
    expect(failed(city(figures(), figures({ uncached: stats(50) })))).toEqual([]);
  });

  it("fails slow renders (anonymous or signed in), big HTML, uncached errors and a small speed-up", () => {
    const current = figures({
      signedIn: { median: 21, max: 30 },
      htmlBytes: 121 * 1024,
      uncached: stats(300, 50, 2),
    });
    expect(failed(city(current, figures({ uncached: stats(100) })))).toEqual([
      "city page: render (signed in) ≤ 20 ms",
      "city page: HTML ≤ 120 KB",
      "city page: uncached at full load, zero errors",
      "city page: uncached req/s ≥ 5× the baseline",
    ]);
  });

  it("asks a later baseline only to hold its uncached throughput, within the machine's noise", () => {
    const holds = (current: number) =>
      routeChecks([city(figures({ uncached: stats(current) }), figures({ uncached: stats(100) }))], UNCACHED_HOLD)
        .filter((check) => check.label.includes("uncached req/s"))
        .map((check) => [check.label, check.ok]);
    expect(holds(80)).toEqual([["city page: uncached req/s ≥ 0.75× the baseline", true]]);
    expect(holds(70)).toEqual([["city page: uncached req/s ≥ 0.75× the baseline", false]]);
  });

  it("counts a baseline that answered nothing as an infinite speed-up", () => {
    expect(speedup(stats(10), stats(0))).toBe(Number.POSITIVE_INFINITY);
    expect(speedup(stats(0), stats(0))).toBe(0);
  });

  it("compares the scaled run with the normal one, worse meaning slower or fewer requests", () => {
    const base = [city(figures())];
    const scaled = [city(figures({ stats: stats(500), uncached: stats(290), render: { median: 15, max: 20 } }))];
    const rows = scaleComparisons(base, scaled);
    expect(rows.map((row) => [row.figure, Number(row.worse.toFixed(2))])).toEqual([
      ["as served req/s", 2],
      ["uncached req/s", 1.03],
      ["render ms", 1.25],
    ]);
    expect(scaleChecks(rows).map((check) => check.ok)).toEqual([false, true, true]);
  });
});
