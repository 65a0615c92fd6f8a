import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAvailable, removeStaleServers, startPostgres } from "./postgres-server";

const available = postgresAvailable();

describe("postgresAvailable", () => {
  it("names the missing binaries folder", () => {
    expect(postgresAvailable("/nowhere/bin")).toEqual({
      ok: false,
      reason: "PostgreSQL 15 binaries not found at /nowhere/bin (no initdb)",
    });
  });
});

describe.skipIf(!available.ok)("startPostgres", () => {
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it("starts PostgreSQL 15 on 127.0.0.1 with a `nivasa` database, and stop() removes everything", async () => {
    const server = await startPostgres({ label: "selftest" });
    stops.push(server.stop);
    expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/nivasa`);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ version: string; database: string; fsync: string }>(
      "select current_setting('server_version_num') as version, current_database() as database, current_setting('fsync') as fsync",
    );
    await client.end();
    expect(rows[0]).toEqual({ version: expect.stringMatching(/^15/), database: "nivasa", fsync: "off" });

    await server.stop();
    await expect(new pg.Client({ connectionString: server.url }).connect()).rejects.toThrow();
    await server.stop();
  });

  it("runs two servers side by side on different ports", async () => {
    const [a, b] = await Promise.all([startPostgres({ label: "selftest" }), startPostgres({ label: "selftest" })]);
    stops.push(a.stop, b.stop);
    expect(a.port).not.toBe(b.port);
  });

  it("removes folders left by a run whose process is gone, and keeps live ones", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "nivasa-stale-test-"));
    try {
      const deadPid = spawnSync("true").pid;
      const stale = path.join(root, "nivasa-pg-selftest-dead");
      const live = path.join(root, "nivasa-pg-selftest-live");
      for (const [dir, pid] of [
        [stale, deadPid],
        [live, process.pid],
      ] as const) {
        mkdirSync(path.join(dir, "data"), { recursive: true });
        writeFileSync(path.join(dir, "owner.pid"), `${pid}\n`);
      }
      expect(await removeStaleServers(root)).toEqual([stale]);
      expect(existsSync(live)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
