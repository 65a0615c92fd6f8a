import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { UNCACHED_WORK_BASE, uncachedGoalAgainst } from "./baseline";
import { UNCACHED_HOLD, UNCACHED_SPEEDUP } from "./goals";

const commit = (ref: string) => execFileSync("git", ["rev-parse", ref], { encoding: "utf8" }).trim();

describe("the uncached throughput goal against a --compare build", () => {
  it("is five times the build before the uncached-render work, or any older one", () => {
    expect(uncachedGoalAgainst(commit(UNCACHED_WORK_BASE))).toBe(UNCACHED_SPEEDUP);
    expect(uncachedGoalAgainst(commit(`${UNCACHED_WORK_BASE}~3`))).toBe(UNCACHED_SPEEDUP);
  });

  it("is to hold the throughput against a build that has that work", () => {
    expect(uncachedGoalAgainst(commit("HEAD"))).toBe(UNCACHED_HOLD);
  });
});
