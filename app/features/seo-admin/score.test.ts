import { describe, expect, it } from "vitest";
import { SEO_SCORE_MAX } from "~/content/seo";
import { missingForScore, seoScore, seoScoreLabel } from "./score";

const complete = {
  metaTitle: "Interior Designers in {city}",
  metaDescription: "Compare designers.",
  h1Heading: "Designers in {city}",
  canonicalUrl: "/interior-designers/chennai",
  ogTitle: "OG title",
  ogDescription: "OG description",
  twitterTitle: "Twitter title",
  twitterDescription: "Twitter description",
  schemaMarkup: { "@type": "Organization" },
};

describe("seoScore", () => {
  it("gives 10 for a complete page and 0 for an empty one", () => {
    expect(seoScore(complete)).toBe(SEO_SCORE_MAX);
    expect(seoScore({})).toBe(0);
  });

  it.each([
    ["metaTitle", 2],
    ["metaDescription", 2],
    ["h1Heading", 1],
    ["canonicalUrl", 1],
    ["ogTitle", 2],
    ["ogDescription", 2],
    ["twitterTitle", 1],
    ["twitterDescription", 1],
    ["schemaMarkup", 1],
  ] as const)("loses the points of %s (%i) when it is missing", (field, points) => {
    expect(seoScore({ ...complete, [field]: null })).toBe(SEO_SCORE_MAX - points);
    expect(seoScore({ ...complete, [field]: "   " })).toBe(SEO_SCORE_MAX - points);
  });

  it("counts Open Graph and Twitter only when title and description are both there", () => {
    expect(seoScore({ ogTitle: "t" })).toBe(0);
    expect(seoScore({ ogTitle: "t", ogDescription: "d" })).toBe(2);
    expect(seoScore({ twitterDescription: "d" })).toBe(0);
    expect(seoScore({ twitterTitle: "t", twitterDescription: "d" })).toBe(1);
  });

  it("counts schema markup that is any JSON value but null, or non-blank text in the form", () => {
    expect(seoScore({ schemaMarkup: {} })).toBe(1);
    expect(seoScore({ schemaMarkup: '{"@type":"Thing"}' })).toBe(1);
    expect(seoScore({ schemaMarkup: null })).toBe(0);
  });

  it("lists what is missing with its points", () => {
    expect(missingForScore({ ...complete, ogDescription: "", schemaMarkup: null })).toEqual([
      { label: "Open Graph title and description", points: 2 },
      { label: "Schema markup", points: 1 },
    ]);
    expect(missingForScore(complete)).toEqual([]);
  });
});

describe("seoScoreLabel", () => {
  it.each([
    [10, "Excellent"],
    [8, "Excellent"],
    [7, "Good"],
    [6, "Good"],
    [5, "Fair"],
    [4, "Fair"],
    [3, "Poor"],
    [0, "Poor"],
  ] as const)("%i/10 is %s", (score, label) => {
    expect(seoScoreLabel(score)).toBe(label);
  });
});
