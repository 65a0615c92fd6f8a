// npm run db:migrate (usage below).
import { migrateAndReport, runDatabaseCommand } from "../app/server/seed/cli.server";
import { readCommandLine } from "./lib/command-line.mjs";

readCommandLine(`Usage: npm run db:migrate

Applies pending migrations to DATABASE_URL (PostgreSQL 15+), or to the embedded database in DATA_DIR
when DATABASE_URL is unset (stop the app first).`);

await runDatabaseCommand(migrateAndReport);
