/**
 * Evidence that the gallery queries use indexes at scale: bulk synthetic images and EXPLAIN of the
 * exact page and count queries the gallery runs. Used by the EXPLAIN test and by `npm run bench`.
 */
import { sql } from "drizzle-orm";
import {
  COLOR_PALETTES,
  COST_RANGES,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { GALLERY_PAGE_SIZE } from "~/content/design-ideas";
import type { Executor } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import type { GalleryFilters } from "./filters";
import { decodeCursor, galleryCountQuery, galleryPageQuery } from "./gallery.server";

function textArray(values: readonly string[]) {
  return sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(",")}]::text[]`);
}

/** `values[expr mod n]` in SQL, for spreading synthetic rows over an option list. */
function cycle(values: readonly string[], expr: string) {
  return sql`(${textArray(values)})[1 + (${sql.raw(expr)}) % ${sql.raw(String(values.length))}]`;
}

/**
 * Inserts `count` approved synthetic images spread over every room, style, colour, size, cost range
 * and element, created over the past `count` minutes, then ANALYZEs. Deterministic.
 */
export async function insertSyntheticImages(db: Executor, brandIds: readonly string[], count: number): Promise<void> {
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      INSERT INTO portfolio_images (brand_id, image_url, width, height, title, description, is_approved, is_featured,
        room_type, design_style, color_palette, space_size, layout_type, project_cost_range, design_elements,
        likes_count, views_count, created_at)
      SELECT
        (${sql.raw(`ARRAY[${brandIds.map((id) => `'${id}'`).join(",")}]::uuid[]`)})[1 + g % ${sql.raw(String(brandIds.length))}],
        '/media/art/synthetic-' || g || '.webp', 1200, 900,
        ${cycle(DESIGN_STYLES, "g / 10")} || ' ' || ${cycle(ROOM_TYPES, "g")} || ' design ' || g,
        'A ' || ${cycle(COLOR_PALETTES, "g / 3")} || ' palette with ' || ${cycle(DESIGN_ELEMENTS, "g / 7")},
        g % 97 <> 0,
        g % 50 = 0,
        ${cycle(ROOM_TYPES, "g")},
        ${cycle(DESIGN_STYLES, "g / 10")},
        ${cycle(COLOR_PALETTES, "g / 3")},
        ${cycle(SPACE_SIZES, "g / 5")},
        CASE WHEN g % 10 = 2 THEN ${cycle(KITCHEN_LAYOUTS, "g / 10")} END,
        ${cycle(COST_RANGES, "g / 4")},
        ARRAY[${cycle(DESIGN_ELEMENTS, "g / 7")}, ${cycle(DESIGN_ELEMENTS, "g / 11")}],
        (g::bigint * 7919) % 500,
        (g::bigint * 104729) % 5000,
        timestamptz '2025-01-01T00:00:00Z' - g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) AS g`);
  }
  await db.execute(sql`ANALYZE portfolio_images`);
}

async function explain(db: Executor, query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = await db.execute(sql`EXPLAIN ${query.getSQL()}`);
  return rowsOf<{ "QUERY PLAN": string }>(result)
    .map((row) => row["QUERY PLAN"])
    .join("\n");
}

/** The plan of the gallery page query for `filters` (optionally after a page cursor). */
export function explainGalleryPage(db: Executor, filters: GalleryFilters, cursorToken?: string): Promise<string> {
  return explain(db, galleryPageQuery(db, filters, decodeCursor(cursorToken, filters.sort), GALLERY_PAGE_SIZE));
}

/** The plan of the capped result-count query for `filters`. */
export function explainGalleryCount(db: Executor, filters: GalleryFilters): Promise<string> {
  return explain(db, galleryCountQuery(db, filters));
}

/** Index names a plan scans portfolio_images through (empty when it reads the table sequentially). */
export function indexesUsed(plan: string): string[] {
  return [
    ...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+) on portfolio_images|Bitmap Index Scan on (\w+)/g),
  ]
    .map((m) => m[1] ?? m[2] ?? "")
    .filter((name) => name.startsWith("portfolio_images"));
}

export function seqScansPortfolioImages(plan: string): boolean {
  return /Seq Scan on portfolio_images/.test(plan);
}
