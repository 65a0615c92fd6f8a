import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { brandStats, imageLikes } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage, createTestUser } from "~/testing/gallery.server";
import { createTestLead } from "~/testing/leads.server";
import { type Caller, createPersonas, type Personas, viewerFor } from "~/testing/personas.server";
import { loadBrandAnalytics } from "./analytics.server";

// 15 March 2026, afternoon in India.
const NOW = new Date("2026-03-15T09:00:00Z");

describeEachDatabase("brand analytics", (getDb) => {
  let db: Db;
  let people: Personas;
  let brandId: string;
  const images: string[] = [];

  beforeAll(async () => {
    db = getDb();
    people = await createPersonas(db);
    brandId = people.owner.brandId;
    await db.insert(brandStats).values([
      { brandId, monthYear: "2026-03-01", profileViews: 40 },
      { brandId, monthYear: "2026-01-01", profileViews: 25 },
      { brandId, monthYear: "2025-04-01", profileViews: 7 },
      // Thirteen months ago: outside the window.
      { brandId, monthYear: "2025-03-01", profileViews: 99 },
      { brandId: people.otherOwner.brandId, monthYear: "2026-03-01", profileViews: 500 },
    ]);
    // 1 March 00:30 in India is still 28 February in UTC: it counts in March.
    await createTestLead(db, brandId, { receivedAt: new Date("2026-02-28T19:00:00Z") });
    await createTestLead(db, brandId, { receivedAt: new Date("2026-03-10T10:00:00Z") });
    await createTestLead(db, brandId, { receivedAt: new Date("2026-02-27T10:00:00Z") });
    await createTestLead(db, brandId, { receivedAt: new Date("2025-01-10T10:00:00Z") });
    await createTestLead(db, people.otherOwner.brandId, { receivedAt: new Date("2026-03-10T10:00:00Z") });

    const counts = [
      { title: "Kitchen", viewsCount: 50, likesCount: 2 },
      { title: "Bedroom", viewsCount: 10, likesCount: 9 },
      { title: "Bathroom", viewsCount: 0, likesCount: 0 },
      { title: "Pending", viewsCount: 0, likesCount: 0, isApproved: false },
    ];
    for (const values of counts) images.push((await createTestImage(db, brandId, values)).id);
    const fans = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    await db.insert(imageLikes).values([
      { imageId: images[0], userId: fans[0], createdAt: new Date("2026-03-02T10:00:00Z") },
      { imageId: images[1], userId: fans[0], createdAt: new Date("2026-03-05T10:00:00Z") },
      { imageId: images[1], userId: fans[1], createdAt: new Date("2025-12-05T10:00:00Z") },
      { imageId: images[1], userId: fans[2], createdAt: new Date("2024-12-05T10:00:00Z") },
    ]);
  });

  it.each(["anonymous", "homeowner", "otherOwner"] as Caller[])("refuses %s", async (caller) => {
    expect(await loadBrandAnalytics(db, viewerFor(people, caller), brandId, NOW)).toBeNull();
  });

  it.each(["owner", "admin"] as Caller[])("gives the %s 12 months of figures", async (caller) => {
    const analytics = await loadBrandAnalytics(db, viewerFor(people, caller), brandId, NOW);
    expect(analytics?.months.map((m) => m.month)).toEqual([
      "2025-04-01",
      "2025-05-01",
      "2025-06-01",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
    const month = (key: string) => analytics?.months.find((m) => m.month === key);
    expect(month("2026-03-01")).toEqual({ month: "2026-03-01", profileViews: 40, quoteRequests: 2, likes: 2 });
    expect(month("2026-02-01")).toEqual({ month: "2026-02-01", profileViews: 0, quoteRequests: 1, likes: 0 });
    expect(month("2026-01-01")?.profileViews).toBe(25);
    expect(month("2025-12-01")?.likes).toBe(1);
    expect(month("2025-04-01")?.profileViews).toBe(7);
    const totals = analytics?.months.reduce(
      (sum, m) => ({
        views: sum.views + m.profileViews,
        leads: sum.leads + m.quoteRequests,
        likes: sum.likes + m.likes,
      }),
      { views: 0, leads: 0, likes: 0 },
    );
    expect(totals).toEqual({ views: 72, leads: 3, likes: 3 });
  });

  it("ranks approved images by views and by likes, leaving out those with none", async () => {
    const analytics = await loadBrandAnalytics(db, viewerFor(people, "owner"), brandId, NOW);
    expect(analytics?.topByViews.map((i) => [i.title, i.views])).toEqual([
      ["Kitchen", 50],
      ["Bedroom", 10],
    ]);
    expect(analytics?.topByLikes.map((i) => [i.title, i.likes])).toEqual([
      ["Bedroom", 9],
      ["Kitchen", 2],
    ]);
  });
});
