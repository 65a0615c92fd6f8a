// Once per vitest run (shared by the projects that list it): migrates one PGlite database and saves a snapshot of it, which every PGlite
// test database starts from (much faster than migrating each one); and starts ONE PostgreSQL 15 server
// with one migrated template database, which app/testing/database.server.ts copies into each integration
// suite's own fresh database (CREATE DATABASE … TEMPLATE: a copy takes a fraction of a migration).
// NIVASA_TEST_POSTGRES=off runs on PGlite only; NIVASA_TEST_DATABASE_URL uses a server you run yourself
// (its role must be allowed to CREATE DATABASE).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { type Db, openPglite, openPostgres } from "../../app/db/client.server";
import { POSTGRES_BIN_DIR, postgresAvailable, removeStaleServers, runOnServer, startPostgres } from "./postgres-server";

/**
 * Every PGlite test database unpacks this snapshot, so it is kept small (14 MB instead of 44, a third less CPU
 * per open): 1 MB write-ahead log segments instead of 16, old segments removed at the checkpoint instead of kept
 * for reuse, and no template databases (tests never create a database on PGlite).
 */
async function shrinkForSnapshot(db: Db): Promise<void> {
  for (const name of ["template0", "template1"]) {
    await db.execute(sql.raw(`ALTER DATABASE ${name} IS_TEMPLATE false`));
    await db.execute(sql.raw(`DROP DATABASE ${name}`));
  }
  await db.execute(sql`CHECKPOINT`);
  await db.execute(sql`SELECT pg_switch_wal()`);
  await db.execute(sql`CHECKPOINT`);
}

async function writePgliteSnapshot(): Promise<{ file: string; remove(): void }> {
  // Named and owned like a server folder, so that removeStaleServers() also clears one left by a killed run.
  const dir = mkdtempSync(path.join(os.tmpdir(), "nivasa-pg-snapshot-"));
  writeFileSync(path.join(dir, "owner.pid"), `${process.pid}\n`);
  const handle = await openPglite(null, {
    initDbStartParams: ["--wal-segsize=1"],
    startParams: [...PGlite.defaultStartParams, "-c", "wal_recycle=off"],
  });
  try {
    await handle.migrate();
    await shrinkForSnapshot(handle.db);
    const file = path.join(dir, "migrated.tar");
    writeFileSync(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function startTestPostgres(): Promise<{ url: string | null; stop?(): Promise<void> }> {
  if (process.env.NIVASA_TEST_DATABASE_URL) return { url: process.env.NIVASA_TEST_DATABASE_URL };
  if (process.env.NIVASA_TEST_POSTGRES === "off") {
    console.log("[vitest] NIVASA_TEST_POSTGRES=off: skipping PostgreSQL integration suites");
    return { url: null };
  }
  const available = postgresAvailable();
  if (!available.ok) {
    console.log(`[vitest] ${available.reason}: skipping PostgreSQL integration suites`);
    return { url: null };
  }
  const started = Date.now();
  const server = await startPostgres({ label: "vitest" });
  console.log(`[vitest] PostgreSQL 15 from ${POSTGRES_BIN_DIR} on port ${server.port} (${Date.now() - started} ms)`);
  return server;
}

/**
 * A migrated database on the server that test databases are copied from, with a name of its own (a server given
 * by NIVASA_TEST_DATABASE_URL may serve several runs), dropped when the run ends. No connection to it stays
 * open: PostgreSQL copies a template only while nobody is connected to it.
 */
async function createMigratedTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `t_template_${randomBytes(6).toString("hex")}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { name, drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Gives the run's test files a temporary folder of their own as TMPDIR (the workers start after this set-up and
 * inherit it), removed when the run ends, so the folders tests make with mkdtemp never pile up in /tmp. Named and
 * owned like a server folder: removeStaleServers() also clears one a killed run left.
 */
function makeRunTmpdir(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nivasa-pg-run-tmp-"));
  // Servers the tests start run as the postgres user in folders of their own under it.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "owner.pid"), `${process.pid}\n`);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}

interface RunDatabases {
  pgliteSnapshot: string;
  postgresUrl: string | null;
  postgresTemplate: string | null;
  stop(): Promise<void>;
}

async function startRunDatabases(): Promise<RunDatabases> {
  await removeStaleServers();
  const [snapshot, postgres] = await Promise.all([writePgliteSnapshot(), startTestPostgres()]);
  const template = postgres.url ? await createMigratedTemplate(postgres.url) : null;
  const removeRunTmpdir = makeRunTmpdir();
  return {
    pgliteSnapshot: snapshot.file,
    postgresUrl: postgres.url,
    postgresTemplate: template?.name ?? null,
    async stop() {
      snapshot.remove();
      await template?.drop();
      await postgres.stop?.();
      removeRunTmpdir();
    },
  };
}

/**
 * Vitest runs this set-up once per project that lists it (both integration projects): they share one snapshot and
 * one server, kept on globalThis (each project loads its own copy of this module) and stopped by the last teardown.
 */
const run = globalThis as { nivasaTestDatabases?: { ready: Promise<RunDatabases>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.nivasaTestDatabases ??= { ready: startRunDatabases(), users: 0 };
  const shared = run.nivasaTestDatabases;
  shared.users += 1;
  const databases = await shared.ready;
  project.provide("pgliteSnapshot", databases.pgliteSnapshot);
  project.provide("postgresUrl", databases.postgresUrl);
  project.provide("postgresTemplate", databases.postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.nivasaTestDatabases = undefined;
    await databases.stop();
  };
}
