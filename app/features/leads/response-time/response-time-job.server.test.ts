import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { brands } from "~/db/schema";
import { enqueueJob, startJobQueue } from "~/services/job-queue.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { jobsOf, TEST_QUEUE_TUNING, useTestJobQueue } from "~/testing/job-queue.server";
import { responseTimeRefreshJob } from "./response-time.server";

describeEachDatabase("response-time refresh job", (getDb) => {
  const queue = useTestJobQueue(getDb, { jobs: [responseTimeRefreshJob], workers: true });

  it("is scheduled every 6 hours in UTC, one schedule however many servers start", async () => {
    // A second server starting on the same database schedules the same row again, not a second one.
    const second = await startJobQueue(getDb(), [responseTimeRefreshJob], { ...TEST_QUEUE_TUNING, workers: false });
    await second.stop();
    const schedules = await queue().boss.getSchedules(responseTimeRefreshJob.name);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: "response-time-refresh", cron: "0 */6 * * *", timezone: "UTC" });
  });

  it("clears a figure whose leads have all left the 90-day window", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await db.update(brands).set({ responseMinutes: 120 }).where(eq(brands.id, id));
    const stored = async () =>
      (await db.select({ minutes: brands.responseMinutes }).from(brands).where(eq(brands.id, id)))[0]?.minutes;

    await enqueueJob(db, responseTimeRefreshJob, {});
    await vi.waitFor(
      async () => {
        const states = (await jobsOf(db, responseTimeRefreshJob.name)).map((job) => job.state);
        if (!states.includes("completed")) throw new Error(`not yet: ${states.join(", ")}`);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await stored()).toBeNull();
  });
});
