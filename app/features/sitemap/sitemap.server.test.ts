import { beforeAll, describe, expect, it } from "vitest";
import { brands, cities, localities, portfolioImages } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { escapeXml, listSitemapUrls, robotsTxt, type SitemapUrl, sitemapDocument } from "./sitemap.server";

const origin = "https://nivasa.example";

describeEachDatabase("listSitemapUrls", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    const [chennai] = await db
      .insert(cities)
      .values({ name: "Chennai", slug: "chennai", state: "Tamil Nadu" })
      .returning();
    await db.insert(localities).values({ cityId: chennai.id, name: "Adyar", slug: "adyar" });
    const [studio] = await db
      .insert(brands)
      .values({
        slug: "studio-a",
        brandName: "Studio A",
        cityId: chennai.id,
        updatedAt: new Date("2026-01-01T00:00:00Z"),
      })
      .returning();
    await db.insert(portfolioImages).values([
      {
        brandId: studio.id,
        imageUrl: "/media/a.webp",
        title: "Modern kitchen",
        roomType: "kitchen",
        designStyle: "modern",
        isApproved: true,
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      {
        brandId: studio.id,
        imageUrl: "/media/b.webp",
        title: "Unreviewed living room",
        roomType: "living_room",
        designStyle: "boho",
        isApproved: false,
        createdAt: new Date("2026-04-01T00:00:00Z"),
      },
    ]);
  });

  it("lists fixed pages, city, locality, brand and design-idea pages", async () => {
    const paths = (await listSitemapUrls(getDb())).map((url) => url.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/interior-designers",
        "/about",
        "/interior-designers/chennai",
        "/city/chennai",
        "/interior-designers/chennai/adyar",
        "/locality/chennai/adyar",
        "/brand/studio-a",
        "/design-ideas/kitchen",
        "/design-ideas/kitchen/modern",
      ]),
    );
    expect(paths).not.toContain("/design-ideas/living-room/boho");
    expect(paths).not.toContain("/admin");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("dates a brand by its latest approved image or edit, whichever is later", async () => {
    const urls = await listSitemapUrls(getDb());
    const lastmod = (path: string) => urls.find((url) => url.path === path)?.lastmod?.toISOString();
    expect(lastmod("/brand/studio-a")).toBe("2026-03-01T00:00:00.000Z");
    expect(lastmod("/design-ideas/kitchen/modern")).toBe("2026-03-01T00:00:00.000Z");
    expect(lastmod("/interior-designers/chennai")).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("sitemapDocument", () => {
  const urls: SitemapUrl[] = [
    { path: "/", lastmod: new Date("2026-01-02T03:04:05Z") },
    { path: "/brand/a&b<c>" },
    { path: "/about" },
  ];

  it("writes one urlset with escaped locations while the site fits", () => {
    const xml = sitemapDocument(origin, urls) ?? "";
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://nivasa.example/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>");
    expect(xml).toContain("<loc>https://nivasa.example/brand/a&amp;b&lt;c&gt;</loc>");
    expect(sitemapDocument(origin, urls, 1)).toBeNull();
  });

  it("splits into an index of parts past the URL limit", () => {
    const index = sitemapDocument(origin, urls, undefined, 2) ?? "";
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<sitemap><loc>https://nivasa.example/sitemap.xml?part=1</loc><lastmod>");
    expect(index).toContain("<sitemap><loc>https://nivasa.example/sitemap.xml?part=2</loc></sitemap>");
    expect(sitemapDocument(origin, urls, 2, 2)).toContain("<loc>https://nivasa.example/about</loc>");
    expect(sitemapDocument(origin, urls, 3, 2)).toBeNull();
  });

  it("escapes every XML special character", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of private areas and points to the sitemap", () => {
    const txt = robotsTxt(origin);
    for (const path of ["/admin", "/scraper", "/brand-dashboard", "/profile", "/api/", "/auth"]) {
      expect(txt).toContain(`Disallow: ${path}\n`);
    }
    expect(txt).toContain("Sitemap: https://nivasa.example/sitemap.xml");
  });
});
