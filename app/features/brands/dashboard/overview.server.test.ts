import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Executor } from "~/db/client.server";
import { brandProfiles, brandStats, leads, quoteRequests } from "~/db/schema";
import { findOwnedBrand } from "~/features/brands/brand-access.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestImage } from "~/testing/gallery.server";
import { createPersonas } from "~/testing/personas.server";
import { loadOwnedDashboard } from "./overview.server";

/** 15 March 2026, noon in India. */
const AT = new Date("2026-03-15T12:00:00+05:30");

async function routeLead(db: Executor, brandId: string, createdAt: Date) {
  const [request] = await db
    .insert(quoteRequests)
    .values({ name: "Asha", phone: "9876543210", location: "Adyar", requirement: "Kitchen", createdAt })
    .returning({ id: quoteRequests.id });
  await db.insert(leads).values({ quoteRequestId: request!.id, brandId, createdAt });
}

describeEachDatabase("dashboard overview", (getDb) => {
  it("counts this month's views against last month's, leads, images awaiting approval and likes", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    const { brandId } = people.owner;
    const other = people.otherOwner.brandId;

    await db.insert(brandStats).values([
      { brandId, monthYear: "2026-03-01", profileViews: 42 },
      { brandId, monthYear: "2026-02-01", profileViews: 30 },
      { brandId, monthYear: "2026-01-01", profileViews: 99 },
      { brandId: other, monthYear: "2026-03-01", profileViews: 7 },
    ]);
    // 1 March 00:10 in India is still February in UTC: it counts for March.
    await routeLead(db, brandId, new Date("2026-03-01T00:10:00+05:30"));
    await routeLead(db, brandId, new Date("2026-03-14T09:00:00+05:30"));
    await routeLead(db, brandId, new Date("2026-02-28T23:50:00+05:30"));
    await routeLead(db, other, new Date("2026-03-10T09:00:00+05:30"));
    await createTestImage(db, brandId, { isApproved: true, likesCount: 5 });
    await createTestImage(db, brandId, { isApproved: true, likesCount: 3 });
    await createTestImage(db, brandId, { isApproved: false, likesCount: 0 });
    await createTestImage(db, brandId, { isApproved: false, rejectedAt: new Date(), rejectionReason: "Blurry" });
    await createTestImage(db, other, { isApproved: false, likesCount: 50 });

    const overview = await loadOwnedDashboard(db, people.owner.userId, AT);
    expect(overview?.brand).toEqual(await findOwnedBrand(db, people.owner.userId));
    expect(overview?.welcomeName).toBe(people.owner.fullName);
    expect(overview?.stats).toEqual({
      profileViews: { thisMonth: 42, lastMonth: 30 },
      quoteRequests: { thisMonth: 2, allTime: 3 },
      portfolioImages: { total: 4, pending: 1 },
      totalLikes: 8,
    });
  });

  it("starts at zero, and welcomes 'Brand Owner' without a contact person", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    await db.update(brandProfiles).set({ contactPerson: "  " }).where(eq(brandProfiles.brandId, people.owner.brandId));
    const overview = await loadOwnedDashboard(db, people.owner.userId, AT);
    expect(overview?.welcomeName).toBe("Brand Owner");
    expect(overview?.stats).toEqual({
      profileViews: { thisMonth: 0, lastMonth: 0 },
      quoteRequests: { thisMonth: 0, allTime: 0 },
      portfolioImages: { total: 0, pending: 0 },
      totalLikes: 0,
    });
  });

  it("is null for an account that owns no brand", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    expect(await loadOwnedDashboard(db, people.homeowner.userId, AT)).toBeNull();
  });

  it("reports a failure to load the figures as missing stats, still naming the brand, instead of failing the page", async () => {
    const db = getDb();
    const people = await createPersonas(db);
    // The figures' statement is the first select made on this executor; the brand's own lookup after it works.
    let failed = false;
    const failingOnce = new Proxy(db, {
      get(target, property) {
        if (property === "select" && !failed) {
          failed = true;
          return () => {
            throw new Error("connection lost");
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const overview = await loadOwnedDashboard(failingOnce, people.owner.userId, AT);
    expect(overview?.stats).toBeNull();
    expect(overview?.welcomeName).toBe("Brand Owner");
    expect(overview?.brand.id).toBe(people.owner.brandId);
  });
});
