import { describe, expect, it } from "vitest";
import { type ExplainedQuery, failingSequentialScans } from "./explain";
import { ONCE_A_MINUTE } from "./scenarios";

const query = (...seqScans: string[]): ExplainedQuery => ({
  sql: "select 1",
  planningMs: 0.1,
  executionMs: 1,
  lines: [],
  indexesUsed: [],
  seqScans,
});

describe("failingSequentialScans", () => {
  const explained = {
    "designer listing: name search": [query("brands")],
    "gallery: search": [query(), query("portfolio_images")],
    [`${ONCE_A_MINUTE}city counts`]: [query("brands")],
    "admin: cities": [query("cities")],
  };

  it("fails a per-request scan of a growing table once it holds more than 10,000 rows", () => {
    const rows = new Map([
      ["brands", 50_000],
      ["portfolio_images", 1_050_000],
    ]);
    expect(failingSequentialScans(explained, rows)).toEqual([
      "brands (designer listing: name search)",
      "portfolio_images (gallery: search)",
    ]);
  });

  it("lets the planner scan a growing table that is still small", () => {
    const rows = new Map([
      ["brands", 5_000],
      ["portfolio_images", 105_000],
    ]);
    expect(failingSequentialScans(explained, rows)).toEqual(["portfolio_images (gallery: search)"]);
  });
});
