import { describe, expect, it } from "vitest";
import { parseDesignerSearch } from "./designer-search-schema";

const parse = (query: string) => parseDesignerSearch(new URLSearchParams(query));

const NO_TERMS = { freeSiteVisit: false, freeDesign3d: false, emiAvailable: false };

describe("parseDesignerSearch", () => {
  it("defaults to Most Popular, page 1, no filters", () => {
    expect(parse("")).toEqual({ verified: false, sort: "popular", page: 1, minRating: undefined, ...NO_TERMS });
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
      ...NO_TERMS,
    });
  });

  it("ignores bad values instead of failing", () => {
    expect(parse("budget=cheap&city=../etc&area=Bandra!&verified=yes&rating=9&q=%20%20&sort=random&page=-2")).toEqual({
      verified: false,
      sort: "popular",
      page: 1,
      minRating: undefined,
      ...NO_TERMS,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("budget=2000-1000").budget).toBeUndefined();
  });

  it("caps long searches", () => {
    expect(parse(`q=${"a".repeat(200)}`).q).toHaveLength(80);
  });
});
