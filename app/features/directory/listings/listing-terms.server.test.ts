import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands, cities } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { parseDesignerSearch } from "./designer-search-schema";
import { listDesigners } from "./listing.server";
import { listingQuery } from "./listing-queries.server";

describeEachDatabase("designer listing: standard-terms filters", (getDb) => {
  let db: Db;
  let cityId: string;

  beforeAll(async () => {
    db = getDb();
    const [city] = await db
      .insert(cities)
      .values({ name: "Kochi", slug: `kochi-${Date.now()}`, state: "Kerala" })
      .returning({ id: cities.id });
    cityId = city!.id;
    await db.insert(brands).values([
      {
        slug: "terms-all",
        brandName: "All Terms",
        cityId,
        freeSiteVisit: true,
        freeDesign3d: true,
        emiAvailable: true,
        warrantyYears: 10,
        typicalTimelineWeeks: 8,
      },
      { slug: "terms-visit", brandName: "Visit Only", cityId, freeSiteVisit: true, warrantyYears: 5 },
      { slug: "terms-short", brandName: "Short Warranty", cityId, emiAvailable: true, warrantyYears: 1 },
      { slug: "terms-none", brandName: "No Terms", cityId },
    ]);
  });

  async function names(query: string) {
    const listing = await listDesigners(db, listingQuery(parseDesignerSearch(new URLSearchParams(query)), { cityId }));
    return listing.designers.map((designer) => designer.brandName).sort();
  }

  it("narrows the list to brands whose terms match, and cards carry the terms", async () => {
    expect(await names("")).toEqual(["All Terms", "No Terms", "Short Warranty", "Visit Only"]);
    expect(await names("visit=1")).toEqual(["All Terms", "Visit Only"]);
    expect(await names("design3d=1")).toEqual(["All Terms"]);
    expect(await names("emi=1")).toEqual(["All Terms", "Short Warranty"]);
    expect(await names("warranty=5")).toEqual(["All Terms", "Visit Only"]);
    expect(await names("visit=1&emi=1&warranty=5")).toEqual(["All Terms"]);
    const listing = await listDesigners(db, { cityId, freeDesign3d: true, sort: "popular", page: 1 });
    expect(listing.total).toBe(1);
    expect(listing.designers[0]).toMatchObject({
      freeSiteVisit: true,
      freeDesign3d: true,
      emiAvailable: true,
      warrantyYears: 10,
      typicalTimelineWeeks: 8,
    });
  });
});
