import { eq, type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import {
  brandStats,
  brands,
  cities,
  imageLikes,
  interiorListings,
  localities,
  portfolioImages,
  profiles,
  reviews,
  users,
} from "./schema";

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const CHECK_VIOLATION = "23514";

/** The SQLSTATE a statement failed with (drizzle wraps driver errors in `cause`), or "ok". */
async function outcome(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return "ok";
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const code = (current as Error & { code?: unknown }).code;
      if (typeof code === "string") return code;
      current = current.cause;
    }
    throw error;
  }
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;

describeEachDatabase("schema rules", (getDb) => {
  let cityId: string;
  let brandId: string;
  let userId: string;

  async function addUser(): Promise<string> {
    const id = unique("user");
    await getDb()
      .insert(users)
      .values({ id, name: id, email: `${id}@example.test` });
    return id;
  }

  async function addBrand(values: Partial<typeof brands.$inferInsert> = {}): Promise<string> {
    const [row] = await getDb()
      .insert(brands)
      .values({ slug: unique("brand"), brandName: "Studio Test", cityId, ...values })
      .returning({ id: brands.id });
    return row.id;
  }

  async function addImage(forBrand = brandId): Promise<string> {
    const [row] = await getDb()
      .insert(portfolioImages)
      .values({ brandId: forBrand, imageUrl: "/x.webp", title: "Living room", roomType: "living_room" })
      .returning({ id: portfolioImages.id });
    return row.id;
  }

  beforeAll(async () => {
    const [city] = await getDb()
      .insert(cities)
      .values({ name: "Chennai", slug: "chennai", state: "Tamil Nadu" })
      .returning({ id: cities.id });
    cityId = city.id;
    brandId = await addBrand();
    userId = await addUser();
  });

  describe("uniqueness", () => {
    it("rejects a second city or brand with the same slug", async () => {
      expect(await outcome(getDb().insert(cities).values({ name: "Chennai 2", slug: "chennai", state: "TN" }))).toBe(
        UNIQUE_VIOLATION,
      );
      const slug = unique("brand");
      await addBrand({ slug });
      expect(await outcome(addBrand({ slug }))).toBe(UNIQUE_VIOLATION);
    });

    it("allows a locality slug once per city, and again in another city", async () => {
      const [other] = await getDb()
        .insert(cities)
        .values({ name: "Pune", slug: unique("pune"), state: "Maharashtra" })
        .returning({ id: cities.id });
      await getDb().insert(localities).values({ cityId, name: "Adyar", slug: "adyar" });
      expect(await outcome(getDb().insert(localities).values({ cityId, name: "Adyar again", slug: "adyar" }))).toBe(
        UNIQUE_VIOLATION,
      );
      expect(await outcome(getDb().insert(localities).values({ cityId: other.id, name: "Adyar", slug: "adyar" }))).toBe(
        "ok",
      );
    });

    it("lets a user like an image only once", async () => {
      const imageId = await addImage();
      await getDb().insert(imageLikes).values({ imageId, userId });
      expect(await outcome(getDb().insert(imageLikes).values({ imageId, userId }))).toBe(UNIQUE_VIOLATION);
    });

    it("keeps one brand_stats row per brand and month", async () => {
      await getDb().insert(brandStats).values({ brandId, monthYear: "2026-01-01", profileViews: 1 });
      expect(await outcome(getDb().insert(brandStats).values({ brandId, monthYear: "2026-01-01" }))).toBe(
        UNIQUE_VIOLATION,
      );
    });
  });

  describe("counters", () => {
    it("counts 20 concurrent profile views as 20 with the atomic upsert", async () => {
      const statsBrand = await addBrand();
      const view = () =>
        getDb().execute(sql`
          INSERT INTO brand_stats (brand_id, month_year, profile_views) VALUES (${statsBrand}, '2026-02-01', 1)
          ON CONFLICT (brand_id, month_year) DO UPDATE SET profile_views = brand_stats.profile_views + 1`);
      await Promise.all(Array.from({ length: 20 }, view));
      const rows = await getDb()
        .select({ views: brandStats.profileViews })
        .from(brandStats)
        .where(eq(brandStats.brandId, statsBrand));
      expect(rows).toEqual([{ views: 20 }]);
    });

    it("never lets likes_count or profile_views go below zero", async () => {
      const imageId = await addImage();
      expect(
        await outcome(
          getDb()
            .update(portfolioImages)
            .set({ likesCount: sql`${portfolioImages.likesCount} - 1` })
            .where(eq(portfolioImages.id, imageId)),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(
        await outcome(getDb().insert(brandStats).values({ brandId, monthYear: "2026-03-01", profileViews: -1 })),
      ).toBe(CHECK_VIOLATION);
    });
  });

  describe("foreign keys", () => {
    it("rejects rows that point at nothing", async () => {
      const missing = "00000000-0000-4000-8000-000000000000";
      expect(await outcome(addImage(missing))).toBe(FOREIGN_KEY_VIOLATION);
      expect(await outcome(getDb().insert(localities).values({ cityId: missing, name: "X", slug: "x" }))).toBe(
        FOREIGN_KEY_VIOLATION,
      );
    });

    it("deleting a brand removes its images, their likes, its stats and reviews", async () => {
      const doomed = await addBrand();
      const imageId = await addImage(doomed);
      await getDb().insert(imageLikes).values({ imageId, userId });
      await getDb().insert(brandStats).values({ brandId: doomed, monthYear: "2026-01-01" });
      await getDb()
        .insert(reviews)
        .values({ brandId: doomed, userId, rating: 5, body: "Lovely work on our flat in Adyar." });

      await getDb().delete(brands).where(eq(brands.id, doomed));

      const count = async (query: SQL) => (await queryRows<{ n: number }>(getDb(), query))[0].n;
      expect(await count(sql`select count(*)::int as n from portfolio_images where brand_id = ${doomed}`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from image_likes where image_id = ${imageId}`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from brand_stats where brand_id = ${doomed}`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from reviews where brand_id = ${doomed}`)).toBe(0);
    });

    it("deleting a user removes their profile and likes but keeps the brand they claimed", async () => {
      const leaving = await addUser();
      await getDb().insert(profiles).values({ userId: leaving, fullName: "Leaving User" });
      const imageId = await addImage();
      await getDb().insert(imageLikes).values({ imageId, userId: leaving });
      const claimed = await addBrand({ claimedBy: leaving });

      await getDb().delete(users).where(eq(users.id, leaving));

      expect(await getDb().select().from(profiles).where(eq(profiles.userId, leaving))).toEqual([]);
      expect(await getDb().select().from(imageLikes).where(eq(imageLikes.userId, leaving))).toEqual([]);
      const [brand] = await getDb().select({ claimedBy: brands.claimedBy }).from(brands).where(eq(brands.id, claimed));
      expect(brand).toEqual({ claimedBy: null });
    });
  });

  describe("checks on enumerations and lengths", () => {
    it("accepts only the claim statuses new, approved and rejected", async () => {
      const [listing] = await getDb()
        .insert(interiorListings)
        .values({ name: "Unclaimed Interiors" })
        .returning({ id: interiorListings.id });
      const claim = (status: string) =>
        outcome(
          getDb().execute(sql`
            INSERT INTO claims (listing_id, full_name, email, mobile, status)
            VALUES (${listing.id}, 'Asha', 'asha@example.test', '9876543210', ${status})`),
        );
      for (const status of ["new", "approved", "rejected"]) expect(await claim(status)).toBe("ok");
      expect(await claim("pending")).toBe(CHECK_VIOLATION);
    });

    it("rejects seo page types, robots values, twitter cards and og types outside the catalogue", async () => {
      const page = (pageType: string, robots: string, twitterCard: string, ogType: string) =>
        outcome(
          getDb().execute(sql`
            INSERT INTO seo_pages (page_type, page_identifier, robots, twitter_card, og_type)
            VALUES (${pageType}, ${unique("page")}, ${robots}, ${twitterCard}, ${ogType})`),
        );
      expect(await page("city_page", "noindex,nofollow", "summary", "article")).toBe("ok");
      expect(await page("blog_post", "index,follow", "summary", "website")).toBe(CHECK_VIOLATION);
      expect(await page("city_page", "all", "summary", "website")).toBe(CHECK_VIOLATION);
      expect(await page("city_page", "index,follow", "huge", "website")).toBe(CHECK_VIOLATION);
      expect(await page("city_page", "index,follow", "summary", "movie")).toBe(CHECK_VIOLATION);
    });

    it("keeps review ratings within 1-5 and text within 20-2000 characters", async () => {
      const review = async (rating: number, body: string) =>
        outcome(
          getDb()
            .insert(reviews)
            .values({ brandId: await addBrand(), userId, rating, body }),
        );
      expect(await review(1, "x".repeat(20))).toBe("ok");
      expect(await review(5, "x".repeat(2000))).toBe("ok");
      expect(await review(0, "x".repeat(20))).toBe(CHECK_VIOLATION);
      expect(await review(6, "x".repeat(20))).toBe(CHECK_VIOLATION);
      expect(await review(4, "x".repeat(19))).toBe(CHECK_VIOLATION);
      expect(await review(4, "x".repeat(2001))).toBe(CHECK_VIOLATION);
    });
  });

  describe("indexes", () => {
    async function plan(query: SQL): Promise<string> {
      return getDb().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${query}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    }

    it("searches brand names with ILIKE '%…%' through the trigram index", async () => {
      expect(await plan(sql`SELECT id FROM brands WHERE brand_name ILIKE '%studio%'`)).toContain(
        "brands_name_trgm_idx",
      );
    });

    it("filters brands by areas served with && through the GIN index", async () => {
      expect(await plan(sql`SELECT id FROM brands WHERE areas_served && ARRAY['Adyar', 'Velachery']`)).toContain(
        "brands_areas_served_gin_idx",
      );
    });
  });
});
