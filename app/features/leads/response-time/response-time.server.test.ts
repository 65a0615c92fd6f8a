import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brands } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import { createTestLead } from "~/testing/leads.server";
import { medianResponseMinutes, refreshAllResponseTimes, refreshResponseTimes } from "./response-time.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-03-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describeEachDatabase("measured response time", (getDb) => {
  let db: Db;
  let brandId: string;

  beforeEach(async () => {
    db = getDb();
    brandId = (await createTestBrand(db)).id;
  });

  /** A lead received `daysAgo` days before NOW, answered `hours` later (or never). */
  const lead = (daysAgo: number, hours: number | null) =>
    createTestLead(db, brandId, {
      receivedAt: ago(daysAgo * DAY),
      respondedAt: hours === null ? null : new Date(ago(daysAgo * DAY).getTime() + hours * HOUR),
    });

  async function stored(): Promise<number | null> {
    const [row] = await db.select({ m: brands.responseMinutes }).from(brands).where(eq(brands.id, brandId));
    return row.m;
  }

  async function median(): Promise<number | null> {
    const [row] = await db
      .select({ m: medianResponseMinutes(brandId, NOW) })
      .from(brands)
      .limit(1);
    return row.m;
  }

  it("is the median of the answered leads' times, in whole minutes", async () => {
    await lead(1, 1);
    await lead(2, 3);
    await lead(3, 5.5);
    expect(await median()).toBe(180);
    await lead(4, 0.01); // 36 seconds round up to a minute
    await lead(5, 0.02);
    expect(await median()).toBe(60);
  });

  it("needs at least 3 leads in the window", async () => {
    await lead(1, 1);
    await lead(2, 2);
    expect(await median()).toBeNull();
    await lead(3, 4);
    expect(await median()).toBe(120);
  });

  it("counts an unanswered lead as slower than any answer, and shows nothing when most are unanswered", async () => {
    await lead(1, 1);
    await lead(2, null);
    await lead(3, null);
    expect(await median()).toBeNull();
    await lead(4, 2);
    // 1 h, 2 h, never, never: half were answered within 2 hours.
    expect(await median()).toBe(120);
  });

  it("only looks at the leads of the last 90 days", async () => {
    await lead(95, 1);
    await lead(100, 1);
    await lead(89, 10);
    await lead(2, 20);
    expect(await median()).toBeNull();
    await lead(1, 30);
    expect(await median()).toBe(20 * 60);
  });

  it("is stored on the brand row and cleared once its leads leave the window", async () => {
    await lead(80, 1);
    await lead(81, 2);
    await lead(82, 3);
    await refreshResponseTimes(db, [brandId], NOW);
    expect(await stored()).toBe(120);

    const later = new Date(NOW.getTime() + 15 * DAY);
    expect(await refreshAllResponseTimes(db, later)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeNull();
    // Nothing left to change on a second run.
    await refreshAllResponseTimes(db, later);
    expect(await stored()).toBeNull();
  });
});
