import { describe, expect, it } from "vitest";
import { SEO_PAGE_TYPES } from "~/content/catalog";
import { matchesPaths, publicPaths } from "./targets";

describe("the public pages of an SEO page", () => {
  it("has a page for every page type", () => {
    for (const type of SEO_PAGE_TYPES) expect(publicPaths(type, "x/y").length).toBeGreaterThan(0);
  });

  it("covers both addresses of a locality and of a room", () => {
    expect(publicPaths("locality_page", "chennai/adyar")).toEqual([
      "/interior-designers/chennai/adyar",
      "/locality/chennai/adyar",
    ]);
    expect(publicPaths("room_design", "living-room/modern")).toEqual([
      "/design-ideas/living-room/modern",
      "/design-gallery/living-room/modern",
    ]);
  });

  it("matches requested paths however they are spelled, and nothing else", () => {
    const matches = matchesPaths([...publicPaths("room_design", "living-room"), ...publicPaths("design_gallery", "")]);
    for (const path of [
      "/design-ideas/living-room",
      "/design-ideas/Living_Room",
      "/design-gallery/living%5Froom/",
      "/design-ideas",
    ]) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of ["/design-ideas/living-room/modern", "/design-ideas/kitchen", "/"]) {
      expect(matches(path), path).toBe(false);
    }
    expect(matchesPaths(publicPaths("home", ""))("/")).toBe(true);
    expect(matchesPaths(["/brand/%zz"])("/brand/%zz")).toBe(true);
  });
});
