import { type SQL, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { DESIGNER_SORTS, WARRANTY_FILTER_YEARS } from "./designer-search";
import { cityWindow, type DesignerListingQuery, designerCountQuery, designerPageQuery } from "./listing.server";

const SOME_CITY = "00000000-0000-4000-8000-000000000001";

/**
 * Every sort of the India-wide and city listings reads brands in index order (no Sort node), so a page
 * costs offset + limit rows however large the catalogue grows (`npm run bench -- --scale` checks it at 50,000
 * brands). A standard-terms filter has a partial index per term. Sequential scans are switched off so the empty
 * test table can't hide a missing index.
 */
describeEachDatabase("designer listing plans", (getDb) => {
  async function explain(statement: SQL): Promise<string> {
    return getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${statement}`);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  const plan = (query: DesignerListingQuery, window?: SQL) =>
    explain(designerPageQuery(getDb(), query, undefined, window).getSQL());

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

  const TERM_INDEXES: [Partial<DesignerListingQuery>, string][] = [
    [{ freeSiteVisit: true }, "brands_free_site_visit_idx"],
    [{ freeDesign3d: true }, "brands_free_design_3d_idx"],
    [{ emiAvailable: true }, "brands_emi_available_idx"],
    [{ minWarranty: WARRANTY_FILTER_YEARS }, "brands_warranty_years_idx"],
  ];

  it("counts a standard-terms filter in that term's partial index, India-wide and within a city", async () => {
    for (const [term, index] of TERM_INDEXES) {
      for (const scope of [{}, { cityId: SOME_CITY }]) {
        const text = await explain(
          designerCountQuery(getDb(), { ...term, ...scope, sort: "rating", page: 1 }).getSQL(),
        );
        expect(text).toContain(index);
      }
    }
  });

  it("reads a page of standard-terms filters through an index, one term or all four", async () => {
    const allFour = Object.assign({}, ...TERM_INDEXES.map(([term]) => term));
    for (const terms of [...TERM_INDEXES.map(([term]) => term), allFour]) {
      for (const scope of [{}, { cityId: SOME_CITY }]) {
        const text = await plan({ ...terms, ...scope, sort: "popular", page: 1 });
        expect(text).toMatch(/Index (Only )?Scan( Backward)? (using|on) brands_\w+_idx/);
        expect(text).not.toContain("Seq Scan");
      }
    }
  });

  it("reads a locality's first page from its city's window by walking the city's sort index", async () => {
    const query = { cityId: SOME_CITY, areaName: "Alpha", sort: "rating", page: 1 } as const;
    const text = await plan(query, cityWindow(query));
    expect(text).toMatch(/Index Scan( Backward)? using brands_city_id_rating_idx on brands/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
