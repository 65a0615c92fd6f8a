import { existsSync } from "node:fs";
import path from "node:path";
import { type AppConfig, readConfig } from "~/config.server";
import { openPglite } from "~/db/client.server";
import { DiskStorage } from "~/services/storage/disk-storage.server";
import { storageFromConfig } from "~/services/storage/storage.server";
import { describeTarget, failureReason } from "../seed/cli.server";
import { type BackupSummary, restoreBackup, writeBackup } from "./backup.server";
import { BackupError } from "./postgres-tools.server";

/** `npm run db:backup` and `npm run db:restore`: one line of outcome, exit code 1 and a reason on failure. */

export const BACKUP_USAGE = `Usage: npm run db:backup -- FILE

Writes a backup of the database in use to FILE: DATABASE_URL (PostgreSQL, through pg_dump; the app may
keep running), or the embedded database in DATA_DIR when DATABASE_URL is unset (stop the app first).
Uploaded files are included when they are on disk (DATA_DIR/uploads); a bucket (S3_BUCKET) is backed up
with the bucket's own tools. pg_dump is looked for in POSTGRES_BIN_DIR, /usr/lib/postgresql/*/bin, PATH.`;

export const RESTORE_USAGE = `Usage: npm run db:restore -- FILE

Restores the backup in FILE into an empty database: DATABASE_URL (a newly created PostgreSQL database),
or DATA_DIR when DATABASE_URL is unset (a new folder), and its uploaded files into DATA_DIR/uploads (or
the bucket, with S3_BUCKET). A database that already has tables is refused.`;

function uploadsOnDisk(cfg: AppConfig): string | null {
  const storage = storageFromConfig(cfg);
  return storage instanceof DiskStorage ? storage.root : null;
}

function describeSummary(summary: BackupSummary): string {
  const database = summary.database === "pglite" ? "the embedded database" : "the PostgreSQL database";
  const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
  return `${database} and ${summary.uploadedFiles} uploaded file(s) (${megabytes} MB)`;
}

async function report(action: (cfg: AppConfig, log: (line: string) => void) => Promise<void>): Promise<number> {
  try {
    const cfg = readConfig();
    const log = (line: string) => console.log(line);
    log(`Using ${describeTarget(cfg.DATABASE_URL, cfg.dataDir)}.`);
    await action(cfg, log);
    return 0;
  } catch (error) {
    console.error(`Error: ${error instanceof BackupError ? error.message : failureReason(error)}`);
    return 1;
  }
}

export function runBackupCommand(file: string, postgresBinDir?: string): Promise<number> {
  return report(async (cfg, log) => {
    const target = path.resolve(file);
    const uploadsDir = uploadsOnDisk(cfg);
    if (!uploadsDir) log(`Uploads are in the bucket ${cfg.S3_BUCKET}: back it up with the bucket's own tools.`);
    if (cfg.DATABASE_URL) {
      const summary = await writeBackup(target, { kind: "postgres", url: cfg.DATABASE_URL }, uploadsDir, {
        postgresBinDir,
      });
      log(`Backed up ${describeSummary(summary)} to ${target}.`);
      return;
    }
    const dataDir = path.join(cfg.dataDir, "pglite");
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      throw new BackupError(`There is no Nivasa database in ${dataDir}: check DATA_DIR (or set DATABASE_URL).`);
    }
    const handle = await openPglite(dataDir);
    try {
      const summary = await writeBackup(target, { ...handle, kind: "pglite" }, uploadsDir);
      log(`Backed up ${describeSummary(summary)} to ${target}.`);
    } finally {
      await handle.close();
    }
  });
}

export function runRestoreCommand(file: string, postgresBinDir?: string): Promise<number> {
  return report(async (cfg, log) => {
    const summary = await restoreBackup(
      path.resolve(file),
      cfg.DATABASE_URL
        ? { kind: "postgres", url: cfg.DATABASE_URL }
        : { kind: "pglite", dataDir: path.join(cfg.dataDir, "pglite") },
      storageFromConfig(cfg),
      { postgresBinDir },
    );
    log(`Restored ${describeSummary(summary)} from the backup of ${summary.createdAt}.`);
  });
}
