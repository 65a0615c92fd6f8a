import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase, queryRows, testDatabaseKinds } from "~/testing/database.server";
import { MIGRATIONS_DIR } from "./client.server";

describeEachDatabase("migrations", (getDb) => {
  it("create the pg_trgm extension and every product table", async () => {
    const tables = await queryRows<{ table_name: string }>(
      getDb(),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((r) => r.table_name);
    for (const table of ["profiles", "cities", "brands", "portfolio_images", "image_likes", "seo_pages", "reviews"]) {
      expect(names).toContain(table);
    }
    expect(await queryRows(getDb(), sql`select 1 from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
  });
});

describe("migrations from scratch", () => {
  const journal: { entries: Array<{ tag: string }> } = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"),
  );

  for (const kind of testDatabaseKinds()) {
    it(`replay on an empty ${kind} database, and migrating again changes nothing`, async () => {
      const handle = await createTestDatabase(kind, { migrate: false });
      try {
        const applied = async () =>
          (
            await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
          )[0].n;
        await handle.migrate();
        expect(await applied()).toBe(journal.entries.length);
        await handle.migrate();
        expect(await applied()).toBe(journal.entries.length);
      } finally {
        await handle.close();
      }
    }, 120_000);
  }
});
