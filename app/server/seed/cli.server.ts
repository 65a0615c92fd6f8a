import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readConfig } from "~/config.server";
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";

/** Shared by scripts/db-migrate.ts and scripts/db-seed.ts: open the configured database, report, close. */

/** Where the command runs, without credentials: "PostgreSQL at db.example.com:5432/nivasa" or the PGlite folder. */
export function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `the embedded database in ${path.join(dataDir, "pglite")}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** A one-line reason for a failure, without a stack trace (drizzle wraps driver errors in `cause`). */
export function failureReason(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause) root = root.cause;
  const code = (root as { code?: string } | null)?.code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: "connection refused — is the server running and DATABASE_URL right?",
    ENOTFOUND: "host not found — check the host name in DATABASE_URL",
    ETIMEDOUT: "connection timed out",
    "28P01": "password authentication failed",
    "28000": "the server rejected this user",
    "3D000": "that database does not exist — create it first",
  };
  if (code && reasons[code]) return reasons[code];
  const message = root instanceof Error ? root.message : String(root);
  return message.split("\n")[0] || code || "unknown error";
}

async function appliedMigrations(db: DatabaseHandle["db"]): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/** Applies pending migrations and says which ones ran. */
export async function migrateAndReport(handle: DatabaseHandle, log: (line: string) => void): Promise<void> {
  const before = await appliedMigrations(handle.db);
  await handle.migrate();
  const after = await appliedMigrations(handle.db);
  const tags = migrationTags();
  if (after > before) log(`Applied ${after - before} migration(s): ${tags.slice(before, after).join(", ")}.`);
  else log(`Migrations are up to date (${after} applied).`);
}

/**
 * Runs `action` against the configured database (DATABASE_URL, else PGlite in DATA_DIR) and exits
 * with 0, or with 1 and a single line on stderr when anything fails.
 */
export async function runDatabaseCommand(
  action: (handle: DatabaseHandle, log: (line: string) => void) => Promise<void>,
): Promise<void> {
  const log = (line: string) => console.log(line);
  let handle: DatabaseHandle | undefined;
  try {
    const cfg = readConfig();
    log(`Using ${describeTarget(cfg.DATABASE_URL, cfg.dataDir)}.`);
    handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
    await action(handle, log);
  } catch (error) {
    console.error(`Error: ${failureReason(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
