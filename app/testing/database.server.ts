import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type DatabaseHandle, type Db, type Executor, openPglite, openPostgres } from "~/db/client.server";
import { runOnServer } from "../../scripts/lib/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL 15 server started by scripts/lib/vitest-global-setup.ts, or null when skipped. */
    postgresUrl: string | null;
    /** A migrated PGlite database saved by the global setup (`dumpDataDir`), for fresh copies. */
    pgliteSnapshot: string;
    /** A migrated database on that server, which migrated test databases are copied from. */
    postgresTemplate: string | null;
  }
}

export type TestDatabaseKindName = "pglite" | "postgres";

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The PostgreSQL server of this vitest run, or null when PostgreSQL suites are skipped. */
export function testPostgresUrl(): string | null {
  return inject("postgresUrl") ?? null;
}

let snapshot: Promise<Blob> | undefined;

/** The run's migrated PGlite snapshot, read once per test file however many databases the file opens. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject("pgliteSnapshot")).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** A new in-memory PGlite database, copied from the run's migrated snapshot when `migrated`. */
async function openFreshPglite(migrated: boolean): Promise<DatabaseHandle> {
  return migrated ? openPglite(null, { loadDataDir: await pgliteSnapshot() }) : openPglite(null);
}

/**
 * A new database `t_<random>` on the run's PostgreSQL server, dropped on close(): a copy of the run's migrated
 * template when `migrated`, else empty.
 */
async function openFreshPostgres(migrated: boolean): Promise<DatabaseHandle> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) throw new Error("No PostgreSQL server in this test run (see the vitest start-up output)");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const template = migrated ? inject("postgresTemplate") : null;
  await runOnServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  postgresUrls.set(handle.db, url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh database of the given kind (in-memory PGlite by default), migrated unless `migrate: false`.
 * Close it when done: that drops a PostgreSQL one.
 */
export async function createTestDatabase(
  kind: TestDatabaseKindName = "pglite",
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const migrate = options.migrate !== false;
  const handle = kind === "pglite" ? await openFreshPglite(migrate) : await openFreshPostgres(migrate);
  // A no-op on an up-to-date snapshot or template; applies migrations added since it was taken (watch mode).
  if (migrate) await handle.migrate();
  return handle;
}

const postgresUrls = new WeakMap<Db, string>();

/**
 * A second app instance's connection pool to the same PostgreSQL test database as `db` (for tests of limits
 * and counters that must hold across instances), or null on PGlite, which one process alone can open.
 */
export async function openSecondInstance(db: Db): Promise<DatabaseHandle | null> {
  const url = postgresUrlOf(db);
  return url ? openPostgres(url, 5) : null;
}

/** The connection URL of a PostgreSQL test database (for a child process to use it), or null on PGlite. */
export function postgresUrlOf(db: Db): string | null {
  return postgresUrls.get(db) ?? null;
}

/** The databases integration suites run against: PGlite always, PostgreSQL 15 when the run has a server. */
export function testDatabaseKinds(): TestDatabaseKindName[] {
  return testPostgresUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * Runs `suite` once per database kind, each with its own fresh migrated database;
 * `getDb()` returns it, `kind` says which one it is.
 */
export function describeEachDatabase(
  title: string,
  suite: (getDb: () => Db, kind: TestDatabaseKindName) => void,
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("test database not open yet");
        return handle.db;
      }, kind);
    });
  }
}
