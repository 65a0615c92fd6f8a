import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "./testing.server";

describeEachDatabase("migrations", (getDb) => {
  it("create the pg_trgm extension and every product table", async () => {
    const rows = await getDb().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.rows.map((r) => r.table_name);
    for (const table of ["profiles", "cities", "brands", "portfolio_images", "image_likes", "seo_pages", "reviews"]) {
      expect(names).toContain(table);
    }
    const ext = await getDb().execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
  });
});
