import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { expect, it } from "vitest";
import { brands, cities, localities, portfolioImages } from "~/db/schema";
import { parseArtName } from "~/features/media/art-url";
import { describeEachDatabase } from "~/testing/database.server";
import { type CatalogOptions, type CatalogResult, generateCatalog } from "./catalog.server";

const small = { brands: 40, listings: 5, approvedImages: 60, pendingImages: 5, seed: 99 };

describeEachDatabase("catalog generator", (getDb) => {
  /** Generates inside a transaction that is rolled back, so every run starts from the same database. */
  async function dryRun(options: CatalogOptions): Promise<CatalogResult> {
    let result: CatalogResult | undefined;
    await getDb()
      .transaction(async (tx) => {
        result = await generateCatalog(tx, options);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return result!;
  }

  it("is deterministic: the same seed gives the same brand names and slugs, another seed different ones", async () => {
    const names = (r: CatalogResult) => r.brands.map((b) => `${b.slug}|${b.brandName}|${b.citySlug}`);
    const first = names(await dryRun(small));
    expect(names(await dryRun(small))).toEqual(first);
    expect(names(await dryRun({ ...small, seed: 100 }))).not.toEqual(first);
    await generateCatalog(getDb(), small);
  });

  it("adds to an existing catalogue without duplicating places or slugs", async () => {
    await generateCatalog(getDb(), small);
    const [placeCount] = await getDb().select({ n: sql<number>`count(*)::int` }).from(cities);
    expect(placeCount.n).toBe(12);
    const [slugs] = await getDb()
      .select({ total: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${brands.slug})::int` })
      .from(brands);
    expect(slugs.total).toBe(80);
    expect(slugs.distinct).toBe(80);
    const [localityCount] = await getDb().select({ n: sql<number>`count(*)::int` }).from(localities);
    expect(localityCount.n).toBe(105);
  });

  it("writes complete image rows: arrays, dates, nulls and a drawable art URL", async () => {
    const rows = await getDb().select().from(portfolioImages).where(eq(portfolioImages.isApproved, true)).limit(200);
    for (const row of rows) {
      const spec = parseArtName(row.imageUrl.replace("/media/art/", ""));
      expect(spec?.room).toBe(row.roomType);
      expect(spec?.style).toBe(row.designStyle);
      expect(spec?.color).toBe(row.colorPalette);
      expect(spec?.size).toBe(row.spaceSize);
      expect(row.layoutType === null).toBe(row.roomType !== "kitchen");
      expect(spec?.layout ?? null).toBe(row.layoutType);
      expect(row.designElements.length).toBeGreaterThanOrEqual(1);
      expect(row.designElements.length).toBeLessThanOrEqual(3);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.title).toMatch(/ in [A-Z]/);
      expect(row.projectLocation).toMatch(/^[A-Z].*, [A-Z]/);
      expect([row.width, row.height]).toEqual([1600, 1200]);
    }
  });
});
