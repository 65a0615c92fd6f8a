import { describe, expect, it } from "vitest";
import { budgetOptions, designerSearchHref, hasActiveFilters, parseBudgetBand } from "./designer-search";
import { parseDesignerSearch } from "./designer-search-schema";

const parse = (query: string) => parseDesignerSearch(new URLSearchParams(query));

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

describe("standard-terms filters", () => {
  it("read from the URL and written back; bad values are off", () => {
    const state = parse("visit=1&design3d=1&emi=1&warranty=5");
    expect(state).toMatchObject({ freeSiteVisit: true, freeDesign3d: true, emiAvailable: true, minWarranty: 5 });
    expect(designerSearchHref("/x", state, {})).toBe("/x?visit=1&design3d=1&emi=1&warranty=5");
    expect(hasActiveFilters(parse("emi=1"))).toBe(true);
    expect(parse("visit=yes&warranty=-3&emi=")).toMatchObject({
      freeSiteVisit: false,
      emiAvailable: false,
      minWarranty: undefined,
    });
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
