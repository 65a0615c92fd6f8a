// npm run db:restore -- FILE (usage in app/server/backup/cli.server.ts).
import { RESTORE_USAGE, runRestoreCommand } from "../app/server/backup/cli.server";
import { exitWithUsage, readCommandLine } from "./lib/command-line.mjs";

const { positionals } = readCommandLine(RESTORE_USAGE, { allowPositionals: true });
const [file, ...extra] = positionals;
if (!file || extra.length > 0) exitWithUsage(RESTORE_USAGE, "Give the backup file to restore.");

process.exit(await runRestoreCommand(file, process.env.POSTGRES_BIN_DIR));
