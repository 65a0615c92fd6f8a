import { expect, it } from "vitest";
import { brands, cities } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { LOCALITY_WINDOW, listDesigners } from "./listing.server";

const CITY_BRANDS = LOCALITY_WINDOW + 100;

/**
 * A locality's first page is first looked for among the city's first LOCALITY_WINDOW designers in the page's
 * order (so its cost stays flat as the catalogue grows); a page that window can't fill, and later pages, are read from
 * the whole table. Either way a visitor gets the same designers in the same order.
 */
describeEachDatabase("a locality's listing", (getDb) => {
  /** Brand i has i reviews; every 3rd serves Alpha, the two least reviewed serve Rare (outside the window). */
  async function seed(): Promise<string> {
    const [city] = await getDb()
      .insert(cities)
      .values({ name: "Nagpur", slug: "nagpur", state: "Maharashtra" })
      .returning({ id: cities.id });
    await getDb()
      .insert(brands)
      .values(
        Array.from({ length: CITY_BRANDS }, (_, i) => ({
          slug: `nagpur-${i}`,
          brandName: `Nagpur Studio ${i}`,
          city: "Nagpur",
          cityId: city.id,
          reviewCount: i,
          areasServed: [...(i % 3 === 0 ? ["Alpha"] : []), ...(i < 2 ? ["Rare"] : [])],
        })),
      );
    return city.id;
  }

  /** Most reviewed first, as the popular sort. */
  const expected = (serves: (i: number) => boolean) =>
    Array.from({ length: CITY_BRANDS }, (_, i) => CITY_BRANDS - 1 - i)
      .filter(serves)
      .map((i) => `nagpur-${i}`);
  const slugsOf = async (cityId: string, areaName: string, page: number) =>
    (await listDesigners(getDb(), { cityId, areaName, sort: "popular", page })).designers.map((d) => d.slug);

  it("gives the same pages from the city's window and from the whole table", async () => {
    const cityId = await seed();
    const alpha = expected((i) => i % 3 === 0);
    expect(await slugsOf(cityId, "Alpha", 1)).toEqual(alpha.slice(0, 24));
    expect(await slugsOf(cityId, "Alpha", 7)).toEqual(alpha.slice(144, 168));
    expect(await slugsOf(cityId, "Alpha", 9)).toEqual(alpha.slice(192, 216));
    // The two least reviewed of the city's designers: not within its first LOCALITY_WINDOW.
    expect(await slugsOf(cityId, "Rare", 1)).toEqual(["nagpur-1", "nagpur-0"]);
    expect(await slugsOf(cityId, "Nowhere", 1)).toEqual([]);
  });
});
