import { describe, expect, it } from "vitest";
import { formatCompactRupees, formatRupeeRange, formatRupees } from "./money";

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(800)).toBe("₹800");
  });

  it("matches the en-IN locale's grouping for every digit count", () => {
    const indian = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const amount of [
      0, 7, 42, 999, 1000, 12_345, 99_999, 100_000, 1_234_567, 98_765_432, 123_456_789_012, 1499.6,
    ]) {
      expect(formatRupees(amount)).toBe(`₹${indian.format(Math.round(amount))}`);
      expect(formatRupees(-amount)).toBe(amount === 0 ? "₹0" : `₹-${indian.format(Math.round(amount))}`);
    }
  });
});

describe("formatCompactRupees (brand cost display)", () => {
  it("shows crore with one decimal from 1e7", () => {
    expect(formatCompactRupees(1e7)).toBe("₹1.0 Cr");
    expect(formatCompactRupees(25_000_000)).toBe("₹2.5 Cr");
    expect(formatCompactRupees(123_456_789)).toBe("₹12.3 Cr");
  });

  it("shows lakh from 1e5 up to just under a crore", () => {
    expect(formatCompactRupees(1e5)).toBe("₹1 Lakh");
    expect(formatCompactRupees(850_000)).toBe("₹8.5 Lakh");
    expect(formatCompactRupees(9_999_999)).toBe("₹100 Lakh");
  });

  it("shows thousands below a lakh and whole rupees below a thousand", () => {
    expect(formatCompactRupees(75_000)).toBe("₹75K");
    expect(formatCompactRupees(2_500)).toBe("₹2.5K");
    expect(formatCompactRupees(1_000)).toBe("₹1K");
    expect(formatCompactRupees(650)).toBe("₹650");
  });
});

describe("formatRupeeRange", () => {
  it("formats both ends, one end, or nothing", () => {
    expect(formatRupeeRange(800, 2500)).toBe("₹800 - ₹2,500");
    expect(formatRupeeRange(1200, 1200)).toBe("₹1,200");
    expect(formatRupeeRange(900, null)).toBe("From ₹900");
    expect(formatRupeeRange(null, 3000)).toBe("Up to ₹3,000");
    expect(formatRupeeRange(null, undefined)).toBeNull();
  });
});
