import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { imageLikes, portfolioImages } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand, createTestImage, createTestUser } from "~/testing/gallery.server";
import { likedImageIds, listLikedImages, setImageLike, toggleImageLike } from "./likes.server";

async function likesOf(db: Db, imageId: string): Promise<{ count: number; rows: number }> {
  const [image] = await db
    .select({ count: portfolioImages.likesCount })
    .from(portfolioImages)
    .where(eq(portfolioImages.id, imageId));
  const [likes] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(imageLikes)
    .where(eq(imageLikes.imageId, imageId));
  return { count: image?.count ?? -1, rows: likes?.rows ?? -1 };
}

describeEachDatabase("image likes", (getDb) => {
  async function setup() {
    const db = getDb();
    const brand = await createTestBrand(db);
    const image = await createTestImage(db, brand.id, { likesCount: 0 });
    return { db, brand, image };
  }

  it("toggles a like on and off, moving the count with it", async () => {
    const { db, image } = await setup();
    const user = await createTestUser(db);
    expect(await toggleImageLike(db, user, image.id)).toEqual({ liked: true, likesCount: 1 });
    expect(await likesOf(db, image.id)).toEqual({ count: 1, rows: 1 });
    expect(await toggleImageLike(db, user, image.id)).toEqual({ liked: false, likesCount: 0 });
    expect(await likesOf(db, image.id)).toEqual({ count: 0, rows: 0 });
  });

  it("keeps one like per user per image; setting the same state twice changes nothing", async () => {
    const { db, image } = await setup();
    const [ana, ben] = [await createTestUser(db), await createTestUser(db)];
    await setImageLike(db, ana, image.id, true);
    expect(await setImageLike(db, ana, image.id, true)).toEqual({ liked: true, likesCount: 1 });
    expect(await setImageLike(db, ben, image.id, true)).toEqual({ liked: true, likesCount: 2 });
    expect(await setImageLike(db, ben, image.id, false)).toEqual({ liked: false, likesCount: 1 });
    expect(await setImageLike(db, ben, image.id, false)).toEqual({ liked: false, likesCount: 1 });
    expect(await likesOf(db, image.id)).toEqual({ count: 1, rows: 1 });
  });

  it("never lets the count drop below zero", async () => {
    const { db, image } = await setup();
    const user = await createTestUser(db);
    await setImageLike(db, user, image.id, true);
    // A count that drifted (e.g. edited by hand) still cannot go negative on unlike.
    await db.update(portfolioImages).set({ likesCount: 0 }).where(eq(portfolioImages.id, image.id));
    expect(await setImageLike(db, user, image.id, false)).toEqual({ liked: false, likesCount: 0 });
    expect(await setImageLike(db, user, image.id, false)).toEqual({ liked: false, likesCount: 0 });
  });

  it("refuses likes on images that are not public or do not exist", async () => {
    const { db, brand } = await setup();
    const user = await createTestUser(db);
    const pending = await createTestImage(db, brand.id, { isApproved: false });
    expect(await toggleImageLike(db, user, pending.id)).toBeUndefined();
    expect(await toggleImageLike(db, user, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await likesOf(db, pending.id)).toEqual({ count: 0, rows: 0 });
  });

  it("stays consistent under 50 parallel toggles by one user", async () => {
    const { db, image } = await setup();
    const user = await createTestUser(db);
    const results = await Promise.all(Array.from({ length: 50 }, () => toggleImageLike(db, user, image.id)));
    expect(results.every((r) => r !== undefined)).toBe(true);
    const { count, rows } = await likesOf(db, image.id);
    expect(count).toBe(rows);
    expect([0, 1]).toContain(rows);
  });

  it("stays consistent under 50 parallel toggles by many users", async () => {
    const { db, image } = await setup();
    const userIds = await Promise.all(Array.from({ length: 20 }, () => createTestUser(db)));
    const toggles = Array.from({ length: 50 }, (_, i) => toggleImageLike(db, userIds[i % userIds.length]!, image.id));
    await Promise.all(toggles);
    const { count, rows } = await likesOf(db, image.id);
    expect(count).toBe(rows);
    // Concurrent toggles of one user may coalesce, so how many likes remain varies; the count must match.
    expect(rows).toBeGreaterThanOrEqual(0);
    expect(rows).toBeLessThanOrEqual(20);
  });

  it("lists a user's liked public images, most recent first", async () => {
    const { db, brand, image } = await setup();
    const user = await createTestUser(db);
    const second = await createTestImage(db, brand.id, { title: "Second" });
    const hidden = await createTestImage(db, brand.id, { title: "Hidden later" });
    await setImageLike(db, user, image.id, true);
    await db.execute(sql`SELECT pg_sleep(0.01)`);
    await setImageLike(db, user, second.id, true);
    await setImageLike(db, user, hidden.id, true);
    await db.update(portfolioImages).set({ isApproved: false }).where(eq(portfolioImages.id, hidden.id));
    expect((await listLikedImages(db, user)).map((i) => i.id)).toEqual([second.id, image.id]);
    expect((await likedImageIds(db, user, [image.id, hidden.id, brand.id])).sort()).toEqual(
      [image.id, hidden.id].sort(),
    );
    expect(await likedImageIds(db, user, [])).toEqual([]);
  });
});
