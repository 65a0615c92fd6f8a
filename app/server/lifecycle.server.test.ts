/**
 * Readiness through a real start-up and shutdown, on each database: /healthz answers throughout, /readyz and pages
 * answer 503 naming what is still starting until the database is open and migrated and the job queue runs; then
 * 200; after shutdown begins, 503 again.
 */
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { openPglite } from "~/db/client.server";
import { cities } from "~/db/schema";
import { createTestDatabase, postgresUrlOf, testDatabaseKinds } from "~/testing/database.server";
import { logFreshModulesToRun } from "~/testing/test-log.server";

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
  vi.unstubAllEnvs();
});

/**
 * An embedded database as a restart finds it: migrated and holding data, so start-up neither migrates it from
 * scratch nor loads the demo data (together ~30 s on a busy test machine).
 */
async function existingEmbeddedDatabase(dataDir: string): Promise<void> {
  const snapshot = new Blob([await readFile(inject("pgliteSnapshot"))]);
  const handle = await openPglite(dataDir, { loadDataDir: snapshot });
  await handle.db.insert(cities).values({ name: "Pune", slug: "pune", state: "Maharashtra" });
  await handle.close();
}

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  open = server;
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("readiness through start-up and shutdown", () => {
  for (const kind of testDatabaseKinds()) {
    it(`is 503 naming the part still starting, 200 once started, 503 from shutdown on [${kind}]`, async () => {
      const postgres = kind === "postgres" ? await createTestDatabase("postgres", { migrate: false }) : null;
      const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-lifecycle-"));
      if (!postgres) await existingEmbeddedDatabase(path.join(dataDir, "pglite"));
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("DATABASE_URL", postgres ? (postgresUrlOf(postgres.db) as string) : "");
      vi.stubEnv("BETTER_AUTH_SECRET", "lifecycle-test-secret-0123456789abcdef");
      vi.resetModules();
      await logFreshModulesToRun();
      const { startup, shutdown } = await import("./lifecycle.server");
      const { lifecycleGate, operationsRouter } = await import("./http/operations.server");
      const app = express();
      app.use(operationsRouter(), lifecycleGate, (_req, res) => void res.send("page"));
      const url = await serve(app);
      try {
        const answers: string[] = [];
        const probe = async () => {
          const response = await fetch(`${url}/readyz`);
          const body = (await response.json()) as { status: string; failing?: string };
          answers.push(`${response.status} ${body.status} ${body.failing ?? ""}`.trim());
        };
        await probe();
        const page = await fetch(`${url}/`);
        expect([page.status, page.headers.get("retry-after")]).toEqual([503, "5"]);

        let started = false;
        const starting = startup().finally(() => {
          started = true;
        });
        while (!started) {
          expect((await fetch(`${url}/healthz`)).status).toBe(200);
          await probe();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await starting;
        await probe();

        expect(answers[0]).toBe("503 starting database");
        expect(answers.at(-1)).toBe("200 ready");
        const before = answers.slice(0, answers.indexOf("200 ready"));
        const parts = ["database", "migrations", "jobs"];
        expect(before.filter((answer) => !parts.some((part) => answer === `503 starting ${part}`))).toEqual([]);
        expect(await (await fetch(`${url}/`)).text()).toBe("page");

        const stopping = shutdown();
        await probe();
        await stopping;
        await probe();
        expect(answers.slice(-2)).toEqual(["503 stopping shutdown", "503 stopping shutdown"]);
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      } finally {
        await postgres?.close();
      }
    }, 30_000);
  }
});
