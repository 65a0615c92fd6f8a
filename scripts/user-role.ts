// npm run user:role -- <email> <admin|brand|user>
// Works on PostgreSQL (DATABASE_URL) and on the embedded database in DATA_DIR (stop the server first:
// PGlite allows one process per folder).
import { existsSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../app/config.server";
import { openDatabase } from "../app/db/client.server";
import { runUserRoleCommand, USER_ROLE_USAGE } from "../app/features/auth/accounts/user-role.server";
import { exitWithUsage, readCommandLine } from "./lib/command-line.mjs";

const { positionals: args } = readCommandLine(USER_ROLE_USAGE, { allowPositionals: true });
if (args.length !== 2) exitWithUsage(USER_ROLE_USAGE, "Give the account's email and the role to set.");

const cfg = readConfig();
if (cfg.embedded && !existsSync(path.join(cfg.dataDir, "pglite"))) {
  console.error(
    `No Nivasa database in ${cfg.dataDir}: start the app once (npm start), or set DATABASE_URL / DATA_DIR.`,
  );
  process.exit(1);
}

const handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
try {
  const outcome = await runUserRoleCommand(handle.db, args);
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
  process.exitCode = outcome.exitCode;
} catch (error) {
  console.error(`Could not set the role: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
