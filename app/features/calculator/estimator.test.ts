import { describe, expect, it } from "vitest";
import {
  DEFAULT_ESTIMATE_INPUT,
  estimate,
  estimateSearchParams,
  formatEstimateRange,
  parseEstimateInput,
  tierRate,
} from "./estimator";

const params = (query: string) => parseEstimateInput(new URLSearchParams(query));

describe("tierRate", () => {
  it("uses the city's own tiers and India-wide tiers elsewhere", () => {
    expect(tierRate("bangalore", "premium")).toEqual({ min: 1200, max: 1800 });
    expect(tierRate("mumbai", "luxury")).toEqual({ min: 2100, max: 3000 });
    expect(tierRate("hyderabad", "basic")).toEqual({ min: 600, max: 1000 });
    expect(tierRate("jaipur", "basic")).toEqual({ min: 800, max: 1200 });
    expect(tierRate("", "luxury")).toEqual({ min: 1800, max: 2500 });
  });
});

describe("estimate", () => {
  it("prices a premium 2 BHK in Bangalore room by room", () => {
    const result = estimate(params("city=bangalore&property=2bhk&tier=premium"));
    expect(result.carpetSqft).toBe(850);
    expect(result.rate).toEqual({ min: 1200, max: 1800 });
    expect(result.lines.map((l) => [l.label, l.count, l.sqft, l.min, l.max])).toEqual([
      ["Living room", 1, 220, 264_000, 396_000],
      ["Dining area", 1, 100, 108_000, 162_000],
      ["Kitchen", 1, 90, 173_000, 259_000],
      ["Bedroom", 2, 300, 396_000, 594_000],
      ["Bathroom", 2, 90, 140_000, 211_000],
    ]);
    expect(result.total).toEqual({ min: 1_081_000, max: 1_622_000 });
  });

  it("costs more for a luxury finish, a pricier city and a bigger home", () => {
    const base = estimate(params("city=pune&property=2bhk&tier=basic")).total.min;
    expect(estimate(params("city=pune&property=2bhk&tier=luxury")).total.min).toBeGreaterThan(base);
    expect(estimate(params("city=mumbai&property=2bhk&tier=basic")).total.min).toBeGreaterThan(base);
    expect(estimate(params("city=pune&property=3bhk&tier=basic")).total.min).toBeGreaterThan(base);
  });

  it("scales rooms with the carpet area the homeowner gives", () => {
    const typical = estimate(params("city=chennai&property=2bhk"));
    const bigger = estimate(params("city=chennai&property=2bhk&area=1700"));
    expect(bigger.carpetSqft).toBe(1700);
    expect(bigger.lines[0].sqft).toBe(typical.lines[0].sqft * 2);
    expect(bigger.total.min).toBeCloseTo(typical.total.min * 2, -4);
  });

  it("prices only the rooms chosen, with the kitchen layout", () => {
    const kitchenOnly = "city=delhi&property=3bhk&rooms_for=3bhk&kitchen=1&bedrooms=0&bathrooms=0";
    const lShaped = estimate(params(`${kitchenOnly}&layout=l_shaped`));
    const island = estimate(params(`${kitchenOnly}&layout=island`));
    expect(lShaped.lines.map((l) => l.label)).toEqual(["Kitchen"]);
    expect(island.total.min / lShaped.total.min).toBeCloseTo(1.3, 1);
    expect(estimate(params("property=1bhk&rooms_for=1bhk&bedrooms=0&bathrooms=0")).total).toEqual({ min: 0, max: 0 });
  });

  it("formats a villa in crore territory", () => {
    const villa = estimate(params("city=mumbai&property=villa&tier=luxury&area=6000"));
    expect(villa.total.max).toBeGreaterThan(10_000_000);
  });
});

describe("parseEstimateInput", () => {
  it("defaults to a premium 2 BHK at India-wide rates", () => {
    expect(params("")).toEqual(DEFAULT_ESTIMATE_INPUT);
  });

  it("uses the property type's usual rooms until rooms are chosen for that type", () => {
    // Rooms chosen for a 2 BHK don't carry over once the type changes to 3 BHK.
    const switched = params("property=3bhk&rooms_for=2bhk&bedrooms=1&living=1");
    expect(switched.rooms).toMatchObject({ bedrooms: 3, bathrooms: 3, dining: true, balcony: true });
    const chosen = params("property=3bhk&rooms_for=3bhk&bedrooms=1&living=1");
    expect(chosen.rooms).toEqual({
      living: true,
      dining: false,
      kitchen: false,
      bedrooms: 1,
      bathrooms: 0,
      office: false,
      kids: false,
      balcony: false,
    });
  });

  it("turns bad values into defaults or limits instead of failing", () => {
    const input = params("city=atlantis&property=castle&tier=gold&layout=round&area=abc&bedrooms=99&rooms_for=2bhk");
    expect(input).toMatchObject({ city: "", property: "2bhk", tier: "premium", kitchenLayout: "l_shaped" });
    expect(input.carpetSqft).toBeNull();
    expect(input.rooms.bedrooms).toBe(8);
    expect(params("area=50").carpetSqft).toBe(200);
    expect(params("area=1,250").carpetSqft).toBe(1250);
  });

  it("round-trips through the URL", () => {
    const input = params("city=kochi&property=4bhk&area=1900&tier=luxury");
    expect(parseEstimateInput(estimateSearchParams(input))).toEqual(input);
  });
});

describe("formatEstimateRange", () => {
  it("writes lakh and crore ranges compactly", () => {
    expect(formatEstimateRange({ min: 1_081_000, max: 1_622_000 })).toBe("₹10.8 - 16.2 Lakh");
    expect(formatEstimateRange({ min: 85_000, max: 140_000 })).toBe("₹85K - ₹1.4 Lakh");
    expect(formatEstimateRange({ min: 9_500_000, max: 14_000_000 })).toBe("₹95 Lakh - ₹1.4 Cr");
    expect(formatEstimateRange({ min: 12_000_000, max: 18_000_000 })).toBe("₹1.2 - 1.8 Cr");
  });
});
