/**
 * Likes: one per user per image (the primary key), and likes_count moves only when
 * a like row was really inserted or deleted, in the same transaction — so the count always equals
 * the number of rows, even under concurrent clicks, and never drops below 0.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, imageLikes, portfolioImages } from "~/db/schema";
import { type LimitReached, limited } from "~/services/action-limits.server";
import { cardColumns, type GalleryImage, toGalleryImage } from "./gallery.server";

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

type Tx = Parameters<Parameters<Executor["transaction"]>[0]>[0];

async function isPublicImage(tx: Tx, imageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: portfolioImages.id })
    .from(portfolioImages)
    .where(and(eq(portfolioImages.id, imageId), eq(portfolioImages.isApproved, true)));
  return row !== undefined;
}

async function addLike(tx: Tx, userId: string, imageId: string): Promise<number | undefined> {
  const inserted = await tx
    .insert(imageLikes)
    .values({ imageId, userId })
    .onConflictDoNothing()
    .returning({ imageId: imageLikes.imageId });
  if (inserted.length === 0) return undefined;
  const [row] = await tx
    .update(portfolioImages)
    .set({ likesCount: sql`${portfolioImages.likesCount} + 1` })
    .where(eq(portfolioImages.id, imageId))
    .returning({ likesCount: portfolioImages.likesCount });
  return row?.likesCount;
}

async function removeLike(tx: Tx, userId: string, imageId: string): Promise<number | undefined> {
  const deleted = await tx
    .delete(imageLikes)
    .where(and(eq(imageLikes.imageId, imageId), eq(imageLikes.userId, userId)))
    .returning({ imageId: imageLikes.imageId });
  if (deleted.length === 0) return undefined;
  const [row] = await tx
    .update(portfolioImages)
    .set({ likesCount: sql`GREATEST(${portfolioImages.likesCount} - 1, 0)` })
    .where(eq(portfolioImages.id, imageId))
    .returning({ likesCount: portfolioImages.likesCount });
  return row?.likesCount;
}

async function currentCount(tx: Tx, imageId: string): Promise<number> {
  const [row] = await tx
    .select({ likesCount: portfolioImages.likesCount })
    .from(portfolioImages)
    .where(eq(portfolioImages.id, imageId));
  return row?.likesCount ?? 0;
}

/**
 * Sets the user's like on an image to `liked` (idempotent: a repeated request changes nothing).
 * Undefined when the image is not public; LIMIT_REACHED past the user's like limit.
 */
export async function setImageLike(
  db: Executor,
  userId: string,
  imageId: string,
  liked: boolean,
): Promise<LikeState | undefined | LimitReached> {
  return limited(db, "like", userId, () =>
    db.transaction(async (tx) => {
      if (!(await isPublicImage(tx, imageId))) return undefined;
      const changed = liked ? await addLike(tx, userId, imageId) : await removeLike(tx, userId, imageId);
      return { liked, likesCount: changed ?? (await currentCount(tx, imageId)) };
    }),
  );
}

/** Likes the image if the user hasn't, otherwise unlikes it. Undefined and LIMIT_REACHED as setImageLike. */
export async function toggleImageLike(
  db: Executor,
  userId: string,
  imageId: string,
): Promise<LikeState | undefined | LimitReached> {
  return limited(db, "like", userId, () =>
    db.transaction(async (tx) => {
      if (!(await isPublicImage(tx, imageId))) return undefined;
      const afterUnlike = await removeLike(tx, userId, imageId);
      if (afterUnlike !== undefined) return { liked: false, likesCount: afterUnlike };
      const afterLike = await addLike(tx, userId, imageId);
      return { liked: true, likesCount: afterLike ?? (await currentCount(tx, imageId)) };
    }),
  );
}

/** Which of `imageIds` the user has liked (for the hearts on a page of cards). */
export async function likedImageIds(db: Executor, userId: string, imageIds: readonly string[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .select({ imageId: imageLikes.imageId })
    .from(imageLikes)
    .where(and(eq(imageLikes.userId, userId), inArray(imageLikes.imageId, [...new Set(imageIds)])));
  return rows.map((r) => r.imageId);
}

/** The user's liked (and still public) images, most recently liked first — for /profile. */
export async function listLikedImages(db: Executor, userId: string, limit = 48): Promise<GalleryImage[]> {
  const rows = await db
    .select(cardColumns)
    .from(imageLikes)
    .innerJoin(portfolioImages, eq(portfolioImages.id, imageLikes.imageId))
    .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
    .where(and(eq(imageLikes.userId, userId), eq(portfolioImages.isApproved, true)))
    .orderBy(sql`${imageLikes.createdAt} desc nulls last`)
    .limit(limit);
  return rows.map(toGalleryImage);
}
