import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const DEBIAN_VERSIONS_DIR = "/usr/lib/postgresql";

/** A failure the operator can act on, told in one sentence (the command prints it without a stack). */
export class BackupError extends Error {}

/**
 * The path of pg_dump or pg_restore: in `binDir` when given (POSTGRES_BIN_DIR), else the newest Debian
 * install (a newer client reads and writes archives of older servers, never the reverse), else the PATH.
 */
export function postgresTool(name: "pg_dump" | "pg_restore", binDir?: string): string {
  if (binDir) return path.join(binDir, name);
  const versions = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const installed = versions
    .map((version) => path.join(DEBIAN_VERSIONS_DIR, version, "bin", name))
    .find((file) => existsSync(file));
  return installed ?? name;
}

/** Runs pg_dump/pg_restore on `url`, the password passed in the environment (not on the visible command line). */
export async function runPostgresTool(
  name: "pg_dump" | "pg_restore",
  args: string[],
  url: string,
  binDir?: string,
): Promise<void> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = "";
  const tool = postgresTool(name, binDir);
  try {
    await run(tool, [...args, `--dbname=${withoutPassword}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupError(
        `${name} was not found (looked for ${tool}): install the PostgreSQL client tools, ` +
          "at least the server's version, or set POSTGRES_BIN_DIR to their folder.",
      );
    }
    const said = (failure.stderr ?? "").trim().split("\n").slice(0, 3).join(" ");
    throw new BackupError(`${name} failed: ${said || failure.message}`);
  }
}

/** How many tables, views and sequences the database holds outside PostgreSQL's own schemas. */
export async function countRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
