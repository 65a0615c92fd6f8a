import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brandFavourites, brands } from "~/db/schema";

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

/** Which of `brandIds` the user has saved. */
export async function favouriteBrandIds(db: Executor, userId: string, brandIds: string[]): Promise<Set<string>> {
  if (brandIds.length === 0) return new Set();
  const rows = await db
    .select({ brandId: brandFavourites.brandId })
    .from(brandFavourites)
    .where(and(eq(brandFavourites.userId, userId), inArray(brandFavourites.brandId, brandIds)));
  return new Set(rows.map((r) => r.brandId));
}
