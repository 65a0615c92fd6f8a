// Starts ONE PostgreSQL 15 server for the whole vitest run; app/db/testing.server.ts gives each
// integration suite its own fresh database on it. Set NIVASA_TEST_POSTGRES=off to run on PGlite only,
// or NIVASA_TEST_DATABASE_URL to use a server you run yourself (its role must be allowed CREATE DATABASE).
import type { TestProject } from "vitest/node";
import { POSTGRES_BIN_DIR, postgresAvailable, startPostgres } from "./postgres-server";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide("postgresUrl", null);
  if (process.env.NIVASA_TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.NIVASA_TEST_DATABASE_URL);
    return undefined;
  }
  if (process.env.NIVASA_TEST_POSTGRES === "off") {
    console.log("[vitest] NIVASA_TEST_POSTGRES=off: skipping PostgreSQL integration suites");
    return undefined;
  }
  const available = postgresAvailable();
  if (!available.ok) {
    console.log(`[vitest] ${available.reason}: skipping PostgreSQL integration suites`);
    return undefined;
  }
  const started = Date.now();
  const server = await startPostgres({ label: "vitest" });
  console.log(`[vitest] PostgreSQL 15 from ${POSTGRES_BIN_DIR} on port ${server.port} (${Date.now() - started} ms)`);
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
