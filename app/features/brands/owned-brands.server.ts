import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands } from "~/db/schema";

export interface OwnedBrand {
  id: string;
  slug: string;
  brandName: string;
  city: string | null;
  isVerified: boolean;
}

/** The brands a user has claimed or created, for their dashboard. */
export function listOwnedBrands(db: Executor, userId: string): Promise<OwnedBrand[]> {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      brandName: brands.brandName,
      city: brands.city,
      isVerified: brands.isVerified,
    })
    .from(brands)
    .where(eq(brands.claimedBy, userId))
    .orderBy(asc(brands.brandName));
}
