import { describe, expect, it } from "vitest";
import { budgetPriceBand, type DesignerCandidate, pickRecipients, priceFitDistance, rankByFit } from "./matching";

let n = 0;
function designer(values: Partial<DesignerCandidate>): DesignerCandidate {
  n += 1;
  return {
    id: `id-${n}`,
    slug: `studio-${n}`,
    brandName: `Studio ${n}`,
    rating: 4.5,
    reviewCount: 10,
    minProjectCost: 1000,
    maxProjectCost: 1500,
    areasServed: [],
    ...values,
  };
}

describe("budgetPriceBand", () => {
  it("divides the budget by a typical 1,000 sq ft home", () => {
    expect(budgetPriceBand("10-15-lakh")).toEqual({ min: 1000, max: 1500 });
    expect(budgetPriceBand("under-2-lakh")).toEqual({ min: 0, max: 200 });
    expect(budgetPriceBand("above-25-lakh")).toEqual({ min: 2500, max: Number.POSITIVE_INFINITY });
  });

  it("has no band without a (known) budget", () => {
    expect(budgetPriceBand(undefined)).toBeNull();
    expect(budgetPriceBand("")).toBeNull();
    expect(budgetPriceBand("lots")).toBeNull();
  });
});

describe("priceFitDistance", () => {
  const band = { min: 1000, max: 1500 };
  it("is 0 when the ranges overlap", () => {
    expect(priceFitDistance({ minProjectCost: 1400, maxProjectCost: 2500 }, band)).toBe(0);
    expect(priceFitDistance({ minProjectCost: 600, maxProjectCost: 1000 }, band)).toBe(0);
  });
  it("is the rupee gap otherwise", () => {
    expect(priceFitDistance({ minProjectCost: 500, maxProjectCost: 800 }, band)).toBe(200);
    expect(priceFitDistance({ minProjectCost: 1800, maxProjectCost: 3000 }, band)).toBe(300);
  });
  it("treats a missing band as unknown (last) and no budget as fitting everyone", () => {
    expect(priceFitDistance({ minProjectCost: null, maxProjectCost: null }, band)).toBe(Number.POSITIVE_INFINITY);
    expect(priceFitDistance({ minProjectCost: null, maxProjectCost: null }, null)).toBe(0);
    expect(priceFitDistance({ minProjectCost: 1600, maxProjectCost: null }, band)).toBe(100);
  });
});

describe("rankByFit", () => {
  it("orders by fit, then rating (unrated last), then review count", () => {
    const band = budgetPriceBand("10-15-lakh");
    const far = designer({ brandName: "Far", minProjectCost: 2500, maxProjectCost: 3000, rating: 5 });
    const near = designer({ brandName: "Near", minProjectCost: 1600, maxProjectCost: 2000, rating: 5 });
    const fitLow = designer({ brandName: "Fit low", rating: 4.1 });
    const fitHigh = designer({ brandName: "Fit high", rating: 4.9 });
    const fitUnrated = designer({ brandName: "Fit unrated", rating: null });
    const fitHighMoreReviews = designer({ brandName: "Fit high, more reviews", rating: 4.9, reviewCount: 99 });
    const ranked = rankByFit([far, fitUnrated, near, fitLow, fitHigh, fitHighMoreReviews], band);
    expect(ranked.map((d) => d.brandName)).toEqual([
      "Fit high, more reviews",
      "Fit high",
      "Fit low",
      "Fit unrated",
      "Near",
      "Far",
    ]);
  });
});

describe("pickRecipients", () => {
  it("sends to every fitting designer, at most 5, best rated first", () => {
    const fitting = [4.0, 4.9, 4.2, 4.8, 4.4, 4.6, 4.1].map((rating) => designer({ rating }));
    const expensive = designer({ minProjectCost: 3000, maxProjectCost: 4000, rating: 5 });
    const picked = pickRecipients([...fitting, expensive], { budget: "10-15-lakh" });
    expect(picked.map((d) => d.rating)).toEqual([4.9, 4.8, 4.6, 4.4, 4.2]);
  });

  it("tops up with the nearest price bands when fewer than 3 fit", () => {
    const fit = designer({ brandName: "Fit" });
    const near = designer({ brandName: "Near", minProjectCost: 1600, maxProjectCost: 2200 });
    const far = designer({ brandName: "Far", minProjectCost: 2600, maxProjectCost: 3200 });
    const farthest = designer({ brandName: "Farthest", minProjectCost: 3600, maxProjectCost: 4200 });
    const picked = pickRecipients([farthest, far, near, fit], { budget: "10-15-lakh" });
    expect(picked.map((d) => d.brandName)).toEqual(["Fit", "Near", "Far"]);
  });

  it("keeps to the locality when at least 3 designers serve it", () => {
    const local = ["Koramangala", "koramangala", "KORAMANGALA "].map((area) =>
      designer({ areasServed: [area], rating: 4 }),
    );
    const elsewhere = [designer({ areasServed: ["Whitefield"], rating: 5 })];
    const picked = pickRecipients([...elsewhere, ...local], { localityName: "Koramangala" });
    expect(picked).toHaveLength(3);
    expect(picked.every((d) => d.areasServed.some((a) => a.trim().toLowerCase() === "koramangala"))).toBe(true);
  });

  it("falls back to the whole city when fewer than 3 serve the locality", () => {
    const local = designer({ areasServed: ["HSR Layout"], rating: 4 });
    const city = [5, 4.8, 4.6, 4.4].map((rating) => designer({ areasServed: ["Whitefield"], rating }));
    const picked = pickRecipients([local, ...city], { localityName: "HSR Layout" });
    expect(picked.map((d) => d.rating)).toEqual([5, 4.8, 4.6, 4.4, 4]);
  });

  it("returns whoever there is in a city with fewer than 3 designers, and nobody in an empty one", () => {
    const only = designer({});
    expect(pickRecipients([only], { budget: "2-5-lakh" })).toEqual([only]);
    expect(pickRecipients([], { budget: "2-5-lakh" })).toEqual([]);
  });
});
