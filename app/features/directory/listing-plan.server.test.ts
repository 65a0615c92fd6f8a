import { type SQL, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { DESIGNER_SORTS } from "./designer-search";
import { cityWindow, type DesignerListingQuery, designerPageQuery } from "./listing.server";

const SOME_CITY = "00000000-0000-4000-8000-000000000001";

/**
 * Every sort of the India-wide and city listings reads brands in index order (no Sort node), so a page
 * costs offset + limit rows however large the catalogue grows (`npm run bench -- --scale` checks it at 50,000
 * brands). Sequential scans are switched off so the empty test table can't hide a missing index.
 */
describeEachDatabase("designer listing plans", (getDb) => {
  async function plan(query: DesignerListingQuery, window?: SQL): Promise<string> {
    const statement: SQL = designerPageQuery(getDb(), query, undefined, window).getSQL();
    return getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${statement}`);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  for (const sort of DESIGNER_SORTS) {
    it(`walks a sort index for "${sort}", India-wide and within a city`, async () => {
      const indiaWide = await plan({ sort, page: 3 });
      const city = await plan({ sort, page: 1, cityId: SOME_CITY });
      for (const text of [indiaWide, city]) {
        expect(text).toMatch(/Index Scan( Backward)? using brands_\w+_idx on brands/);
        expect(text).not.toMatch(/\bSort\b/);
      }
      expect(city).toContain("brands_city_id_");
    });
  }

  it("filters on standard terms while walking the same sort index", async () => {
    const terms = { freeSiteVisit: true, freeDesign3d: true, emiAvailable: true, minWarranty: 5 };
    for (const text of [
      await plan({ ...terms, sort: "rating", page: 1 }),
      await plan({ ...terms, sort: "popular", page: 1, cityId: SOME_CITY }),
    ]) {
      expect(text).toMatch(/Index Scan( Backward)? using brands_\w+_idx on brands/);
      expect(text).not.toMatch(/\bSort\b/);
    }
  });

  it("reads a locality's first page from its city's window by walking the city's sort index", async () => {
    const query = { cityId: SOME_CITY, areaName: "Alpha", sort: "rating", page: 1 } as const;
    const text = await plan(query, cityWindow(query));
    expect(text).toMatch(/Index Scan( Backward)? using brands_city_id_rating_idx on brands/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
