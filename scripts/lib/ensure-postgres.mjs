#!/usr/bin/env node
// Installs Debian's PostgreSQL 15 server binaries (/usr/lib/postgresql/15/bin) when they are missing,
// so the integration suites and `npm run bench` can start their own throwaway servers.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aptInstall } from "./apt.mjs";
import { readCommandLine } from "./command-line.mjs";

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** Returns null when the binaries are there (or were installed), else why they are not. */
export function ensurePostgres() {
  const initdb = `${POSTGRES_BIN_DIR}/initdb`;
  if (existsSync(initdb)) return null;
  console.log(`[postgres] ${initdb} is missing: installing Debian's postgresql-15 package…`);
  try {
    aptInstall(["postgresql-15"]);
  } catch (error) {
    return `PostgreSQL 15 binaries not found at ${POSTGRES_BIN_DIR} and could not be installed: ${error.message}`;
  }
  return existsSync(initdb) ? null : `apt-get installed postgresql-15 but ${initdb} is still missing`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  readCommandLine(
    `Usage: node scripts/lib/ensure-postgres.mjs\n\nInstalls Debian's PostgreSQL 15 server binaries (POSTGRES_BIN_DIR), when they are missing.`,
  );
  const problem = ensurePostgres();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
