import { describe, expect, it } from "vitest";
import { responseTimeLabel } from "./response-time";

describe("responseTimeLabel", () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, "Usually responds within 1 hour"],
    [60, "Usually responds within 1 hour"],
    [61, "Usually responds within 2 hours"],
    [47 * 60, "Usually responds within 47 hours"],
    [48 * 60, "Usually responds within 2 days"],
    [49 * 60, "Usually responds within 3 days"],
  ])("%s minutes → %s", (minutes, label) => {
    expect(responseTimeLabel(minutes)).toBe(label);
  });
});
