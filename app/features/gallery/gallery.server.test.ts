import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { portfolioImages } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand, createTestImage } from "~/testing/gallery.server";
import { type GalleryFilters, NO_FILTERS } from "./filters";
import {
  countGalleryImages,
  getGalleryImage,
  listFeaturedImages,
  listGalleryPage,
  listRoomCovers,
  listSimilarImages,
  listTrendingImages,
  recordImageView,
} from "./gallery.server";

/** Timestamps one second apart going back from a fixed instant, oldest last. */
function secondsAgo(n: number): Date {
  return new Date(Date.UTC(2025, 0, 1) - n * 1000);
}

describeEachDatabase("gallery queries", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(portfolioImages);
  });

  /** The first page's titles; the count (through the facets GIN index when facets combine) must agree. */
  async function titles(filters: Partial<GalleryFilters>): Promise<string[]> {
    const page = await listGalleryPage(getDb(), { ...NO_FILTERS, ...filters });
    expect(await countGalleryImages(getDb(), { ...NO_FILTERS, ...filters })).toBe(page.images.length);
    return page.images.map((i) => i.title);
  }

  it("shows approved images only, with the brand's public fields", async () => {
    const db = getDb();
    const brand = await createTestBrand(db, { brandName: "Kavya Interiors", isVerified: true, email: "x@y.z" });
    await createTestImage(db, brand.id, { title: "Approved" });
    await createTestImage(db, brand.id, { title: "Pending", isApproved: false });
    const page = await listGalleryPage(db, NO_FILTERS);
    expect(page.images.map((i) => i.title)).toEqual(["Approved"]);
    expect(page.images[0]?.brand).toEqual({ name: "Kavya Interiors", slug: brand.slug, isVerified: true });
    expect(JSON.stringify(page)).not.toContain("x@y.z");
    expect(page.nextCursor).toBeNull();
  });

  it("applies each filter, elements by overlap and search on title or description", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await createTestImage(db, id, {
      title: "Navy island kitchen",
      roomType: "kitchen",
      designStyle: "modern",
      colorPalette: "navy",
      spaceSize: "large",
      layoutType: "island",
      projectCostRange: "luxury",
      designElements: ["lighting", "false_ceiling"],
      isFeatured: true,
    });
    await createTestImage(db, id, {
      title: "Boho bedroom",
      roomType: "bedroom",
      designStyle: "boho",
      description: "Rattan lights and a TEAK headboard",
      designElements: ["accent_wall"],
    });
    await createTestImage(db, id, { title: "100% white bathroom", roomType: "bathroom", colorPalette: "white" });

    expect(await titles({ roomType: "kitchen" })).toEqual(["Navy island kitchen"]);
    expect(await titles({ style: "boho" })).toEqual(["Boho bedroom"]);
    expect(await titles({ color: "navy", size: "large", layout: "island", budget: "luxury" })).toEqual([
      "Navy island kitchen",
    ]);
    expect(await titles({ roomType: "kitchen", style: "boho" })).toEqual([]);
    expect(await titles({ elements: ["accent_wall", "lighting"] })).toHaveLength(2);
    expect(await titles({ elements: ["flooring"] })).toEqual([]);
    expect(await titles({ featured: true })).toEqual(["Navy island kitchen"]);
    expect(await titles({ roomType: "kitchen", featured: true, elements: ["lighting"] })).toEqual([
      "Navy island kitchen",
    ]);
    expect(await titles({ featured: true, budget: "luxury", elements: ["flooring", "lighting"] })).toHaveLength(1);
    expect(await titles({ color: "white", elements: ["accent_wall", "lighting"] })).toEqual([]);
    expect(await titles({ roomType: "bathroom", color: "white", search: "100%" })).toEqual(["100% white bathroom"]);
    expect(await titles({ search: "teak" })).toEqual(["Boho bedroom"]);
    expect(await titles({ search: "ISLAND" })).toEqual(["Navy island kitchen"]);
    expect(await titles({ search: "100%" })).toEqual(["100% white bathroom"]);
    expect(await titles({ search: "0%w" })).toEqual([]);
  });

  it("sorts by latest, oldest and most liked", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await createTestImage(db, id, { title: "old, loved", createdAt: secondsAgo(30), likesCount: 9 });
    await createTestImage(db, id, { title: "new", createdAt: secondsAgo(10), likesCount: 1 });
    await createTestImage(db, id, { title: "middle", createdAt: secondsAgo(20), likesCount: 5 });
    expect(await titles({ sort: "latest" })).toEqual(["new", "middle", "old, loved"]);
    expect(await titles({ sort: "oldest" })).toEqual(["old, loved", "middle", "new"]);
    expect(await titles({ sort: "popular" })).toEqual(["old, loved", "middle", "new"]);
  });

  it("pages through every image exactly once in each sort, 50 at a time", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await db.insert(portfolioImages).values(
      Array.from({ length: 120 }, (_, i) => ({
        brandId: id,
        imageUrl: "/media/art/x.webp",
        title: `Design ${i}`,
        roomType: "kitchen" as const,
        isApproved: true,
        // Ties on purpose: ten images share each timestamp and each like count.
        createdAt: secondsAgo(Math.floor(i / 10)),
        likesCount: i % 12,
      })),
    );
    for (const sort of ["latest", "oldest", "popular"] as const) {
      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await listGalleryPage(db, { ...NO_FILTERS, sort }, cursor);
        sizes.push(page.images.length);
        seen.push(...page.images.map((i) => i.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(sizes, sort).toEqual([50, 50, 20]);
      expect(new Set(seen).size, sort).toBe(120);
    }
  });

  it("keeps the next page stable when new images arrive", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    for (let i = 0; i < 6; i++) await createTestImage(db, id, { title: `Design ${i}`, createdAt: secondsAgo(100 - i) });
    const first = await listGalleryPage(db, NO_FILTERS, undefined, 3);
    expect(first.images.map((i) => i.title)).toEqual(["Design 5", "Design 4", "Design 3"]);
    await createTestImage(db, id, { title: "Brand new", createdAt: secondsAgo(0) });
    const second = await listGalleryPage(db, NO_FILTERS, first.nextCursor ?? undefined, 3);
    expect(second.images.map((i) => i.title)).toEqual(["Design 2", "Design 1", "Design 0"]);
  });

  it("pages correctly when timestamps differ only in microseconds", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await db.execute(sql`
      INSERT INTO portfolio_images (brand_id, image_url, title, room_type, is_approved, created_at)
      SELECT ${id}::uuid, '/media/art/x.webp', 'Micro ' || g, 'kitchen', true,
             timestamptz '2025-01-01 00:00:00.123Z' + g * interval '1 microsecond'
      FROM generate_series(1, 40) AS g`);
    const seen = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await listGalleryPage(db, NO_FILTERS, cursor, 7);
      for (const image of page.images) seen.add(image.id);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.size).toBe(40);
  });

  it("ignores a cursor made for another sort and starts at the first page", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    for (let i = 0; i < 3; i++) await createTestImage(db, id, { title: `Design ${i}`, createdAt: secondsAgo(i) });
    const latest = await listGalleryPage(db, NO_FILTERS, undefined, 1);
    const popular = await listGalleryPage(db, { ...NO_FILTERS, sort: "popular" }, latest.nextCursor ?? undefined, 3);
    expect(popular.images).toHaveLength(3);
  });

  it("starts at the first page for a cursor whose number or date the database can't hold", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    for (let i = 0; i < 3; i++) await createTestImage(db, id, { title: `Design ${i}`, createdAt: secondsAgo(i) });
    const token = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
    const imageId = "0b4a9f6e-0a7c-4c6e-9d0f-2f6d8c1b7e11";
    const hostile = [
      { sort: "popular", cursor: { s: "popular", k: 2 ** 31, id: imageId } },
      { sort: "popular", cursor: { s: "popular", k: 1e300, id: imageId } },
      { sort: "latest", cursor: { s: "latest", k: "0000-01-01T00:00:00.000000Z", id: imageId } },
      { sort: "latest", cursor: { s: "latest", k: "2025-02-30T00:00:00.000000Z", id: imageId } },
      { sort: "oldest", cursor: { s: "oldest", k: "2025-13-45T25:61:61.000000Z", id: imageId } },
    ] as const;
    for (const { sort, cursor } of hostile) {
      const page = await listGalleryPage(db, { ...NO_FILTERS, sort }, token(cursor), 3);
      expect(page.images, JSON.stringify(cursor)).toHaveLength(3);
    }
  });

  it("counts matches and stops counting past 1,000", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await createTestImage(db, id, { roomType: "bedroom" });
    await createTestImage(db, id, { roomType: "bedroom", isApproved: false });
    expect(await countGalleryImages(db, { ...NO_FILTERS, roomType: "bedroom" })).toBe(1);
    await db.execute(sql`
      INSERT INTO portfolio_images (brand_id, image_url, title, room_type, is_approved)
      SELECT ${id}::uuid, '/media/art/x.webp', 'Bulk', 'kitchen', true FROM generate_series(1, 1050)`);
    expect(await countGalleryImages(db, NO_FILTERS)).toBe(1_001);
  });

  it("lists featured newest first and trending by likes", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    for (let i = 0; i < 10; i++) {
      await createTestImage(db, id, {
        title: `F${i}`,
        isFeatured: true,
        createdAt: secondsAgo(i),
        likesCount: i,
      });
    }
    await createTestImage(db, id, { title: "Pending featured", isFeatured: true, isApproved: false });
    expect((await listFeaturedImages(db)).map((i) => i.title)).toEqual([
      "F0",
      "F1",
      "F2",
      "F3",
      "F4",
      "F5",
      "F6",
      "F7",
    ]);
    const trending = await listTrendingImages(db);
    expect(trending.map((i) => i.title)).toEqual(["F9", "F8", "F7", "F6", "F5", "F4", "F3", "F2", "F1", "F0"]);
  });

  it("picks each room's most liked image as its cover", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    await createTestImage(db, id, { roomType: "kitchen", title: "K1", likesCount: 1 });
    await createTestImage(db, id, { roomType: "kitchen", title: "K2", likesCount: 7 });
    await createTestImage(db, id, { roomType: "balcony", title: "B1", likesCount: 0 });
    const covers = await listRoomCovers(db, ["kitchen", "balcony", "bedroom"]);
    expect(covers.map((c) => [c.roomType, c.title])).toEqual([
      ["kitchen", "K2"],
      ["balcony", "B1"],
    ]);
  });

  it("finds similar designs of the same room and style", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    const source = await createTestImage(db, id, { roomType: "kitchen", designStyle: "modern", title: "Source" });
    await createTestImage(db, id, { roomType: "kitchen", designStyle: "modern", title: "Twin" });
    await createTestImage(db, id, { roomType: "kitchen", designStyle: "boho", title: "Other style" });
    const image = await getGalleryImage(db, source.id);
    expect(image?.title).toBe("Source");
    expect((await listSimilarImages(db, image!)).map((i) => i.title)).toEqual(["Twin"]);
  });

  it("counts views atomically, each visitor once a day, and only for public images", async () => {
    const db = getDb();
    const { id } = await createTestBrand(db);
    const image = await createTestImage(db, id);
    const pending = await createTestImage(db, id, { isApproved: false });
    const visitor = (key: string) => ({ key, day: "2025-06-01", address: null });
    await Promise.all(Array.from({ length: 25 }, (_, i) => recordImageView(db, image.id, visitor(`v${i}`))));
    await Promise.all(Array.from({ length: 25 }, () => recordImageView(db, image.id, visitor("v0"))));
    const [row] = await db.select().from(portfolioImages).where(eq(portfolioImages.id, image.id));
    expect(row?.viewsCount).toBe(25);
    expect(await recordImageView(db, pending.id, visitor("v-new"))).toBeUndefined();
    expect(await getGalleryImage(db, pending.id)).toBeUndefined();
  });
});
