/**
 * Gallery queries over approved portfolio images. Paging is keyset-based on the same columns the
 * indexes are ordered by ((created_at, id) or (likes_count, id)), so a page is stable while new
 * images arrive and every page costs the same.
 */
import { and, arrayOverlaps, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { FEATURED_LIMIT, GALLERY_PAGE_SIZE, TRENDING_FETCH } from "~/content/design-ideas";
import { cappedCountQuery } from "~/db/capped-count.server";
import type { Executor } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { brands, imageFacets, portfolioImages } from "~/db/schema";
import { isFirstVisitToday, type Visitor } from "~/features/views/views.api.server";
import { containsPattern } from "~/lib/like";
import { sqlInstant, sqlInteger } from "~/lib/sql-values";
import type { GalleryFilters, GallerySort, RoomType } from "./filters";

const img = portfolioImages;

/** Columns an image card needs (join brands on brands.id = portfolio_images.brand_id). */
export const cardColumns = {
  id: img.id,
  imageUrl: img.imageUrl,
  width: img.width,
  height: img.height,
  title: img.title,
  description: img.description,
  roomType: img.roomType,
  designStyle: img.designStyle,
  colorPalette: img.colorPalette,
  spaceSize: img.spaceSize,
  layoutType: img.layoutType,
  projectCostRange: img.projectCostRange,
  projectLocation: img.projectLocation,
  designElements: img.designElements,
  likesCount: img.likesCount,
  viewsCount: img.viewsCount,
  brandName: brands.brandName,
  brandSlug: brands.slug,
  brandVerified: brands.isVerified,
};

type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["notNull"] extends true
    ? (typeof cardColumns)[K]["_"]["data"]
    : (typeof cardColumns)[K]["_"]["data"] | null;
};

/** What an image card shows: public fields only. */
export type GalleryImage = Omit<CardRow, "brandName" | "brandSlug" | "brandVerified"> & {
  brand: { name: string; slug: string; isVerified: boolean };
};

export function toGalleryImage(row: CardRow): GalleryImage {
  const { brandName, brandSlug, brandVerified, ...image } = row;
  return { ...image, brand: { name: brandName, slug: brandSlug, isVerified: brandVerified } };
}

function selectCards(db: Executor) {
  return db.select(cardColumns).from(img).innerJoin(brands, eq(brands.id, img.brandId));
}

/**
 * Facet filters as imageFacets() tokens, when the set combines facets no btree index serves (anything beyond
 * room type and style, or featured alone): then one `@>` on portfolio_images_facets_gin_idx intersects them,
 * where separate equalities leave the planner a scan that tests every row (at a million images, until it finds
 * the capped count's 1,001 matches). Several design elements match any of them, so they stay an overlap.
 */
export function facetTokens(filters: GalleryFilters): string[] | undefined {
  const tokens = [
    filters.roomType && `room:${filters.roomType}`,
    filters.style && `style:${filters.style}`,
    filters.color && `color:${filters.color}`,
    filters.size && `size:${filters.size}`,
    filters.layout && `layout:${filters.layout}`,
    filters.budget && `budget:${filters.budget}`,
    filters.featured && "featured",
    filters.elements.length === 1 && filters.elements[0],
  ].filter((token): token is string => Boolean(token));
  const btreeServed = tokens.every((token) => token.startsWith("room:") || token.startsWith("style:"));
  return btreeServed || (tokens.length === 1 && filters.featured) ? undefined : tokens;
}

/**
 * The WHERE clause for a filter set: approved images plus one condition per active filter. `byFacets` (the
 * capped count) matches combined facets through the GIN index; the page query keeps the equalities, so it
 * can walk a sort index (featured_idx, approved_created_idx) and stop after a page, where the GIN index would
 * fetch and sort every match (777 ms for featured + luxury at a million images).
 */
export function galleryWhere(filters: GalleryFilters, { byFacets = false } = {}): SQL {
  const facets = byFacets ? facetTokens(filters) : undefined;
  const conditions: (SQL | undefined)[] = facets
    ? [
        eq(img.isApproved, true),
        sql`${imageFacets(img)} @> ARRAY[${sql.join(
          facets.map((token) => sql`${token}`),
          sql`, `,
        )}]::text[]`,
      ]
    : [
        eq(img.isApproved, true),
        filters.roomType && eq(img.roomType, filters.roomType),
        filters.style && eq(img.designStyle, filters.style),
        filters.color && eq(img.colorPalette, filters.color),
        filters.size && eq(img.spaceSize, filters.size),
        filters.layout && eq(img.layoutType, filters.layout),
        filters.budget && eq(img.projectCostRange, filters.budget),
        filters.elements.length > 0 ? arrayOverlaps(img.designElements, filters.elements) : undefined,
        filters.featured ? eq(img.isFeatured, true) : undefined,
      ];
  if (facets && filters.elements.length > 1) conditions.push(arrayOverlaps(img.designElements, filters.elements));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(img.title, pattern), ilike(img.description, pattern)));
  }
  return and(...conditions) as SQL;
}

/**
 * ORDER BY for a sort: the key column then id, spelled exactly like the partial indexes
 * ("DESC NULLS LAST"; ascending is their backward scan) so the planner reads rows in index order
 * instead of sorting. The columns are NOT NULL, so the NULLS clauses change nothing else.
 */
export function galleryOrder(sort: GallerySort): SQL[] {
  const key = sort === "popular" ? img.likesCount : img.createdAt;
  const direction = sort === "oldest" ? sql`asc nulls first` : sql`desc nulls last`;
  return [sql`${key} ${direction}`, sql`${img.id} ${direction}`];
}

// ── Cursors ──

const cursorSchema = z.discriminatedUnion("s", [
  z.object({ s: z.literal("popular"), k: sqlInteger, id: z.guid() }),
  /** created_at as an exact ISO string (microseconds). */
  z.object({ s: z.enum(["latest", "oldest"]), k: sqlInstant(6), id: z.guid() }),
]);
export type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(cursor: { s: GallerySort; k: number | string; id: string }): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A cursor from the URL, or undefined when it is malformed, out of range or made for another sort. */
export function decodeCursor(token: string | undefined, sort: GallerySort): Cursor | undefined {
  if (!token) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
    return parsed.success && parsed.data.s === sort ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Rows strictly after the cursor in the sort's order (a row comparison the btree index can seek). */
function afterCursor(cursor: Cursor): SQL {
  switch (cursor.s) {
    case "popular":
      return sql`(${img.likesCount}, ${img.id}) < (${cursor.k}, ${cursor.id}::uuid)`;
    case "oldest":
      return sql`(${img.createdAt}, ${img.id}) > (${cursor.k}::timestamptz, ${cursor.id}::uuid)`;
    default:
      return sql`(${img.createdAt}, ${img.id}) < (${cursor.k}::timestamptz, ${cursor.id}::uuid)`;
  }
}

/** created_at to the microsecond (a JS Date would round to milliseconds and skip rows). */
const exactCreatedAt = sql<string>`to_char(${img.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface GalleryPage {
  images: GalleryImage[];
  /** Cursor for the next page, or null on the last page. */
  nextCursor: string | null;
}

/** The page query (one row more than a page, to know whether another page follows). */
export function galleryPageQuery(db: Executor, filters: GalleryFilters, cursor: Cursor | undefined, pageSize: number) {
  const where = cursor ? and(galleryWhere(filters), afterCursor(cursor)) : galleryWhere(filters);
  return db
    .select({ ...cardColumns, createdKey: exactCreatedAt })
    .from(img)
    .innerJoin(brands, eq(brands.id, img.brandId))
    .where(where)
    .orderBy(...galleryOrder(filters.sort))
    .limit(pageSize + 1);
}

/** One page of the gallery: up to 50 images after `cursor` (the first page when absent or invalid). */
export async function listGalleryPage(
  db: Executor,
  filters: GalleryFilters,
  cursorToken?: string,
  pageSize: number = GALLERY_PAGE_SIZE,
): Promise<GalleryPage> {
  const rows = await galleryPageQuery(db, filters, decodeCursor(cursorToken, filters.sort), pageSize);
  const hasMore = rows.length > pageSize;
  const pageRows = hasMore ? rows.slice(0, pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          s: filters.sort,
          k: filters.sort === "popular" ? last.likesCount : last.createdKey,
          id: last.id,
        })
      : null;
  return { images: pageRows.map(({ createdKey: _, ...row }) => toGalleryImage(row)), nextCursor };
}

/**
 * The capped count query: COUNT_CAP + 1 rows at most are visited. No index finds a text search's matches, so
 * its count walks the newest-first index like the page does and stops at the cap; unordered, the planner
 * reads the table in physical order until the cap (a sequential scan, slower as the table grows).
 */
export function galleryCountQuery(db: Executor, filters: GalleryFilters) {
  const where = galleryWhere(filters, { byFacets: true });
  const matches = db.select({ one: sql`1` }).from(img).where(where).$dynamic();
  const walksIndex = Boolean(filters.search) && facetTokens(filters) === undefined;
  return cappedCountQuery(db, walksIndex ? matches.orderBy(...galleryOrder("latest")) : matches);
}

/** How many images match, counting no further than COUNT_CAP + 1 (shown as "1,000+"). */
export async function countGalleryImages(db: Executor, filters: GalleryFilters): Promise<number> {
  const [row] = await galleryCountQuery(db, filters);
  return row?.total ?? 0;
}

/** Featured images: approved and featured, newest first. */
export async function listFeaturedImages(db: Executor, limit: number = FEATURED_LIMIT): Promise<GalleryImage[]> {
  const rows = await selectCards(db)
    .where(and(eq(img.isApproved, true), eq(img.isFeatured, true)))
    .orderBy(...galleryOrder("latest"))
    .limit(limit);
  return rows.map(toGalleryImage);
}

/** Trending images: approved, most liked first. */
export async function listTrendingImages(db: Executor, limit: number = TRENDING_FETCH): Promise<GalleryImage[]> {
  const rows = await selectCards(db)
    .where(eq(img.isApproved, true))
    .orderBy(...galleryOrder("popular"))
    .limit(limit);
  return rows.map(toGalleryImage);
}

/** The most liked image of a room: its hero. */
export async function roomHeroImage(db: Executor, room: RoomType): Promise<GalleryImage | undefined> {
  const [row] = await selectCards(db)
    .where(and(eq(img.isApproved, true), eq(img.roomType, room)))
    .orderBy(...galleryOrder("popular"))
    .limit(1);
  return row ? toGalleryImage(row) : undefined;
}

export interface RoomCover {
  roomType: RoomType;
  imageUrl: string;
  width: number;
  height: number;
  title: string;
}

/** One cover image per room (its most liked), for the landing's room cards. One index probe per room. */
export async function listRoomCovers(db: Executor, rooms: readonly RoomType[]): Promise<RoomCover[]> {
  const roomList = sql.join(
    rooms.map((r) => sql`${r}`),
    sql`, `,
  );
  type CoverRow = {
    room_type: RoomType;
    image_url: string;
    width: number;
    height: number;
    title: string;
  };
  const result = await db.execute(sql`
    SELECT r.room_type, c.image_url, c.width, c.height, c.title
    FROM unnest(ARRAY[${roomList}]::text[]) WITH ORDINALITY AS r(room_type, position)
    CROSS JOIN LATERAL (
      SELECT ${img.imageUrl} AS image_url, ${img.width} AS width, ${img.height} AS height, ${img.title} AS title
      FROM ${img}
      WHERE ${img.isApproved} AND ${img.roomType} = r.room_type
      ORDER BY ${sql.join(galleryOrder("popular"), sql`, `)}
      LIMIT 1
    ) c
    ORDER BY r.position`);
  return rowsOf<CoverRow>(result).map((r) => ({
    roomType: r.room_type,
    imageUrl: r.image_url,
    width: Number(r.width),
    height: Number(r.height),
    title: r.title,
  }));
}

/** A public (approved) image by id. */
export async function getGalleryImage(db: Executor, id: string): Promise<GalleryImage | undefined> {
  const [row] = await selectCards(db)
    .where(and(eq(img.id, id), eq(img.isApproved, true)))
    .limit(1);
  return row ? toGalleryImage(row) : undefined;
}

/** Other approved images of the same room and style, newest first. */
export async function listSimilarImages(db: Executor, image: GalleryImage, limit = 8): Promise<GalleryImage[]> {
  const rows = await selectCards(db)
    .where(
      and(
        eq(img.isApproved, true),
        eq(img.roomType, image.roomType),
        image.designStyle ? eq(img.designStyle, image.designStyle) : undefined,
        ne(img.id, image.id),
      ),
    )
    .orderBy(...galleryOrder("latest"))
    .limit(limit);
  return rows.map(toGalleryImage);
}

/**
 * Counts one view of an approved image atomically, the first time this visitor opens it today
 * (isFirstVisitToday); returns the new count, or undefined when nothing was counted.
 */
export async function recordImageView(db: Executor, id: string, visitor: Visitor): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [image] = await tx
      .select({ id: img.id })
      .from(img)
      .where(and(eq(img.id, id), eq(img.isApproved, true)));
    if (!image || !(await isFirstVisitToday(tx, `image:${id}`, visitor))) return undefined;
    const [row] = await tx
      .update(img)
      .set({ viewsCount: sql`${img.viewsCount} + 1` })
      .where(eq(img.id, id))
      .returning({ viewsCount: img.viewsCount });
    return row?.viewsCount;
  });
}
