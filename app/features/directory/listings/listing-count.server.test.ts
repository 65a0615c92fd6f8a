import { expect, it } from "vitest";
import { brands, cities } from "~/db/schema";
import { COUNT_CAP } from "~/lib/capped-count";
import { describeEachDatabase } from "~/testing/database.server";
import { clearDirectoryCache } from "../places/cache.server";
import { designerTotalLabel } from "./designer-search";
import { listDesigners } from "./listing.server";
import { isPastLastPage } from "./listing-queries.server";

const BRANDS = COUNT_CAP + 30;

/**
 * Counts that would grow with the catalogue stay bounded: a filtered count stops after COUNT_CAP + 1
 * matches and its pages end at COUNT_CAP designers; the unfiltered total is exact and computed once a minute.
 */
describeEachDatabase("designer listing counts", (getDb) => {
  async function addBrands(cityId: string, from: number, count: number) {
    await getDb()
      .insert(brands)
      .values(
        Array.from({ length: count }, (_, i) => ({
          slug: `capped-${from + i}`,
          brandName: `Capped Studio ${from + i}`,
          city: "Nagpur",
          cityId,
          reviewCount: from + i,
        })),
      );
  }

  it("stops a filtered count at the cap, shows it as 1,000+ and ends its pages there", async () => {
    const [city] = await getDb()
      .insert(cities)
      .values({ name: "Nagpur", slug: "nagpur", state: "Maharashtra" })
      .returning({ id: cities.id });
    await addBrands(city.id, 0, BRANDS);

    const search = await listDesigners(getDb(), { nameSearch: "capped studio", sort: "popular", page: 1 });
    expect(search).toMatchObject({ total: COUNT_CAP + 1, capped: true, pageCount: Math.ceil(COUNT_CAP / 24) });
    expect(designerTotalLabel(search)).toBe("1,000+");
    expect(search.designers[0].brandName).toBe(`Capped Studio ${BRANDS - 1}`);
    const past = await listDesigners(getDb(), { nameSearch: "capped studio", sort: "popular", page: 43 });
    expect(isPastLastPage(past)).toBe(true);

    const few = await listDesigners(getDb(), { nameSearch: "capped studio 100", sort: "popular", page: 1 });
    expect(few).toMatchObject({ total: 11, capped: false, pageCount: 1 });
    expect(designerTotalLabel(few)).toBe("11");

    const everyone = await listDesigners(getDb(), { cityId: city.id, sort: "newest", page: 1 });
    expect(everyone).toMatchObject({ total: BRANDS, capped: false, pageCount: Math.ceil(BRANDS / 24) });
    expect(designerTotalLabel(everyone)).toBe(String(BRANDS));

    // The scope's total is cached for a minute; purging public pages clears it.
    await addBrands(city.id, BRANDS, 1);
    expect((await listDesigners(getDb(), { cityId: city.id, sort: "newest", page: 1 })).total).toBe(BRANDS);
    clearDirectoryCache(getDb());
    expect((await listDesigners(getDb(), { cityId: city.id, sort: "newest", page: 1 })).total).toBe(BRANDS + 1);
  });
});
