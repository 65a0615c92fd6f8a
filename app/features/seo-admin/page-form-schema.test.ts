import { describe, expect, it } from "vitest";
import { SEO_MESSAGES } from "~/content/seo";
import { EMPTY_SEO_FORM, schemaWarnings, seoFormValues, seoFormWarnings } from "./page-form";
import { parseSeoPageForm } from "./page-form-schema";

/** The form as a browser posts it: every text field, the checkbox only when ticked. */
const post = (values: Record<string, string | boolean> = {}) => {
  const { isActive: _isActive, ...texts } = EMPTY_SEO_FORM;
  return { ...texts, isActive: "on", ...values };
};

describe("SEO page form", () => {
  it("requires a page type, with its toast", () => {
    const result = parseSeoPageForm(post({ pageType: "" }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { pageType: SEO_MESSAGES.pageTypeRequired },
      toast: { title: "Validation Error", description: "Page type is required" },
    });
    expect(parseSeoPageForm(post({ pageType: "landing" }))).toMatchObject({
      ok: false,
      fieldErrors: { pageType: "Choose a page type from the list." },
    });
  });

  it("stores the defaults, empty texts as null and an unticked box as inactive", () => {
    const result = parseSeoPageForm({ pageType: "home" });
    expect(result).toEqual({
      ok: true,
      input: {
        pageType: "home",
        pageIdentifier: "",
        metaTitle: null,
        metaDescription: null,
        metaKeywords: null,
        canonicalUrl: null,
        ogTitle: null,
        ogDescription: null,
        ogImage: null,
        ogType: "website",
        twitterCard: "summary_large_image",
        twitterTitle: null,
        twitterDescription: null,
        twitterImage: null,
        robots: "index,follow",
        h1Heading: null,
        schemaMarkup: null,
        isActive: false,
      },
    });
    expect(parseSeoPageForm(post({ pageType: "home", metaTitle: "  Trimmed  " }))).toMatchObject({
      input: { metaTitle: "Trimmed", isActive: true },
    });
  });

  it("accepts exactly the catalogue's option lists", () => {
    for (const [field, value] of [
      ["ogType", "music.song"],
      ["twitterCard", "player"],
      ["robots", "noindex,nofollow"],
    ] as const) {
      expect(parseSeoPageForm(post({ pageType: "home", [field]: value }))).toMatchObject({ input: { [field]: value } });
    }
    for (const [field, value] of [
      ["ogType", "blog"],
      ["twitterCard", "gallery"],
      ["robots", "all"],
    ] as const) {
      expect(parseSeoPageForm(post({ pageType: "home", [field]: value }))).toMatchObject({ ok: false });
    }
  });

  it("refuses invalid JSON with its toast, and JSON that is not JSON-LD objects", () => {
    expect(parseSeoPageForm(post({ pageType: "home", schemaMarkup: "{ not json" }))).toMatchObject({
      ok: false,
      fieldErrors: { schemaMarkup: "Schema markup must be valid JSON" },
      toast: { title: "Invalid JSON", description: "Schema markup must be valid JSON" },
    });
    for (const markup of ["42", '"text"', "[]", "[1, 2]", "null"]) {
      expect(parseSeoPageForm(post({ pageType: "home", schemaMarkup: markup }))).toMatchObject({
        ok: false,
        toast: { title: "Validation Error" },
      });
    }
    expect(parseSeoPageForm(post({ pageType: "home", schemaMarkup: '[{"@type":"Thing"}]' }))).toMatchObject({
      input: { schemaMarkup: [{ "@type": "Thing" }] },
    });
  });

  it("checks the identifier against the page type, normalizing it first", () => {
    const identifier = (pageType: string, pageIdentifier: string) => {
      const result = parseSeoPageForm(post({ pageType, pageIdentifier }));
      return result.ok ? result.input.pageIdentifier : result.fieldErrors.pageIdentifier;
    };
    expect(identifier("city_page", " /Chennai/ ")).toBe("chennai");
    expect(identifier("locality_page", "Chennai//Adyar")).toBe("chennai/adyar");
    expect(identifier("room_design", "Living_Room/Modern")).toBe("living-room/modern");
    expect(identifier("home", "")).toBe("");
    expect(identifier("home", "x")).toBe("The Home page is a single page: leave the identifier empty.");
    expect(identifier("city_page", "")).toBe("Enter a city slug, e.g. chennai.");
    expect(identifier("locality_page", "adyar")).toMatch(/city-slug\/locality-slug/);
    expect(identifier("room_design", "garage")).toMatch(/^'garage' is not a room/);
    expect(identifier("room_design", "kitchen/gothic")).toMatch(/^'gothic' is not a style/);
    expect(identifier("brand_profile", "a b")).toMatch(/brand slug/);
  });

  it("refuses markup, odd addresses and text over the hard limits, with the field's name", () => {
    const errors = (values: Record<string, string>) => {
      const result = parseSeoPageForm(post({ pageType: "home", ...values }));
      return result.ok ? {} : result.fieldErrors;
    };
    expect(errors({ metaTitle: "<script>alert(1)</script>" })).toEqual({
      metaTitle: "Meta title can't contain HTML tags.",
    });
    expect(errors({ ogTitle: "Homes <3 designers" })).toEqual({});
    expect(errors({ canonicalUrl: "javascript:alert(1)" }).canonicalUrl).toMatch(
      /^Canonical URL must be a full address/,
    );
    expect(errors({ ogImage: "//evil.example/x.png" }).ogImage).toMatch(/OG image/);
    expect(errors({ canonicalUrl: "https://nivasa.in/interior-designers", ogImage: "/media/x.webp" })).toEqual({});
    expect(errors({ metaDescription: "d".repeat(501) })).toEqual({
      metaDescription: "Meta description must be at most 500 characters.",
    });
  });

  it("warns about long titles and descriptions without refusing them", () => {
    const values = { ...EMPTY_SEO_FORM, pageType: "home", metaTitle: "t".repeat(61), metaDescription: "d".repeat(161) };
    expect(parseSeoPageForm(post(values))).toMatchObject({ ok: true });
    expect(seoFormWarnings(values)).toEqual([
      "Meta title is longer than 60 characters. Consider shortening it for better SEO.",
      "Meta description is longer than 160 characters. Consider shortening it for better SEO.",
    ]);
    expect(seoFormWarnings({ ...values, metaTitle: "t".repeat(60), metaDescription: "d".repeat(160) })).toEqual([]);
  });

  it("warns about structured data without @context or @type, or with a type schema.org doesn't have", () => {
    expect(schemaWarnings({ "@context": "https://schema.org", "@type": "LocalBusiness" })).toEqual([]);
    expect(
      schemaWarnings({
        "@context": "https://schema.org",
        "@graph": [{ "@type": "FAQPage" }, { "@type": "Organization" }],
      }),
    ).toEqual([]);
    expect(schemaWarnings({ "@type": "LocalBusiness" })).toEqual([
      'Schema markup has no "@context": add "@context": "https://schema.org".',
    ]);
    expect(schemaWarnings({ "@context": "https://schema.org", name: "x" })).toEqual([
      'Schema markup has no "@type": say what it describes, e.g. "Organization".',
    ]);
    expect(
      schemaWarnings({ "@context": "https://example.org", "@type": ["LocalBussiness", "https://schema.org/Store"] }),
    ).toEqual([
      'Schema markup\'s "@context" is not schema.org: use "https://schema.org".',
      '"LocalBussiness" is not a schema.org type: check its spelling (e.g. LocalBusiness, FAQPage).',
    ]);
    expect(schemaWarnings(null)).toEqual([]);
  });

  it("shows a stored page in the form, schema markup pretty-printed", () => {
    const values = seoFormValues({
      pageType: "city_page",
      pageIdentifier: "chennai",
      metaTitle: "T",
      metaDescription: null,
      isActive: false,
      ogType: "article",
      twitterCard: "summary",
      robots: "noindex,follow",
      schemaMarkup: { "@type": "Thing" },
    });
    expect(values).toMatchObject({
      pageType: "city_page",
      pageIdentifier: "chennai",
      metaTitle: "T",
      metaDescription: "",
      isActive: false,
      ogType: "article",
      schemaMarkup: '{\n  "@type": "Thing"\n}',
    });
  });
});
