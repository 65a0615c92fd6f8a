import { describe, expect, it } from "vitest";
import { quoteAccuracyText } from "./quote-accuracy";

describe("quoteAccuracyText", () => {
  it.each([
    [{ medianPercent: 4.5, records: 3 }, "Final bills were a median 4.5 % above the quote over 3 projects"],
    [{ medianPercent: -2, records: 12 }, "Final bills were a median 2 % below the quote over 12 projects"],
    [{ medianPercent: 0, records: 5 }, "Final bills matched the quote (median) over 5 projects"],
  ])("%o reads %s", (accuracy, text) => {
    expect(quoteAccuracyText(accuracy)).toBe(text);
  });
});
