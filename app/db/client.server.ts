import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { lockFolder } from "./folder-lock.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The `tx` handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: what feature functions accept. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "app/db/migrations");

/**
 * Opens PGlite in `dataDir` (or in memory when `dataDir` is null), optionally starting from a
 * `dumpDataDir()` snapshot (tests load one migrated snapshot instead of migrating every database), with
 * initdb's and the server's own command-line settings when given.
 */
export async function openPglite(
  dataDir: string | null,
  options: Pick<PGliteOptions, "loadDataDir" | "initDbStartParams" | "startParams"> = {},
): Promise<DatabaseHandle & { dumpDataDir(compression?: "none" | "gzip"): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockFolder(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? undefined, {
      ...options,
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  reportStalledWork(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      unlock();
    },
    dumpDataDir: (compression = "none") => client.dumpDataDir(compression),
  };
}

/**
 * PGlite runs one statement at a time and an open transaction holds every other query back, with no
 * timeout: a transaction that waits on something outside itself stops the whole app without an error.
 * Work still unsettled after `afterMs` is reported with its SQL, and a transaction with the code that
 * opened it, so such a stop names its cause in the server log.
 */
export function reportStalledWork(
  client: PGlite,
  {
    afterMs = 10_000,
    report = (line) => logger().warn(line),
  }: { afterMs?: number; report?: (line: string) => void } = {},
): void {
  const watch = <T>(what: () => string, work: Promise<T>): Promise<T> => {
    const timer = setTimeout(() => report(`[db] unsettled after ${afterMs / 1000} s: ${what()}`), afterMs);
    timer.unref();
    return work.finally(() => clearTimeout(timer));
  };
  const statements = client as unknown as Record<
    "query" | "exec",
    (sql: string, ...rest: unknown[]) => Promise<unknown>
  >;
  for (const kind of ["query", "exec"] as const) {
    const run = statements[kind].bind(client);
    statements[kind] = (sql, ...rest) => watch(() => `${kind} ${sql.slice(0, 200)}`, run(sql, ...rest));
  }
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) => {
    const opened = new Error("opened at");
    return watch(() => `transaction\n${opened.stack}`, transaction(callback));
  }) as PGlite["transaction"];
}

export async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", (error) => logger().error({ err: error }, "[db] idle client error"));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => underMigrationLock(pool, () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    close: () => pool.end(),
  };
}

/** The advisory lock key migrations run under (any fixed bigint no other code locks). */
export const MIGRATION_LOCK_KEY = 7_245_310_028;

/**
 * Runs `work` while holding a session-level advisory lock on its own connection: instances starting together
 * migrate one after another, and the later ones find nothing left to apply.
 */
async function underMigrationLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "pglite"));
}

let current: DatabaseHandle | undefined;

/** The process-wide database, installed once at start-up (see app/server/lifecycle.server.ts). */
export function db(): Db {
  if (!current) throw new Error("Database not initialised: call installDatabase() at start-up");
  return current.db;
}

export function installDatabase(handle: DatabaseHandle): void {
  current = handle;
}

export function installedDatabase(): DatabaseHandle | undefined {
  return current;
}
