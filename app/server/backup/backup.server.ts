import { mkdtemp, open, readdir, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, openPglite } from "~/db/client.server";
import { contentTypeOf, DiskStorage } from "~/services/storage/disk-storage.server";
import { assertObjectKey, type ObjectStorage, type Visibility } from "~/services/storage/object-storage.server";
import { ArchiveError, copyEntry, readEntry, readTarEntries, type TarEntry, TarWriter } from "./archive.server";
import { BackupError, countRelations, runPostgresTool } from "./postgres-tools.server";

/**
 * A backup is one tar file: the database (PGlite's data folder as its own gzipped dump makes it, or a pg_dump
 * custom archive), the uploaded files under uploads/public/ and uploads/private/, and last a manifest
 * naming every entry with its size and SHA-256, which a restore checks before it changes anything.
 */

export const MANIFEST_ENTRY = "nivasa-backup.json";
const DATABASE_ENTRIES = { pglite: "database/pglite-data.tar.gz", postgres: "database/postgres.dump" } as const;
const UPLOADS_PREFIX = "uploads/";
const VISIBILITIES: readonly Visibility[] = ["public", "private"];

export type DatabaseKind = keyof typeof DATABASE_ENTRIES;

/** What to back up: an open PGlite database, or a PostgreSQL database by its URL (pg_dump connects itself). */
export type BackupSource =
  | { kind: "pglite"; db: Db; dumpDataDir(compression: "gzip"): Promise<Blob> }
  | { kind: "postgres"; url: string };

/** Where to restore: an empty (or missing) PGlite data folder, or an empty PostgreSQL database. */
export type RestoreTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface BackupToolOptions {
  /** Where pg_dump and pg_restore are (POSTGRES_BIN_DIR); found on their own when unset. */
  postgresBinDir?: string;
}

const manifestSchema = z.object({
  format: z.literal("nivasa-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  entries: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export interface BackupSummary {
  database: DatabaseKind;
  uploadedFiles: number;
  bytes: number;
  createdAt: string;
}

const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: "the embedded database (DATABASE_URL unset)",
  postgres: "PostgreSQL (DATABASE_URL)",
};

/** The uploaded files under `root`'s public/ and private/ folders, as paths relative to `root`. */
async function uploadedFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const visibility of VISIBILITIES) {
    const folder = path.join(root, visibility);
    const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    for (const entry of found) {
      // Files being written (see writeFileAtomically) are not there yet.
      if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return files.sort();
}

async function dumpDatabase(
  writer: TarWriter,
  source: BackupSource,
  scratch: string,
  options: BackupToolOptions,
): Promise<BackupManifest["entries"][string]> {
  const name = DATABASE_ENTRIES[source.kind];
  if (source.kind === "pglite") {
    // Written out to the data files, so the dump needs no WAL replay to be whole.
    await source.db.execute(sql`CHECKPOINT`);
    return writer.addBytes(name, new Uint8Array(await (await source.dumpDataDir("gzip")).arrayBuffer()));
  }
  const dumpFile = path.join(scratch, "postgres.dump");
  // pg_dump reads one snapshot: the dump is consistent while the app keeps running.
  await runPostgresTool("pg_dump", ["--format=custom", `--file=${dumpFile}`], source.url, options.postgresBinDir);
  return writer.addFile(name, dumpFile);
}

/**
 * Writes a backup of `source` and, when uploads are on disk, of the files in `uploadsDir` to `file`
 * (replacing it only once the new backup is complete). The database goes first: every file a row of the
 * dump names is already on disk when the folder is read, since files are never changed, only added.
 */
export async function writeBackup(
  file: string,
  source: BackupSource,
  uploadsDir: string | null,
  options: BackupToolOptions = {},
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const writer = await TarWriter.create(partial).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      `Cannot write ${file}: ${error.code === "ENOENT" ? "its folder does not exist" : error.message}.`,
    );
  });
  const scratch = await mkdtemp(path.join(os.tmpdir(), "nivasa-backup-"));
  try {
    const entries: BackupManifest["entries"] = {};
    entries[DATABASE_ENTRIES[source.kind]] = await dumpDatabase(writer, source, scratch, options);
    const files = uploadsDir ? await uploadedFiles(uploadsDir) : [];
    for (const relative of files) {
      entries[`${UPLOADS_PREFIX}${relative}`] = await writer.addFile(
        `${UPLOADS_PREFIX}${relative}`,
        path.join(uploadsDir ?? "", relative),
      );
    }
    const manifest: BackupManifest = {
      format: "nivasa-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      database: source.kind,
      entries,
    };
    await writer.addBytes(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    await rename(partial, file);
    return {
      database: source.kind,
      uploadedFiles: files.length,
      bytes: (await stat(file)).size,
      createdAt: manifest.createdAt,
    };
  } catch (error) {
    await writer.abandon();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** An uploads entry's place in the store, or null when the name is not one the backup writes. */
function uploadOf(name: string): { visibility: Visibility; key: string } | null {
  const [visibility, ...rest] = name.slice(UPLOADS_PREFIX.length).split("/");
  const key = rest.join("/");
  if (!VISIBILITIES.includes(visibility as Visibility)) return null;
  try {
    assertObjectKey(key);
  } catch {
    return null;
  }
  return { visibility: visibility as Visibility, key };
}

interface CheckedBackup {
  manifest: BackupManifest;
  database: TarEntry;
  uploads: (TarEntry & { visibility: Visibility; key: string })[];
}

/** Reads the manifest and checks every entry against it; throws ArchiveError saying what is wrong. */
async function checkBackup(handle: Awaited<ReturnType<typeof open>>): Promise<CheckedBackup> {
  const entries = await readTarEntries(handle);
  const manifestEntry = entries.find((entry) => entry.name === MANIFEST_ENTRY);
  if (!manifestEntry) throw new ArchiveError("it has no Nivasa backup manifest");
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse((await readEntry(handle, manifestEntry)).toString("utf8")));
  } catch {
    throw new ArchiveError("its manifest is damaged");
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const entry = byName.get(name);
    if (!entry) throw new ArchiveError(`${name} is missing`);
    const sha256 = await copyEntry(handle, entry, () => undefined);
    if (entry.size !== expected.size || sha256 !== expected.sha256) throw new ArchiveError(`${name} is damaged`);
  }
  const database = byName.get(DATABASE_ENTRIES[manifest.database]);
  if (!database || !manifest.entries[database.name]) throw new ArchiveError("it holds no database");
  const uploads = [];
  for (const name of Object.keys(manifest.entries)) {
    if (!name.startsWith(UPLOADS_PREFIX)) continue;
    const place = uploadOf(name);
    const entry = byName.get(name);
    if (!place || !entry) throw new ArchiveError(`it names an unexpected file, ${name}`);
    uploads.push({ ...entry, ...place });
  }
  return { manifest, database, uploads };
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const found = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return found.length === 0;
}

async function refuseUnlessEmpty(target: RestoreTarget, storage: ObjectStorage): Promise<void> {
  if (target.kind === "pglite" && !(await isEmptyFolder(target.dataDir))) {
    throw new BackupError(
      `${target.dataDir} already holds a database: a backup is restored only into an empty one ` +
        "(move that folder away, or set DATA_DIR to a new folder).",
    );
  }
  if (target.kind === "postgres") {
    const relations = await countRelations(target.url);
    if (relations > 0) {
      throw new BackupError(
        `The PostgreSQL database is not empty (${relations} tables, views or sequences): a backup is restored ` +
          "only into a newly created, empty database (createdb, then point DATABASE_URL at it).",
      );
    }
  }
  if (storage instanceof DiskStorage && !(await isEmptyFolder(storage.root))) {
    throw new BackupError(`The uploads folder ${storage.root} is not empty: restore into a new DATA_DIR.`);
  }
}

async function restoreDatabase(
  handle: Awaited<ReturnType<typeof open>>,
  entry: TarEntry,
  target: RestoreTarget,
  options: BackupToolOptions,
): Promise<void> {
  if (target.kind === "pglite") {
    try {
      const restored = await openPglite(target.dataDir, {
        loadDataDir: new Blob([new Uint8Array(await readEntry(handle, entry))]),
      });
      await restored.db.execute(sql`select 1`);
      await restored.close();
    } catch (error) {
      // The folder was empty before: leave it so, not half-loaded.
      await rm(target.dataDir, { recursive: true, force: true });
      throw error;
    }
    return;
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "nivasa-restore-"));
  try {
    const dumpFile = path.join(scratch, "postgres.dump");
    const output = await open(dumpFile, "w");
    try {
      await copyEntry(handle, entry, async (chunk) => {
        await output.write(chunk);
      });
    } finally {
      await output.close();
    }
    // One transaction: a failed restore leaves the database as empty as it was.
    await runPostgresTool(
      "pg_restore",
      ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", dumpFile],
      target.url,
      options.postgresBinDir,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function openBackup(file: string): Promise<Awaited<ReturnType<typeof open>>> {
  try {
    const handle = await open(file, "r");
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new BackupError(`${file} is a folder, not a backup file.`);
    }
    return handle;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new BackupError(`There is no file ${file}.`);
    if ((error as NodeJS.ErrnoException).code === "EISDIR") {
      throw new BackupError(`${file} is a folder, not a backup file.`);
    }
    throw error;
  }
}

/**
 * Restores the backup in `file` into an empty database and the uploads into `storage` (an empty folder on
 * disk, or the configured bucket). Everything is checked first: a damaged file or a database that already
 * has tables is refused before anything is written.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  storage: ObjectStorage,
  options: BackupToolOptions = {},
): Promise<BackupSummary> {
  const handle = await openBackup(file);
  try {
    let checked: CheckedBackup;
    try {
      checked = await checkBackup(handle);
    } catch (error) {
      throw error instanceof ArchiveError
        ? new BackupError(`${file} is not a usable Nivasa backup: ${error.message}.`)
        : error;
    }
    const { manifest, database, uploads } = checked;
    if (manifest.database !== target.kind) {
      throw new BackupError(
        `${file} is a backup of ${DATABASE_NAMES[manifest.database]}; this restore writes to ` +
          `${DATABASE_NAMES[target.kind]}. Restore it with the same kind of database.`,
      );
    }
    await refuseUnlessEmpty(target, storage);
    await restoreDatabase(handle, database, target, options);
    for (const upload of uploads) {
      await storage.put(upload.visibility, upload.key, await readEntry(handle, upload), contentTypeOf(upload.key));
    }
    return {
      database: manifest.database,
      uploadedFiles: uploads.length,
      bytes: (await handle.stat()).size,
      createdAt: manifest.createdAt,
    };
  } finally {
    await handle.close();
  }
}
