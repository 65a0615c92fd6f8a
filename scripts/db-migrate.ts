// npm run db:migrate — applies pending migrations to DATABASE_URL (PostgreSQL 15+), or to the embedded
// PGlite database in DATA_DIR when DATABASE_URL is unset. Stop the app first when using PGlite.
import { migrateAndReport, runDatabaseCommand } from "../app/db/seed/cli.server";

await runDatabaseCommand(migrateAndReport);
