import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "~/server/seed/seed.server";
import { createTestDatabase, describeEachDatabase, queryRows, testDatabaseKinds } from "~/testing/database.server";
import { createTestDiskStorage } from "~/testing/storage.server";
import { type Db, MIGRATIONS_DIR } from "./client.server";

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

const RENAME = "0018_rename_quote_recipients_to_leads";

/** The rename migration's statements, as the migrator runs them. */
function renameStatements(): string[] {
  return readFileSync(path.join(MIGRATIONS_DIR, `${RENAME}.sql`), "utf8").split("--> statement-breakpoint");
}

/**
 * Puts the table back as it was before the rename (its name and every constraint and index named after it), so the
 * rename can run on the demo data seeded with every migration in place (later migrations point at the table).
 */
const UNDO_RENAME = [
  "ALTER TABLE leads RENAME TO quote_request_recipients",
  `DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname AS name FROM pg_constraint
    WHERE conrelid = 'quote_request_recipients'::regclass AND conname LIKE 'leads\\_%'
  LOOP
    EXECUTE format('ALTER TABLE quote_request_recipients RENAME CONSTRAINT %I TO %I', c.name,
      'quote_request_recipients' || substr(c.name, length('leads') + 1));
  END LOOP;
  FOR c IN SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'quote_request_recipients'::regclass AND i.relname LIKE 'leads\\_%'
  LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', c.name,
      'quote_request_recipients' || substr(c.name, length('leads') + 1));
  END LOOP;
END $$`,
];

/** Rows in every table of the public schema, by table name. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row.n;
  }
  return counts;
}

/** The foreign keys from or to `table`: name, both ends and definition. */
function foreignKeysOf(db: Db, table: string) {
  return queryRows<{ name: string; from: string; to: string; definition: string }>(
    db,
    sql`select conname as name, conrelid::regclass::text as "from", confrelid::regclass::text as "to",
          pg_get_constraintdef(oid) as definition
        from pg_constraint
        where contype = 'f' and (conrelid = ${table}::regclass or confrelid = ${table}::regclass)
        order by conname`,
  );
}

/** Names of the table's constraints and indexes. */
async function namesOn(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select conname as name from pg_constraint where conrelid = ${table}::regclass
        union select indexrelid::regclass::text from pg_index where indrelid = ${table}::regclass
        order by name`,
  );
  return rows.map((row) => row.name);
}

describe("the leads rename (quote_request_recipients → leads)", () => {
  const OLD = "quote_request_recipients";
  const renamed = (text: string) => text.replaceAll(OLD, "leads");

  for (const kind of testDatabaseKinds()) {
    it(`keeps every row and foreign key of the demo data on ${kind}`, async () => {
      const handle = await createTestDatabase(kind);
      const documents = await createTestDiskStorage();
      try {
        const db = handle.db;
        await seedDemoData(db, documents.storage);
        for (const statement of UNDO_RENAME) await db.execute(sql.raw(statement));
        expect(await namesOn(db, OLD)).toContain("quote_request_recipients_pk");
        const countsBefore = await rowCounts(db);
        const keysBefore = await foreignKeysOf(db, OLD);
        expect(countsBefore[OLD]).toBeGreaterThan(100);
        expect(countsBefore.lead_messages).toBeGreaterThan(0);
        expect(countsBefore.offers).toBeGreaterThan(0);

        for (const statement of renameStatements()) await db.execute(sql.raw(statement));

        const countsAfter = await rowCounts(db);
        expect(countsAfter).toEqual(
          Object.fromEntries(Object.entries(countsBefore).map(([name, n]) => [renamed(name), n])),
        );
        expect(await foreignKeysOf(db, "leads")).toEqual(
          keysBefore
            .map((key) => ({
              name: renamed(key.name),
              from: renamed(key.from),
              to: renamed(key.to),
              definition: renamed(key.definition),
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        );
        expect((await foreignKeysOf(db, "leads")).map((key) => key.name)).toEqual([
          "lead_messages_lead_fk",
          "leads_brand_id_brands_id_fk",
          "leads_quote_request_id_quote_requests_id_fk",
          "leads_routed_by_users_id_fk",
          "offers_lead_fk",
          "projects_lead_fk",
          "projects_lead_id_leads_id_fk",
        ]);
        const names = await namesOn(db, "leads");
        expect(names.filter((name) => !name.startsWith("leads_"))).toEqual([]);
        // PostgreSQL 18 (PGlite) also lists NOT NULL constraints; PostgreSQL 15 has none.
        expect(names.filter((name) => !name.endsWith("_not_null"))).toEqual([
          "leads_brand_id_brands_id_fk",
          "leads_brand_idx",
          "leads_brand_status_idx",
          "leads_id_uq",
          "leads_pk",
          "leads_quote_request_id_quote_requests_id_fk",
          "leads_routed_by_users_id_fk",
          "leads_status_check",
          "leads_untouched_idx",
        ]);
        expect(await queryRows(db, sql`select to_regclass(${OLD}) as old`)).toEqual([{ old: null }]);

        // The keys still hold: a message needs its lead, and deleting a lead takes its thread with it.
        const [lead] = await queryRows<{ quote_request_id: string; brand_id: string; messages: number }>(
          db,
          sql`select l.quote_request_id, l.brand_id, count(m.id)::int as messages
              from leads l join lead_messages m using (quote_request_id, brand_id)
              group by 1, 2 order by 3 desc limit 1`,
        );
        await expect(
          db.execute(sql`insert into lead_messages (quote_request_id, brand_id, author_side, body)
                         values (${lead.quote_request_id}, gen_random_uuid(), 'homeowner', 'Hello')`),
        ).rejects.toMatchObject({ cause: { code: "23503" } });
        await db.execute(
          sql`delete from leads where quote_request_id = ${lead.quote_request_id} and brand_id = ${lead.brand_id}`,
        );
        expect((await rowCounts(db)).lead_messages).toBe(countsAfter.lead_messages - lead.messages);
      } finally {
        await documents.close();
        await handle.close();
      }
    }, 300_000);
  }
});
