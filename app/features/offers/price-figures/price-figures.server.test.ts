import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { cities, leads, localities, quoteRequests } from "~/db/schema";
import { onPagesPurged, type PageMatcher } from "~/services/public-pages.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { insertTestOffer } from "~/testing/hires.server";
import {
  PRICE_FIGURE_MIN,
  priceFiguresFor,
  priceFiguresJob,
  quotedPricesIn,
  rebuildPriceFigures,
} from "./price-figures.server";

const NOW = new Date("2026-11-27T06:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("price figures", (getDb) => {
  let db: Db;
  let cityId: string;
  let localityId: string;
  let brandIds: string[];

  beforeAll(async () => {
    db = getDb();
    const slug = `city-${randomUUID().slice(0, 6)}`;
    const [city] = await db
      .insert(cities)
      .values({ name: "Testpur", slug, state: "Test" })
      .returning({ id: cities.id });
    if (!city) throw new Error("no city");
    cityId = city.id;
    const [locality] = await db
      .insert(localities)
      .values({ cityId, name: "Old Town", slug: "old-town" })
      .returning({ id: localities.id });
    if (!locality) throw new Error("no locality");
    localityId = locality.id;
    brandIds = [];
    for (let i = 0; i < 4; i++) brandIds.push((await createTestBrand(db)).id);
  });

  /** An offer from `brandId` of `perSqft` rupees per sq ft on a 1,000 sq ft request, `daysAgo` days back. */
  async function offer(
    brandId: string,
    perSqft: number,
    options: { daysAgo?: number; grade?: "basic" | "premium"; locality?: boolean; versions?: number[] } = {},
  ) {
    const at = new Date(NOW.getTime() - (options.daysAgo ?? 10) * DAY);
    const [request] = await db
      .insert(quoteRequests)
      .values({
        name: "Asha",
        phone: "+919800000000",
        location: "Old Town",
        requirement: "2 BHK interiors",
        cityId,
        localityId: options.locality ? localityId : null,
        areaSqft: 1000,
        createdAt: at,
      })
      .returning({ id: quoteRequests.id });
    if (!request) throw new Error("no request");
    await db.insert(leads).values({ quoteRequestId: request.id, brandId, createdAt: at });
    const versions = options.versions ?? [perSqft];
    for (const [i, rate] of versions.entries()) {
      const subtotalPaise = rate * 1000 * 100;
      await insertTestOffer(db, {
        quoteRequestId: request.id,
        brandId,
        version: i + 1,
        grade: options.grade ?? "premium",
        subtotalPaise,
        gstPaise: 0,
        createdAt: new Date(at.getTime() + i * 1000),
      });
    }
  }

  it("shows a figure only from 5 offers by 3 brands, from the current version of each offer, within a year", async () => {
    const [a, b, c, d] = brandIds as [string, string, string, string];
    await offer(a, 1000, { locality: true });
    await offer(a, 1200, { locality: true });
    await offer(b, 1400, { locality: true });
    await offer(b, 1600, { versions: [3000, 1600] }); // revised: only v2 counts
    expect(await rebuildPriceFigures(db, NOW)).toBe(0);
    expect(await priceFiguresFor(db, { cityId })).toEqual([]);

    await offer(b, 1800);
    await offer(b, 9000, { daysAgo: 400 }); // too old
    expect(await rebuildPriceFigures(db, NOW)).toBe(0); // 5 offers, but from 2 brands

    await offer(c, 2000, { grade: "basic" }); // another grade: still 2 brands at premium
    expect(await rebuildPriceFigures(db, NOW)).toBe(0);

    await offer(d, 2000);
    expect(await rebuildPriceFigures(db, NOW)).toBe(1);
    const [figure] = await priceFiguresFor(db, { cityId });
    expect(figure).toMatchObject({
      grade: "premium",
      offerCount: 6,
      brandCount: 3,
      medianPaisePerSqft: 150000,
      lowerQuartilePaisePerSqft: 125000,
      upperQuartilePaisePerSqft: 175000,
    });
    // The locality alone has 3 offers from 2 brands: no locality figure.
    expect(await priceFiguresFor(db, { cityId, localityId })).toEqual([]);
    expect(PRICE_FIGURE_MIN).toEqual({ offers: 5, brands: 3 });
  });

  it("adds a locality's own figure once it clears the threshold, and rebuilding replaces the set", async () => {
    const [, , c, d] = brandIds as [string, string, string, string];
    await offer(c, 1300, { locality: true });
    await offer(d, 1500, { locality: true });
    await rebuildPriceFigures(db, NOW);
    const [local] = await priceFiguresFor(db, { cityId, localityId });
    expect(local).toMatchObject({ grade: "premium", offerCount: 5, brandCount: 4, medianPaisePerSqft: 130000 });
    const count = await rebuildPriceFigures(db, NOW);
    expect(count).toBe(2);
  });

  it("shows a page the figures of the last rebuild: offers sent since show after the next one, not before", async () => {
    const place = { cityId, cityName: "Testpur", localityId, localityName: "Old Town" };
    await rebuildPriceFigures(db, NOW);
    const before = await quotedPricesIn(db, place);
    expect(before).toMatchObject({ placeName: "Old Town", figures: [{ grade: "premium", offerCount: 5 }] });
    const [a, b, c] = brandIds as [string, string, string];
    for (const brandId of [a, b, c, a, b]) await offer(brandId, 900, { grade: "basic", locality: true });
    expect(await quotedPricesIn(db, place)).toEqual(before);
    await rebuildPriceFigures(db, NOW);
    expect((await quotedPricesIn(db, place)).figures.map((figure) => [figure.grade, figure.offerCount])).toEqual([
      ["basic", 5],
      ["premium", 5],
    ]);
  });

  it("drops the cached pages that show the figures when the nightly job rebuilds them, and no others", async () => {
    const purged: PageMatcher[] = [];
    onPagesPurged((matches) => purged.push(matches));
    const context = { db, jobId: "test", attempt: 0, lastAttempt: true, signal: new AbortController().signal };
    expect(await priceFiguresJob.handler({}, context)).toEqual({ figures: expect.any(Number) });
    const [matches] = purged;
    for (const path of ["/interior-designers/mumbai", "/interior-designers/mumbai/bandra", "/city/mumbai"]) {
      expect(matches?.(path), path).toBe(true);
    }
    for (const path of ["/locality/mumbai/bandra", "/interiors-price-calculator"])
      expect(matches?.(path), path).toBe(true);
    for (const path of ["/", "/brand/studio", "/design-ideas", "/cities"]) expect(matches?.(path), path).toBe(false);
  });
});
