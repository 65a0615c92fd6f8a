import { describe, expect, it } from "vitest";
import { lastMonths, monthLabel } from "./analytics";

describe("analytics months", () => {
  it("lists the months ending with the current one, oldest first, across a year boundary", () => {
    expect(lastMonths("2026-02-01", 4)).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"]);
    expect(lastMonths("2026-12-01", 12)).toHaveLength(12);
    expect(lastMonths("2026-12-01", 12)[0]).toBe("2026-01-01");
  });

  it("labels months", () => {
    expect(monthLabel("2026-03-01")).toBe("Mar 2026");
    expect(monthLabel("2025-12-01", false)).toBe("Dec");
  });
});
