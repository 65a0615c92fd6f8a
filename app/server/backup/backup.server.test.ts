import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, type Db, openPglite } from "~/db/client.server";
import { DiskStorage } from "~/services/storage/disk-storage.server";
import { createTestDatabase, postgresUrlOf, queryRows, testDatabaseKinds } from "~/testing/database.server";
import { createTestDiskStorage, type TestStorage } from "~/testing/storage.server";
import { seedDemoData } from "../seed/seed.server";
import { type BackupSource, type RestoreTarget, restoreBackup, writeBackup } from "./backup.server";

const run = promisify(execFile);

interface TableContents {
  rows: number;
  sample: string[];
}

/** Every table's row count and its first rows in a stable order, by schema-qualified name. */
async function contentsOf(db: Db): Promise<Record<string, TableContents>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const contents: Record<string, TableContents> = {};
  for (const { name } of tables) {
    const [count] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${name}`));
    const sample = await queryRows<{ row: string }>(
      db,
      sql.raw(`select to_jsonb(t)::text as row from ${name} t order by 1 limit 5`),
    );
    contents[name] = { rows: count?.n ?? 0, sample: sample.map((r) => r.row) };
  }
  return contents;
}

async function filesUnder(root: string): Promise<Record<string, string>> {
  const found = await readdir(root, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of found.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = (await readFile(file)).toString("base64");
  }
  return files;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Runs an npm script's file the way `npm run` does, with DATABASE_URL unset and DATA_DIR given. */
async function runScript(script: string, args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", S3_BUCKET: "", DATA_DIR: dataDir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`backup and restore [${kind}]`, () => {
    let work: string;
    let source: DatabaseHandle;
    let backupSource: BackupSource;
    let uploads: TestStorage<DiskStorage>;
    const opened: { close(): Promise<unknown> }[] = [];
    const backupFile = () => path.join(work, "nivasa.backup");

    /** An empty database of this kind to restore into, and how to open it afterwards. */
    async function emptyTarget(): Promise<{ target: RestoreTarget; open(): Promise<Db> }> {
      if (kind === "pglite") {
        const dataDir = await mkdtemp(path.join(work, "restored-"));
        return {
          target: { kind, dataDir },
          open: async () => {
            const handle = await openPglite(dataDir);
            opened.push(handle);
            return handle.db;
          },
        };
      }
      const handle = await createTestDatabase("postgres", { migrate: false });
      opened.push(handle);
      return { target: { kind, url: postgresUrlOf(handle.db) ?? "" }, open: async () => handle.db };
    }

    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), "nivasa-backup-test-"));
      uploads = await createTestDiskStorage();
      if (kind === "pglite") {
        const pglite = await openPglite(path.join(work, "source"));
        await pglite.migrate();
        source = pglite;
        backupSource = { ...pglite, kind };
      } else {
        source = await createTestDatabase("postgres");
        backupSource = { kind, url: postgresUrlOf(source.db) ?? "" };
      }
      await seedDemoData(source.db, uploads.storage);
      await uploads.storage.put("public", "brands/x/logo.webp", new Uint8Array([1, 2, 3]), "image/webp");
      await writeBackup(backupFile(), backupSource, uploads.storage.root);
    }, 180_000);

    afterAll(async () => {
      for (const handle of opened) await handle.close();
      await source?.close();
      await uploads?.close();
      await rm(work, { recursive: true, force: true });
    });

    it("restores every table's rows and every uploaded file into an empty database", async () => {
      const { target, open } = await emptyTarget();
      const restoredUploads = await createTestDiskStorage();
      opened.push(restoredUploads);
      const summary = await restoreBackup(backupFile(), target, restoredUploads.storage);
      expect(summary.database).toBe(kind);

      const before = await contentsOf(source.db);
      const after = await contentsOf(await open());
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(before["public.users"]?.rows).toBeGreaterThan(100);
      expect(after).toEqual(before);

      const files = await filesUnder(uploads.storage.root);
      expect(Object.keys(files).some((name) => name.startsWith("private/"))).toBe(true);
      expect(Object.keys(files)).toContain(path.join("public", "brands/x/logo.webp"));
      expect(await filesUnder(restoredUploads.storage.root)).toEqual(files);
      expect(summary.uploadedFiles).toBe(Object.keys(files).length);
    });

    it("refuses to restore into a database that already has tables, changing nothing", async () => {
      const { target } = await emptyTarget();
      const restoredUploads = await createTestDiskStorage();
      opened.push(restoredUploads);
      await restoreBackup(backupFile(), target, restoredUploads.storage);
      const again = await createTestDiskStorage();
      opened.push(again);
      await expect(restoreBackup(backupFile(), target, again.storage)).rejects.toThrow(
        kind === "pglite" ? /already holds a database/ : /is not empty/,
      );
      expect(await filesUnder(again.storage.root)).toEqual({});
    });

    it("refuses an uploads folder that is not empty", async () => {
      const { target } = await emptyTarget();
      const used = await createTestDiskStorage();
      opened.push(used);
      await used.storage.put("public", "old/file.webp", new Uint8Array([9]), "image/webp");
      await expect(restoreBackup(backupFile(), target, used.storage)).rejects.toThrow(/uploads folder .* not empty/);
    });

    it("refuses a backup of the other kind of database", async () => {
      const other: RestoreTarget =
        kind === "pglite"
          ? { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }
          : { kind: "pglite", dataDir: path.join(work, "never") };
      await expect(restoreBackup(backupFile(), other, new DiskStorage(path.join(work, "none")))).rejects.toThrow(
        /Restore it with the same kind of database/,
      );
    });

    it("refuses a missing, a cut-short, a damaged and a foreign file with a message", async () => {
      const { target } = await emptyTarget();
      const storage = new DiskStorage(path.join(work, "unused-uploads"));
      const attempt = (file: string) => restoreBackup(file, target, storage);
      await expect(attempt(path.join(work, "missing.backup"))).rejects.toThrow(/There is no file .*missing\.backup/);

      const original = await readFile(backupFile());
      const cut = path.join(work, "cut.backup");
      await writeFile(cut, original);
      await truncate(cut, Math.floor(original.length / 2));
      await expect(attempt(cut)).rejects.toThrow(/not a usable Nivasa backup: .*cut short/);

      const damaged = path.join(work, "damaged.backup");
      const flipped = Buffer.from(original);
      flipped[2048] = (flipped[2048] ?? 0) ^ 0xff;
      await writeFile(damaged, flipped);
      await expect(attempt(damaged)).rejects.toThrow(/not a usable Nivasa backup: database\/.* is damaged/);

      const foreign = path.join(work, "notes.txt");
      await writeFile(foreign, "not a backup at all\n".repeat(100));
      await expect(attempt(foreign)).rejects.toThrow(/not a usable Nivasa backup: it is not a backup archive/);
      expect(existsSync(storage.root)).toBe(false);
    });

    if (kind === "pglite") {
      it("npm run db:backup / db:restore print one line, no stack trace, on a user's mistake", async () => {
        const dataDir = await mkdtemp(path.join(work, "cli-"));
        const missing = await runScript("scripts/db-restore.ts", [path.join(work, "nope.backup")], dataDir);
        expect(missing.code).toBe(1);
        expect(missing.output).toMatch(/Error: There is no file .*nope\.backup/);
        expect(missing.output).not.toMatch(/\n\s+at /);

        const noDatabase = await runScript("scripts/db-backup.ts", [path.join(work, "x.backup")], dataDir);
        expect(noDatabase.code).toBe(1);
        expect(noDatabase.output).toMatch(/Error: There is no Nivasa database in/);
        expect(noDatabase.output).not.toMatch(/\n\s+at /);

        const usage = await runScript("scripts/db-backup.ts", [], dataDir);
        expect(usage.code).toBe(2);
        expect(usage.output).toMatch(/Usage: npm run db:backup -- FILE/);
      }, 60_000);
    }
  });
}
