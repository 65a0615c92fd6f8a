import { describe, expect, it } from "vitest";
import {
  budgetOptions,
  designerSearchHref,
  hasActiveFilters,
  parseBudgetBand,
  parseDesignerSearch,
} from "./designer-search";

const parse = (query: string) => parseDesignerSearch(new URLSearchParams(query));

describe("parseDesignerSearch", () => {
  it("defaults to Most Popular, page 1, no filters", () => {
    expect(parse("")).toEqual({ verified: false, sort: "popular", page: 1, minRating: undefined });
  });

  it("reads every filter from the URL", () => {
    expect(
      parse("budget=1000-2000&city=mumbai&area=bandra&verified=1&rating=4&q=%20Studio%20%20Ka%20&sort=rating&page=3"),
    ).toEqual({
      budget: "1000-2000",
      city: "mumbai",
      area: "bandra",
      verified: true,
      minRating: 4,
      q: "Studio Ka",
      sort: "rating",
      page: 3,
    });
  });

  it("ignores bad values instead of failing", () => {
    expect(parse("budget=cheap&city=../etc&area=Bandra!&verified=yes&rating=9&q=%20%20&sort=random&page=-2")).toEqual({
      verified: false,
      sort: "popular",
      page: 1,
      minRating: undefined,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("budget=2000-1000").budget).toBeUndefined();
  });

  it("caps long searches", () => {
    expect(parse(`q=${"a".repeat(200)}`).q).toHaveLength(80);
  });
});

describe("parseBudgetBand", () => {
  it("maps band slugs to starting-price ranges", () => {
    expect(parseBudgetBand("under-1500")).toEqual({ max: 1500 });
    expect(parseBudgetBand("1500-2500")).toEqual({ min: 1500, max: 2500 });
    expect(parseBudgetBand("above-2500")).toEqual({ min: 2500 });
    expect(parseBudgetBand("lots")).toBeNull();
    expect(parseBudgetBand(undefined)).toBeNull();
  });
});

describe("designerSearchHref", () => {
  const search = parse("city=delhi&sort=rating&page=4");

  it("keeps the state, applies the change and resets to page 1", () => {
    expect(designerSearchHref("/interior-designers", search, { verified: true })).toBe(
      "/interior-designers?city=delhi&verified=1&sort=rating",
    );
  });

  it("keeps the page when the change is the page", () => {
    expect(designerSearchHref("/interior-designers", search, { page: 5 })).toBe(
      "/interior-designers?city=delhi&sort=rating&page=5",
    );
  });

  it("drops defaults", () => {
    expect(designerSearchHref("/interior-designers", search, { city: undefined, sort: "popular" })).toBe(
      "/interior-designers",
    );
  });

  it("round-trips through the parser", () => {
    const state = parse("budget=under-1000&rating=4.5&verified=1&q=oak&sort=price&page=2");
    const href = designerSearchHref("/x", state, { page: 2 });
    expect(parse(href.split("?")[1])).toEqual(state);
  });
});

describe("budgetOptions and hasActiveFilters", () => {
  it("labels the three bands", () => {
    expect(budgetOptions([1500, 2500])).toEqual([
      { value: "under-1500", label: "Under ₹1,500" },
      { value: "1500-2500", label: "₹1,500-₹2,500" },
      { value: "above-2500", label: "Above ₹2,500" },
    ]);
  });

  it("counts filters but not sort or page", () => {
    expect(hasActiveFilters(parse("sort=rating&page=2"))).toBe(false);
    expect(hasActiveFilters(parse("verified=1"))).toBe(true);
  });
});
