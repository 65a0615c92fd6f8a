import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, type Db, openPglite } from "./client.server";

/** A fresh, migrated, in-memory PGlite database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openPglite(null);
  await handle.migrate();
  return handle;
}

interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/** The databases integration suites run against (PostgreSQL joins when the test harness provides it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return [{ name: "pglite", open: createTestDatabase }];
}

/** Runs `suite` once per database kind; `getDb()` returns that kind's migrated database. */
export function describeEachDatabase(title: string, suite: (getDb: () => Db) => void): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await kind.open();
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("test database not open yet");
        return handle.db;
      });
    });
  }
}
