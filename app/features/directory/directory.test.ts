import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brandStats, brands, cities, localities, portfolioImages, users } from "~/db/schema";
import { statsMonth } from "~/lib/dates";
import { purgePublicPages } from "~/services/public-pages.server";
import { describeEachDatabase } from "~/testing/database.server";
import { clearMarkupMemo, islandHtmlOf } from "~/ui/static-island.server";
import { brandPortfolio, findBrandProfile, recordProfileView } from "./brand/brand.server";
import { changeFavourite, favouriteBrandIds, mergeFavourites, setFavourite } from "./cards/favourites.server";
import { listDesigners } from "./listings/listing.server";
import { citiesWithStats } from "./listings/listing-queries.server";
import { brandProfileData } from "./loaders/brand-page.server";
import {
  findCity,
  findLocality,
  listCities,
  listCitiesWithStats,
  listLocalitiesWithCounts,
  localityStats,
  placeForSearch,
  projectsCompleted,
} from "./places/places.server";

interface Fixture {
  mumbai: string;
  pune: string;
}

/**
 * Mumbai: 30 brands, brand i has rating 3.0 + (i % 21) / 10, i reviews, starting price 600 + 50·i, verified when
 * i is even, serves Bandra when i < 10 (and Juhu for all). Pune: 2 brands. brand-0 has 5 approved + 2 pending photos.
 */
async function seed(db: Db): Promise<Fixture> {
  const [mumbai, pune] = await db
    .insert(cities)
    .values([
      { name: "Mumbai", slug: "mumbai", state: "Maharashtra" },
      { name: "Pune", slug: "pune", state: "Maharashtra" },
    ])
    .returning({ id: cities.id });
  await db.insert(localities).values([
    { cityId: mumbai.id, name: "Bandra", slug: "bandra" },
    { cityId: mumbai.id, name: "Juhu", slug: "juhu" },
    { cityId: mumbai.id, name: "Colaba", slug: "colaba" },
    { cityId: pune.id, name: "Baner", slug: "baner" },
  ]);
  const base = Date.UTC(2024, 0, 1);
  await db.insert(brands).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      slug: `brand-${i}`,
      brandName: i === 7 ? "Oak & Teak Studio" : `Mumbai Designer ${i}`,
      isVerified: i % 2 === 0,
      rating: 3 + (i % 21) / 10,
      reviewCount: i,
      city: "Mumbai",
      cityId: mumbai.id,
      areasServed: i < 10 ? ["Bandra", "Juhu"] : ["Juhu"],
      minProjectCost: 600 + 50 * i,
      maxProjectCost: 1200 + 50 * i,
      styleSpecialties: ["modern", "minimalist", "boho", "rustic"],
      phone: "+91 98200 00000",
      email: `studio${i}@example.in`,
      createdAt: new Date(base + i * 86_400_000),
    })),
    { slug: "pune-a", brandName: "Pune A", city: "Pune", cityId: pune.id, rating: null, areasServed: ["Baner"] },
    { slug: "pune-b", brandName: "Pune B", city: "Pune", cityId: pune.id, rating: 4.1, areasServed: ["Baner"] },
  ]);
  const [brand0] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, "brand-0"));
  await db.insert(portfolioImages).values(
    Array.from({ length: 7 }, (_, i) => ({
      brandId: brand0.id,
      imageUrl: `/media/art/${i}.webp`,
      title: `Photo ${i}`,
      roomType: "bedroom" as const,
      isApproved: i < 5,
      likesCount: i,
    })),
  );
  return { mumbai: mumbai.id, pune: pune.id };
}

describeEachDatabase("directory", (getDb) => {
  let place: Fixture;
  beforeAll(async () => {
    place = await seed(getDb());
  });

  describe("listDesigners", () => {
    it("pages 24 at a time with the total, Most Popular first", async () => {
      const first = await listDesigners(getDb(), { cityId: place.mumbai, sort: "popular", page: 1 });
      expect(first.total).toBe(30);
      expect(first.pageCount).toBe(2);
      expect(first.designers).toHaveLength(24);
      expect(first.designers.map((d) => d.reviewCount).slice(0, 3)).toEqual([29, 28, 27]);
      const second = await listDesigners(getDb(), { cityId: place.mumbai, sort: "popular", page: 2 });
      expect(second.designers).toHaveLength(6);
      const slugs = new Set([...first.designers, ...second.designers].map((d) => d.slug));
      expect(slugs.size).toBe(30);
    });

    it("returns an empty page past the end, keeping the real page count", async () => {
      const past = await listDesigners(getDb(), { cityId: place.mumbai, sort: "popular", page: 9 });
      expect(past).toMatchObject({ designers: [], total: 30, pageCount: 2, page: 9 });
    });

    it("filters by locality, budget, verified and minimum rating together", async () => {
      const bandra = await listDesigners(getDb(), {
        cityId: place.mumbai,
        areaName: "Bandra",
        sort: "popular",
        page: 1,
      });
      expect(bandra.total).toBe(10);
      // starting prices 600..1050 in Bandra; [800, 1000) → i = 4..7
      const band = await listDesigners(getDb(), {
        cityId: place.mumbai,
        areaName: "Bandra",
        budget: { min: 800, max: 1000 },
        sort: "price",
        page: 1,
      });
      expect(band.designers.map((d) => d.minProjectCost)).toEqual([800, 850, 900, 950]);
      const narrowed = await listDesigners(getDb(), {
        cityId: place.mumbai,
        areaName: "Bandra",
        budget: { min: 800, max: 1000 },
        verifiedOnly: true,
        minRating: 3.5,
        sort: "price",
        page: 1,
      });
      expect(narrowed.designers.map((d) => d.slug)).toEqual(["brand-6"]);
      expect(narrowed.total).toBe(1);
    });

    it("spans every city when no city is given, and searches by name", async () => {
      const all = await listDesigners(getDb(), { sort: "popular", page: 1 });
      expect(all.total).toBe(32);
      const found = await listDesigners(getDb(), { nameSearch: "oak & TEAK", sort: "popular", page: 1 });
      expect(found.designers.map((d) => d.slug)).toEqual(["brand-7"]);
      const literal = await listDesigners(getDb(), { nameSearch: "%", sort: "popular", page: 1 });
      expect(literal.total).toBe(0);
    });

    it("sorts by rating, newest and price", async () => {
      const rated = await listDesigners(getDb(), { sort: "rating", page: 1 });
      const ratings = rated.designers.map((d) => d.rating ?? 0);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(rated.designers[0].rating).toBe(5);
      const newest = await listDesigners(getDb(), { cityId: place.mumbai, sort: "newest", page: 1 });
      expect(newest.designers[0].slug).toBe("brand-29");
      const cheapest = await listDesigners(getDb(), { cityId: place.mumbai, sort: "price", page: 1 });
      expect(cheapest.designers[0].slug).toBe("brand-0");
    });

    it("gives each card its first area, 3 specialties, approved photo count and 3 best images", async () => {
      const { designers } = await listDesigners(getDb(), { cityId: place.mumbai, sort: "price", page: 1 });
      const [card] = designers;
      expect(card).toMatchObject({
        slug: "brand-0",
        firstArea: "Bandra",
        specialties: ["modern", "minimalist", "boho"],
        photoCount: 5,
      });
      expect(card.images.map((i) => i.url)).toEqual(["/media/art/4.webp", "/media/art/3.webp", "/media/art/2.webp"]);
      expect(designers[1]).toMatchObject({ photoCount: 0, images: [] });
    });
  });

  describe("places", () => {
    it("counts designers and averages ratings per city", async () => {
      const list = await listCitiesWithStats(getDb());
      expect(list.map((c) => [c.slug, c.designerCount])).toEqual([
        ["mumbai", 30],
        ["pune", 2],
      ]);
      expect(list[1].averageRating).toBe(4.1);
    });

    it("lists cities by name for the menu and lookups, apart from the home page's busiest-first city stats", async () => {
      const busiestFirst = await citiesWithStats(getDb());
      const byName = await listCities(getDb());
      expect(byName.map((c) => c.slug)).toEqual(["mumbai", "pune"]);
      expect(byName[0]).toEqual({ id: place.mumbai, name: "Mumbai", slug: "mumbai", state: "Maharashtra" });
      expect(busiestFirst[0]).toHaveProperty("designerCount", 30);
      expect(await findCity(getDb(), "pune")).toMatchObject({ id: place.pune, name: "Pune" });
      expect(await findCity(getDb(), "atlantis")).toBeNull();
    });

    it("counts designers per locality from areas served", async () => {
      const counts = await listLocalitiesWithCounts(getDb(), place.mumbai);
      expect(counts.map((l) => [l.slug, l.designerCount])).toEqual([
        ["juhu", 30],
        ["bandra", 10],
        ["colaba", 0],
      ]);
    });

    it("finds cities and localities by slug, and not across cities", async () => {
      expect(await findCity(getDb(), "pune")).toMatchObject({ name: "Pune", state: "Maharashtra" });
      expect(await findCity(getDb(), "atlantis")).toBeNull();
      expect(await findLocality(getDb(), "mumbai", "bandra")).toMatchObject({
        name: "Bandra",
        city: { slug: "mumbai" },
      });
      expect(await findLocality(getDb(), "pune", "bandra")).toBeNull();
    });

    it("sends a search naming a city or locality to its page", async () => {
      expect(await placeForSearch(getDb(), " PUNE ")).toBe("/interior-designers/pune");
      expect(await placeForSearch(getDb(), "Interior designers in Mumbai")).toBe("/interior-designers/mumbai");
      expect(await placeForSearch(getDb(), "bandra")).toBe("/interior-designers/mumbai/bandra");
      expect(await placeForSearch(getDb(), "Oak & Teak")).toBeNull();
    });

    it("gives the locality page its numbers and top 6", async () => {
      const stats = await localityStats(getDb(), { name: "Bandra", cityId: place.mumbai });
      expect(stats.designerCount).toBe(10);
      // ratings 3.0..3.9 → 3.45 → 3.5 (one decimal)
      expect(stats.averageRating).toBe(3.5);
      expect(stats.projectsCompleted).toBe(62);
      expect(stats.topDesigners.map((d) => d.rating)).toEqual([3.9, 3.8, 3.7, 3.6, 3.5, 3.4]);
      const empty = await localityStats(getDb(), { name: "Colaba", cityId: place.mumbai });
      expect(empty).toEqual({ designerCount: 0, averageRating: null, projectsCompleted: 0, topDesigners: [] });
    });

    it("reads a locality's numbers at most once a minute, and again once public pages are purged", async () => {
      const db = getDb();
      const baner = { name: "Baner", cityId: place.pune };
      expect((await localityStats(db, baner)).designerCount).toBe(2);
      const [added] = await db
        .insert(brands)
        .values({ slug: "pune-c", brandName: "Pune C", city: "Pune", cityId: place.pune, areasServed: ["Baner"] })
        .returning({ id: brands.id });
      try {
        expect((await localityStats(db, baner)).designerCount).toBe(2);
        purgePublicPages(db);
        expect((await localityStats(db, baner)).designerCount).toBe(3);
      } finally {
        await db.delete(brands).where(eq(brands.id, added.id));
        purgePublicPages(db);
      }
    });
  });

  describe("brand profile", () => {
    it("loads the profile with its city and only approved photos", async () => {
      const brand = await findBrandProfile(getDb(), "brand-0");
      expect(brand).toMatchObject({ brandName: "Mumbai Designer 0", city: "Mumbai", citySlug: "mumbai" });
      expect(await findBrandProfile(getDb(), "nobody")).toBeNull();
      const portfolio = await brandPortfolio(getDb(), { id: brand!.id });
      expect(portfolio.photoCount).toBe(5);
      expect(portfolio.photos).toHaveLength(5);
    });

    it("sends the portfolio of a document opened on its tab as island markup, otherwise as data", async () => {
      clearMarkupMemo();
      const page = (url: string, context = new RouterContextProvider()) =>
        brandProfileData(getDb(), new Request(`http://localhost${url}`), context, "brand-0", Promise.resolve(null));
      expect(
        await brandProfileData(
          getDb(),
          new Request("http://localhost/brand/x"),
          new RouterContextProvider(),
          "x",
          Promise.resolve(null),
        ),
      ).toBeNull();

      const context = new RouterContextProvider();
      const document = await page("/brand/brand-0", context);
      expect(document?.portfolio).toMatchObject({ photos: [], shown: 5, photoCount: 5 });
      expect(document?.portfolio.island).toEqual({ id: "brand-portfolio", version: expect.any(String) });
      const html = islandHtmlOf(context)?.get("brand-portfolio") ?? "";
      expect(html.match(/<li>/g)).toHaveLength(5);
      expect(html).toContain('href="/design-ideas/photo/');
      expect(document?.brand).not.toHaveProperty("claimedBy");
      expect(document?.brand.claimed).toBe(false);
      expect(document?.favourite).toEqual({ signedIn: false, saved: false });
      expect(document?.reviews).toMatchObject({
        reviews: [],
        count: 0,
        distribution: [0, 0, 0, 0, 0],
        permission: "sign-in",
      });

      // Opened on another tab, or a client-side navigation: the photos' data, rendered by React when shown.
      for (const url of ["/brand/brand-0?tab=about", "/brand/brand-0.data"]) {
        const other = await page(url);
        expect(other?.portfolio.island).toBeNull();
        expect(other?.portfolio.photos.map((photo) => photo.title)).toHaveLength(5);
      }
    });

    it("counts 20 parallel visitors atomically, per month, and each visitor once a day", async () => {
      const brand = await findBrandProfile(getDb(), "brand-1");
      const march = new Date("2025-03-15T10:00:00Z");
      const visitor = (key: string, day = "2025-03-15") => ({ key, day, address: null });
      const views = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          recordProfileView(getDb(), "brand-1", { visitor: visitor(`v${i}`), at: march }),
        ),
      );
      expect(views.every(Boolean)).toBe(true);
      const again = await Promise.all(
        Array.from({ length: 20 }, () => recordProfileView(getDb(), "brand-1", { visitor: visitor("v0"), at: march })),
      );
      expect(again.some(Boolean)).toBe(false);
      const april = new Date("2025-04-02T10:00:00Z");
      expect(await recordProfileView(getDb(), "brand-1", { visitor: visitor("v0", "2025-04-02"), at: april })).toBe(
        true,
      );
      const rows = await getDb()
        .select({ month: brandStats.monthYear, views: brandStats.profileViews })
        .from(brandStats)
        .where(eq(brandStats.brandId, brand!.id))
        .orderBy(brandStats.monthYear);
      expect(rows).toEqual([
        { month: "2025-03-01", views: 20 },
        { month: "2025-04-01", views: 1 },
      ]);
    });

    it("doesn't count the owner's own views or unknown brands", async () => {
      await getDb().insert(users).values({ id: "owner-2", name: "Owner", email: "owner2@example.in" });
      await getDb().update(brands).set({ claimedBy: "owner-2" }).where(eq(brands.slug, "brand-2"));
      const at = new Date("2025-05-05T10:00:00Z");
      const visitor = { key: "v-owner-test", day: "2025-05-05", address: null };
      expect(await recordProfileView(getDb(), "brand-2", { visitor, viewerId: "owner-2", at })).toBe(false);
      expect(await recordProfileView(getDb(), "brand-2", { visitor, viewerId: "someone-else", at })).toBe(true);
      expect(await recordProfileView(getDb(), "no-such-brand", { visitor, at })).toBe(false);
      const [row] = await getDb()
        .select({ views: brandStats.profileViews })
        .from(brandStats)
        .innerJoin(brands, eq(brands.id, brandStats.brandId))
        .where(eq(brands.slug, "brand-2"));
      expect(row.views).toBe(1);
    });

    it("uses India's calendar month", () => {
      expect(statsMonth(new Date("2025-02-28T20:00:00Z"))).toBe("2025-03-01");
    });
  });

  describe("favourites", () => {
    it("saves, lists and removes a user's favourites; unknown brands are refused", async () => {
      await getDb().insert(users).values({ id: "u1", name: "Asha", email: "asha@example.in" });
      const [a, b] = await getDb().select({ id: brands.id }).from(brands).limit(2);
      expect(await setFavourite(getDb(), "u1", a.id, true)).toBe(true);
      expect(await setFavourite(getDb(), "u1", a.id, true)).toBe(true);
      expect(await favouriteBrandIds(getDb(), "u1", [a.id, b.id])).toEqual(new Set([a.id]));
      await setFavourite(getDb(), "u1", a.id, false);
      expect(await favouriteBrandIds(getDb(), "u1", [a.id, b.id])).toEqual(new Set());
      expect(await setFavourite(getDb(), "u1", "00000000-0000-0000-0000-000000000000", true)).toBe(false);
    });

    it("flips a favourite when the form cannot say which state it wants (no-JS heart on a shared page)", async () => {
      await getDb().insert(users).values({ id: "u4", name: "Kiran", email: "kiran@example.in" });
      const [a] = await getDb().select({ id: brands.id }).from(brands).limit(1);
      expect(await changeFavourite(getDb(), "u4", a.id, undefined)).toBe(true);
      expect(await favouriteBrandIds(getDb(), "u4", [a.id])).toEqual(new Set([a.id]));
      expect(await changeFavourite(getDb(), "u4", a.id, undefined)).toBe(false);
      expect(await favouriteBrandIds(getDb(), "u4", [a.id])).toEqual(new Set());
      expect(await changeFavourite(getDb(), "u4", a.id, false)).toBe(false);
      expect(await changeFavourite(getDb(), "u4", "00000000-0000-0000-0000-000000000000", undefined)).toBeUndefined();
    });

    it("merges a visitor's browser-kept hearts into the account, skipping unknown and already-saved brands", async () => {
      await getDb().insert(users).values({ id: "u3", name: "Meera", email: "meera@example.in" });
      const [a, b] = await getDb().select({ id: brands.id }).from(brands).limit(2);
      await setFavourite(getDb(), "u3", a.id, true);
      const unknown = "00000000-0000-0000-0000-000000000000";
      expect(await mergeFavourites(getDb(), "u3", [a.id, b.id, unknown])).toBe(1);
      expect(await favouriteBrandIds(getDb(), "u3", [a.id, b.id, unknown])).toEqual(new Set([a.id, b.id]));
      expect(await mergeFavourites(getDb(), "u3", [])).toBe(0);
    });

    it("lists only the designers a user saved, as cards", async () => {
      await getDb().insert(users).values({ id: "u2", name: "Ravi", email: "ravi@example.in" });
      const [a, b] = await getDb().select({ id: brands.id }).from(brands).limit(2);
      const saved = () => listDesigners(getDb(), { savedBy: "u2", sort: "newest", page: 1 });
      expect((await saved()).total).toBe(0);
      await setFavourite(getDb(), "u2", a.id, true);
      await setFavourite(getDb(), "u2", b.id, true);
      await setFavourite(getDb(), "u1", a.id, true);
      const listing = await saved();
      expect(listing.designers.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
      await setFavourite(getDb(), "u2", b.id, false);
      expect((await saved()).designers.map((d) => d.id)).toEqual([a.id]);
    });
  });
});

describe("projectsCompleted", () => {
  it("is floor(count × 6.2)", () => {
    expect(projectsCompleted(0)).toBe(0);
    expect(projectsCompleted(1)).toBe(6);
    expect(projectsCompleted(28)).toBe(173);
  });
});
