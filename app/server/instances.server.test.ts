/**
 * Several instances starting together on one PostgreSQL database: each migrates under the advisory lock and
 * starts its job queue, so both come up, every migration is applied once, and neither fails. (The embedded
 * database is opened by one process only: its folder lock refuses a second, see app/db/folder-lock.server.ts.)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, MIGRATIONS_DIR, openPostgres } from "~/db/client.server";
import { startJobQueue } from "~/services/job-queue.server";
import { createTestDatabase, postgresUrlOf, queryRows, testPostgresUrl } from "~/testing/database.server";
import { JOBS } from "./jobs.server";

const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"),
);

/** What an instance's start-up does with its database: migrate, then start the job queue with its workers. */
async function startInstance(handle: DatabaseHandle) {
  await handle.migrate();
  return startJobQueue(handle.db, JOBS, { pollingIntervalSeconds: 1 });
}

describe.skipIf(!testPostgresUrl())("two instances starting at once on one PostgreSQL [postgres]", () => {
  it("both come up, with every migration applied exactly once", async () => {
    const empty = await createTestDatabase("postgres", { migrate: false });
    const url = postgresUrlOf(empty.db) as string;
    const instances = await Promise.all([openPostgres(url, 5), openPostgres(url, 5), openPostgres(url, 5)]);
    try {
      const queues = await Promise.all(instances.map(startInstance));
      await Promise.all(queues.map((queue) => queue.stop()));
      const applied = await queryRows<{ hash: string; n: number }>(
        empty.db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied).toHaveLength(journal.entries.length);
      expect(applied.filter((row) => row.n !== 1)).toEqual([]);
      // A later start (an upgrade with nothing new) applies nothing and still comes up.
      await startInstance(instances[0]).then((queue) => queue.stop());
      const [{ n }] = await queryRows<{ n: number }>(
        empty.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.close();
    }
  });
});
