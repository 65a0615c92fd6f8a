import { describe, expect, it } from "vitest";
import { isSlugShaped, nextFreeSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Cedar Spaces Decor", "cedar-spaces-decor"],
    ["  Rao   &  Sons  ", "rao-sons"],
    ["Studio Ardhā (Pune)", "studio-ardha-pune"],
    ["A.B. Interiors", "ab-interiors"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["कला डिज़ाइन", "brand"],
    ["---", "brand"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("keeps slugs short enough for a suffix", () => {
    expect(slugify("x".repeat(200))).toHaveLength(60);
  });
});

describe("nextFreeSlug", () => {
  it("adds the first free numeric suffix", () => {
    expect(nextFreeSlug("studio", new Set())).toBe("studio");
    expect(nextFreeSlug("studio", new Set(["studio"]))).toBe("studio-2");
    expect(nextFreeSlug("studio", new Set(["studio", "studio-2", "studio-3"]))).toBe("studio-4");
  });
});

describe("isSlugShaped", () => {
  it("accepts what slugify makes and refuses control characters, capitals and over-long values", () => {
    expect(isSlugShaped(slugify("Studio Ardhā (Pune)"))).toBe(true);
    for (const value of ["\u0000", "Studio", "a b", "x".repeat(201), ""])
      expect(isSlugShaped(value), value).toBe(false);
  });
});
