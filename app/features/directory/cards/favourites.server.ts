import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brandFavourites, brands } from "~/db/schema";
import { type LimitReached, limited } from "~/services/action-limits.server";

/** Saves or removes a favourite for a signed-in user. False when the brand doesn't exist. */
export async function setFavourite(
  db: Executor,
  userId: string,
  brandId: string,
  favourite: boolean,
): Promise<boolean> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) return false;
  if (favourite) {
    await db.insert(brandFavourites).values({ userId, brandId }).onConflictDoNothing();
  } else {
    await db
      .delete(brandFavourites)
      .where(and(eq(brandFavourites.userId, userId), eq(brandFavourites.brandId, brandId)));
  }
  return true;
}

/**
 * Sets the user's favourite to `wanted`, or flips it when `wanted` is undefined (the heart's form without
 * JavaScript on a page every visitor shares, which can't know the state). The new state, undefined when
 * the brand doesn't exist, or LIMIT_REACHED past the user's favourites limit.
 */
export async function changeFavourite(
  db: Executor,
  userId: string,
  brandId: string,
  wanted: boolean | undefined,
): Promise<boolean | undefined | LimitReached> {
  return limited(db, "favourite", userId, async () => {
    if (wanted !== undefined) return (await setFavourite(db, userId, brandId, wanted)) ? wanted : undefined;
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(brandFavourites)
        .where(and(eq(brandFavourites.userId, userId), eq(brandFavourites.brandId, brandId)))
        .returning({ brandId: brandFavourites.brandId });
      if (removed.length > 0) return false;
      return (await setFavourite(tx, userId, brandId, true)) ? true : undefined;
    });
  });
}

/**
 * Saves every existing brand of `brandIds` (a visitor's browser-kept hearts) to the account and answers how
 * many; one merge counts once against the favourites limit (LIMIT_REACHED past it).
 */
export async function mergeFavourites(
  db: Executor,
  userId: string,
  brandIds: readonly string[],
): Promise<number | LimitReached> {
  if (brandIds.length === 0) return 0;
  return limited(db, "favourite", userId, async () => {
    const rows = await db
      .insert(brandFavourites)
      .select(
        db
          .select({
            userId: sql<string>`${userId}`.as("user_id"),
            brandId: brands.id,
            createdAt: sql<Date>`now()`.as("created_at"),
          })
          .from(brands)
          .where(inArray(brands.id, [...brandIds])),
      )
      .onConflictDoNothing()
      .returning({ brandId: brandFavourites.brandId });
    return rows.length;
  });
}

/** Which of `brandIds` the user has saved. */
export async function favouriteBrandIds(db: Executor, userId: string, brandIds: string[]): Promise<Set<string>> {
  if (brandIds.length === 0) return new Set();
  const rows = await db
    .select({ brandId: brandFavourites.brandId })
    .from(brandFavourites)
    .where(and(eq(brandFavourites.userId, userId), inArray(brandFavourites.brandId, brandIds)));
  return new Set(rows.map((r) => r.brandId));
}
