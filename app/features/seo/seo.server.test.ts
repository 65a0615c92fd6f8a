import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { seoPages } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { organization } from "./meta";
import { clearSeoCache, resolveSeo, SEO_CACHE_TTL_MS } from "./seo.server";

const origin = "https://nivasa.example";

describeEachDatabase("resolveSeo", (getDb) => {
  const chennai = {
    pageType: "city_page" as const,
    identifier: "chennai",
    path: "/interior-designers/chennai",
    origin,
    placeholders: { city: "Chennai" },
    defaults: {
      title: "Interior Designers in {city} | Nivasa",
      description: "Find the best interior designers in {city}.",
      h1: "Interior Designers in {city}",
      jsonLd: [organization(origin)],
    },
  };

  beforeEach(async () => {
    await getDb().delete(seoPages);
    clearSeoCache();
  });

  it("uses the page's defaults, with placeholders filled, when no override exists", async () => {
    const seo = await resolveSeo(getDb(), chennai);
    expect(seo.title).toBe("Interior Designers in Chennai | Nivasa");
    expect(seo.description).toBe("Find the best interior designers in Chennai.");
    expect(seo.h1).toBe("Interior Designers in Chennai");
    expect(seo.canonical).toBe("https://nivasa.example/interior-designers/chennai");
    expect(seo.robots).toBe("index,follow");
    expect(seo.jsonLd).toHaveLength(1);
  });

  it("lets an active override's non-empty fields replace the defaults", async () => {
    await getDb()
      .insert(seoPages)
      .values({
        pageType: "city_page",
        pageIdentifier: "chennai",
        metaTitle: "Top {city} Interior Designers",
        metaDescription: "   ",
        metaKeywords: "chennai interiors",
        canonicalUrl: "/interior-designers/chennai",
        ogTitle: "Design your {city} home",
        ogImage: "https://cdn.example/og.jpg",
        ogType: "article",
        twitterCard: "summary",
        robots: "noindex,follow",
        h1Heading: "Chennai's best designers",
        schemaMarkup: { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] },
      });
    const seo = await resolveSeo(getDb(), chennai);
    expect(seo.title).toBe("Top Chennai Interior Designers");
    expect(seo.description).toBe("Find the best interior designers in Chennai.");
    expect(seo.keywords).toBe("chennai interiors");
    expect(seo.canonical).toBe("https://nivasa.example/interior-designers/chennai");
    expect(seo.og).toMatchObject({
      title: "Design your Chennai home",
      type: "article",
      image: "https://cdn.example/og.jpg",
    });
    expect(seo.twitter).toMatchObject({ card: "summary", title: "Top Chennai Interior Designers" });
    expect(seo.robots).toBe("noindex,follow");
    expect(seo.h1).toBe("Chennai's best designers");
    expect(seo.jsonLd.map((node) => node["@type"])).toEqual(["Organization", "FAQPage"]);
  });

  it("ignores an inactive override and rows for other pages", async () => {
    await getDb()
      .insert(seoPages)
      .values([
        { pageType: "city_page", pageIdentifier: "chennai", metaTitle: "Hidden", isActive: false },
        { pageType: "city_page", pageIdentifier: "mumbai", metaTitle: "Mumbai only" },
        { pageType: "locality_page", pageIdentifier: "chennai", metaTitle: "Wrong type" },
      ]);
    const seo = await resolveSeo(getDb(), chennai);
    expect(seo.title).toBe("Interior Designers in Chennai | Nivasa");
  });

  it("matches locality and brand identifiers and fills {brand}", async () => {
    await getDb()
      .insert(seoPages)
      .values([
        { pageType: "locality_page", pageIdentifier: "chennai/adyar", metaTitle: "Adyar designers in {city}" },
        { pageType: "brand_profile", pageIdentifier: "studio-a", metaTitle: "{brand} reviews and portfolio" },
      ]);
    const locality = await resolveSeo(getDb(), {
      pageType: "locality_page",
      identifier: "chennai/adyar",
      path: "/locality/chennai/adyar",
      origin,
      placeholders: { city: "Chennai" },
      defaults: { title: "Adyar", description: "d" },
    });
    expect(locality.title).toBe("Adyar designers in Chennai");
    const brand = await resolveSeo(getDb(), {
      pageType: "brand_profile",
      identifier: "studio-a",
      path: "/brand/studio-a",
      origin,
      placeholders: { brand: "Studio A" },
      defaults: { title: "Studio A", description: "d" },
    });
    expect(brand.title).toBe("Studio A reviews and portfolio");
  });

  it("serves a cached answer until the cache is cleared", async () => {
    expect((await resolveSeo(getDb(), chennai)).title).toBe("Interior Designers in Chennai | Nivasa");
    await getDb().insert(seoPages).values({ pageType: "city_page", pageIdentifier: "chennai", metaTitle: "New title" });
    expect((await resolveSeo(getDb(), chennai)).title).toBe("Interior Designers in Chennai | Nivasa");
    clearSeoCache();
    expect((await resolveSeo(getDb(), chennai)).title).toBe("New title");
    await getDb().update(seoPages).set({ isActive: false }).where(eq(seoPages.pageIdentifier, "chennai"));
    clearSeoCache();
    expect((await resolveSeo(getDb(), chennai)).title).toBe("Interior Designers in Chennai | Nivasa");
  });

  it("reads the override again once the cached answer is older than its TTL", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    try {
      // The fake clock starts at 0, which lru-cache reads as "stored without a TTL".
      vi.advanceTimersByTime(1);
      expect((await resolveSeo(getDb(), chennai)).title).toBe("Interior Designers in Chennai | Nivasa");
      await getDb()
        .insert(seoPages)
        .values({ pageType: "city_page", pageIdentifier: "chennai", metaTitle: "New title" });
      vi.advanceTimersByTime(SEO_CACHE_TTL_MS - 1);
      expect((await resolveSeo(getDb(), chennai)).title).toBe("Interior Designers in Chennai | Nivasa");
      vi.advanceTimersByTime(2);
      expect((await resolveSeo(getDb(), chennai)).title).toBe("New title");
    } finally {
      vi.useRealTimers();
    }
  });

  it("ignores schema markup that is not a JSON-LD object", async () => {
    await getDb()
      .insert(seoPages)
      .values({
        pageType: "city_page",
        pageIdentifier: "chennai",
        schemaMarkup: ["text", 3, null, { "@type": "Thing" }],
      });
    const seo = await resolveSeo(getDb(), chennai);
    expect(seo.jsonLd.map((node) => node["@type"])).toEqual(["Organization", "Thing"]);
  });
});
