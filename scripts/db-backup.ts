// npm run db:backup -- FILE (usage in app/server/backup/cli.server.ts).
import { BACKUP_USAGE, runBackupCommand } from "../app/server/backup/cli.server";
import { exitWithUsage, readCommandLine } from "./lib/command-line.mjs";

const { positionals } = readCommandLine(BACKUP_USAGE, { allowPositionals: true });
const [file, ...extra] = positionals;
if (!file || extra.length > 0) exitWithUsage(BACKUP_USAGE, "Give one file to write the backup to.");

process.exit(await runBackupCommand(file, process.env.POSTGRES_BIN_DIR));
