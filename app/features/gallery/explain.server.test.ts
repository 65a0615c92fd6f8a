import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { createTestBrand } from "~/testing/gallery.server";
import {
  explainGalleryCount,
  explainGalleryPage,
  indexesUsed,
  insertSyntheticImages,
  seqScansPortfolioImages,
} from "./explain.server";
import { type GalleryFilters, NO_FILTERS } from "./filters";
import { listGalleryPage } from "./gallery.server";

/**
 * The planner's real choice on a realistic table (ANALYZEd, no enable_seqscan tricks). 20,000 rows
 * keep the suite quick; GALLERY_EXPLAIN_ROWS=100000 reproduces the 100k evidence (same plans).
 */
const ROWS = Number(process.env.GALLERY_EXPLAIN_ROWS ?? 20_000);

/** [name, filters, whether rows must come straight from an index in order (no Sort node)]. */
const CASES: Array<[string, Partial<GalleryFilters>, boolean]> = [
  ["all, latest", {}, true],
  ["all, popular", { sort: "popular" }, true],
  ["all, oldest", { sort: "oldest" }, true],
  ["room", { roomType: "kitchen" }, true],
  ["style", { style: "boho" }, true],
  ["design element", { elements: ["lighting"] }, true],
  ["search", { search: "navy" }, true],
  ["room + style (bench page)", { roomType: "kitchen", style: "modern" }, false],
  ["room + style, popular", { roomType: "kitchen", style: "modern", sort: "popular" }, false],
  ["featured", { featured: true }, false],
  ["room + cost range", { roomType: "bathroom", budget: "luxury" }, false],
];

describeEachDatabase("gallery query plans", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    const brands = await Promise.all(Array.from({ length: 20 }, () => createTestBrand(db)));
    await insertSyntheticImages(
      db,
      brands.map((b) => b.id),
      ROWS,
    );
  }, 300_000);

  it.each(CASES)("reads %s pages through an index, first page and next", async (_name, partial, ordered) => {
    const db = getDb();
    const filters = { ...NO_FILTERS, ...partial };
    const first = await listGalleryPage(db, filters);
    expect(first.images).toHaveLength(50);
    for (const cursor of [undefined, first.nextCursor ?? undefined]) {
      const plan = await explainGalleryPage(db, filters, cursor);
      expect(seqScansPortfolioImages(plan), plan).toBe(false);
      expect(indexesUsed(plan).length, plan).toBeGreaterThan(0);
      // Broad filters must not sort all their matches; selective ones may sort the few rows an index found.
      if (ordered) expect(/(^|->)\s*Sort\s+\(/m.test(plan), plan).toBe(false);
    }
  });

  it("counts a text search's matches by walking an index up to the cap, not by reading the table", async () => {
    const plan = await explainGalleryCount(getDb(), { ...NO_FILTERS, search: "navy" });
    expect(seqScansPortfolioImages(plan), plan).toBe(false);
    expect(indexesUsed(plan), plan).toEqual(["portfolio_images_approved_created_idx"]);
  });

  it("serves the benchmark page (/design-ideas/kitchen?style=modern) from the room+style index", async () => {
    const filters = { ...NO_FILTERS, roomType: "kitchen" as const, style: "modern" as const };
    const db = getDb();
    expect(indexesUsed(await explainGalleryPage(db, filters))).toEqual(["portfolio_images_room_style_created_idx"]);
    expect(indexesUsed(await explainGalleryCount(db, filters))).toEqual(["portfolio_images_room_style_created_idx"]);
  });
});
