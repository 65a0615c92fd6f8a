/** Records the claims tests work on: each test makes its own, so tests never share state. */
import { randomUUID } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { brands, claims, interiorListings } from "~/db/schema";

export async function createBrand(db: Executor, values: Partial<typeof brands.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [brand] = await db
    .insert(brands)
    .values({ slug: `studio-${suffix}`, brandName: `Studio ${suffix}`, ...values })
    .returning({ id: brands.id, slug: brands.slug, brandName: brands.brandName });
  if (!brand) throw new Error("brand not created");
  return brand;
}

export async function createListing(db: Executor, values: Partial<typeof interiorListings.$inferInsert> = {}) {
  const [listing] = await db
    .insert(interiorListings)
    .values({ name: `Listing ${randomUUID().slice(0, 8)}`, ...values })
    .returning({ id: interiorListings.id, name: interiorListings.name });
  if (!listing) throw new Error("listing not created");
  return listing;
}

/** A `new` claim filed by `userId` for a brand or a listing, as the claim form would file it. */
export async function fileClaim(
  db: Executor,
  userId: string,
  target: { brandId: string } | { listingId: string },
  values: Partial<typeof claims.$inferInsert> = {},
) {
  const [claim] = await db
    .insert(claims)
    .values({
      userId,
      fullName: "Kavya Rao",
      businessName: "Rao Interiors",
      email: "kavya@example.test",
      mobile: "9876543210",
      ...target,
      ...values,
    })
    .returning({ id: claims.id });
  if (!claim) throw new Error("claim not filed");
  return claim;
}
