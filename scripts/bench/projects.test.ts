import { describe, expect, it } from "vitest";
import { PROJECT_RENDER_GOAL_MS } from "./goals";
import { type ProjectFigures, projectChecks } from "./projects";

const side = (name: "homeowner" | "brand", median: number): ProjectFigures["sides"][number] => ({
  side: name,
  render: { median, max: median * 2 },
  cpuMs: median - 2,
  queryMs: 4,
  htmlBytes: 150 * 1024,
  dataBytes: 50 * 1024,
});

const figures = (homeowner: number, brand: number): ProjectFigures => ({
  path: "/projects/p",
  rows: { updates: 40, photos: 164, payments: 10, changes: 5, snags: 20, events: 120 },
  sides: [side("homeowner", homeowner), side("brand", brand)],
});

describe("the project page's goal", () => {
  it("checks each side's median render against the goal, inclusive", () => {
    const checks = projectChecks(figures(PROJECT_RENDER_GOAL_MS, PROJECT_RENDER_GOAL_MS + 1));
    expect(checks.map((check) => [check.label, check.ok])).toEqual([
      [`project page (homeowner): render ≤ ${PROJECT_RENDER_GOAL_MS} ms`, true],
      [`project page (brand's owner): render ≤ ${PROJECT_RENDER_GOAL_MS} ms`, false],
    ]);
    expect(checks[1]?.detail).toBe(
      `median ${PROJECT_RENDER_GOAL_MS + 1} ms (server CPU ${PROJECT_RENDER_GOAL_MS - 1} ms, data read 4 ms)`,
    );
  });
});
