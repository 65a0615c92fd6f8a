import { describe, expect, it } from "vitest";
import {
  formatQuantity,
  formatRupees,
  gstPaise,
  lineAmountPaise,
  offerTotals,
  paisePerSqft,
  parseHundredths,
  splitByPercent,
} from "./money";

describe("parseHundredths", () => {
  it.each([
    ["1250", 125000],
    ["1,250.5", 125050],
    ["₹ 1,25,000.75", 12500075],
    ["0.01", 1],
    [" 42 ", 4200],
    ["0", 0],
  ])("reads %s as %i hundredths", (text, expected) => {
    expect(parseHundredths(text)).toBe(expected);
  });

  it.each(["", "abc", "-5", "1.234", "1e5", "12.", ".5", "1 000", "NaN", "Infinity", "9999999999999"])(
    "refuses %j",
    (text) => {
      expect(parseHundredths(text)).toBeNull();
    },
  );
});

describe("amounts in paise", () => {
  it.each([
    // quantity (hundredths), rate (paise), amount (paise)
    [100, 150000, 150000], // 1 × ₹1,500
    [12050, 145000, 17472500], // 120.5 sq ft × ₹1,450
    [33, 1, 0], // 0.33 × 1 paisa = 0.33 paisa → 0
    [50, 1, 1], // 0.5 paisa rounds half up
    [150, 333, 500], // 1.5 × 3.33 = 4.995 → 5.00
    [1_000_000_00, 1_00_00_000_00, 1_000_000_000_000_000], // 10 lakh × ₹1 crore = ₹10^13, exact
  ])("%i hundredths × %i paise = %i paise", (quantity, rate, amount) => {
    expect(lineAmountPaise(quantity, rate)).toBe(amount);
  });

  it("adds 18 % GST rounded half up to the paisa", () => {
    expect(gstPaise(100)).toBe(18);
    expect(gstPaise(1)).toBe(0); // 0.18 paisa
    expect(gstPaise(3)).toBe(1); // 0.54 paisa
    expect(gstPaise(25)).toBe(5); // 4.5 paise → 5
    expect(offerTotals([17472500, 150000])).toEqual({
      subtotalPaise: 17622500,
      gstPaise: 3172050,
      totalPaise: 20794550,
    });
    expect(offerTotals([])).toEqual({ subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it("never drifts the way floating point does", () => {
    // 0.1 + 0.2 in rupees: 10 + 20 paise is exactly 30.
    expect(offerTotals([10, 20]).subtotalPaise).toBe(30);
    expect(lineAmountPaise(parseHundredths("1.15") ?? 0, parseHundredths("100") ?? 0)).toBe(11500);
  });

  it("gives ₹ per sq ft to the paisa", () => {
    expect(paisePerSqft(1_50_000_00, 1000)).toBe(15000);
    expect(paisePerSqft(100, 3)).toBe(33);
    expect(paisePerSqft(200, 3)).toBe(67);
  });

  it("formats in Indian grouping", () => {
    expect(formatRupees(1_23_456_50)).toBe("₹1,23,456.50");
    expect(formatRupees(10_00_000_00)).toBe("₹10,00,000");
    expect(formatQuantity(12050)).toBe("120.5");
  });
});

describe("splitByPercent", () => {
  it.each([
    [100_00, [10, 50, 40], [10_00, 50_00, 40_00]],
    [100, [33, 33, 34], [33, 33, 34]],
    [1, [50, 50], [1, 0]],
    [10, [33, 33, 34], [3, 4, 3]],
    [1_18_001, [10, 40, 50], [11_800, 47_201, 59_000]],
    [99_999_99, [25, 25, 25, 25], [25_00_000, 25_00_000, 24_99_999, 25_00_000]],
    [5_00_00_000_00, [100], [5_00_00_000_00]],
  ])("splits %i paise by %j into %j", (total, percents, expected) => {
    const stages = splitByPercent(total, percents);
    expect(stages).toEqual(expected);
    expect(stages.reduce((sum, stage) => sum + stage, 0)).toBe(total);
  });
});
