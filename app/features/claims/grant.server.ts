import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { violatedUniqueConstraint } from "~/db/errors.server";
import { brandProfiles, brands, interiorListings, profiles } from "~/db/schema";
import { purgeBrandPage } from "~/services/public-pages.server";

/** Why a brand or listing could not change hands. */
export type ClaimConflict = "brand_taken" | "already_owns_brand" | "listing_taken" | "claim_open";

/** Thrown inside a transaction to roll it back; callers turn it into a message. */
export class ClaimConflictError extends Error {
  constructor(readonly conflict: ClaimConflict) {
    super(`claim conflict: ${conflict}`);
    this.name = "ClaimConflictError";
  }
}

const CONFLICT_BY_CONSTRAINT: Record<string, ClaimConflict> = {
  brands_claimed_by_uq: "already_owns_brand",
  brand_profiles_user_id_unique: "already_owns_brand",
  brand_profiles_brand_id_unique: "brand_taken",
  claims_open_brand_uq: "claim_open",
  claims_open_listing_uq: "claim_open",
};

/** The conflict behind `error` (ours, or a unique index of the ownership rules), or null for anything else. */
export function claimConflictOf(error: unknown): ClaimConflict | null {
  if (error instanceof ClaimConflictError) return error.conflict;
  const constraint = violatedUniqueConstraint(error);
  return constraint === null ? null : (CONFLICT_BY_CONSTRAINT[constraint] ?? null);
}

/** The person a brand or listing is granted to. */
export interface Claimant {
  userId: string;
  fullName: string;
  email: string;
}

/**
 * Makes `claimant` the owner of an unclaimed brand: brand claimed_by/claimed_at, profile role brand (an admin
 * stays admin), a brand_profiles row. Run it inside the caller's transaction: a failure at any step rolls back
 * all of them. Throws ClaimConflictError when the brand is taken or the claimant already owns a brand
 * (two grants of one brand at once: the second waits for the first's row lock, then finds it claimed).
 * The brand's cached page goes, so "Claimed by owner" shows at once (also to its new owner, who shares it).
 */
export async function grantBrand(
  tx: Executor,
  brandId: string,
  claimant: Claimant,
  businessName?: string | null,
): Promise<void> {
  const [brand] = await tx
    .update(brands)
    .set({ claimedBy: claimant.userId, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(brands.id, brandId), isNull(brands.claimedBy)))
    .returning({ brandName: brands.brandName, slug: brands.slug });
  if (!brand) throw new ClaimConflictError("brand_taken");
  purgeBrandPage(brand.slug);
  await tx
    .insert(profiles)
    .values({ userId: claimant.userId, fullName: claimant.fullName, role: "brand" })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { role: sql`CASE WHEN ${profiles.role} = 'admin' THEN 'admin' ELSE 'brand' END`, updatedAt: sql`now()` },
    });
  await tx.insert(brandProfiles).values({
    userId: claimant.userId,
    brandId,
    businessName: businessName || brand.brandName,
    contactPerson: claimant.fullName,
    contactEmail: claimant.email,
  });
}

/**
 * Verifies a listing for its claimant (status verified, verified_at set) and makes them its owner.
 * Throws ClaimConflictError when someone else owns it by now.
 */
export async function grantListing(tx: Executor, listingId: string, userId: string): Promise<void> {
  const [listing] = await tx
    .update(interiorListings)
    .set({ status: "verified", verifiedAt: sql`now()`, claimedBy: userId })
    .where(
      and(
        eq(interiorListings.id, listingId),
        or(isNull(interiorListings.claimedBy), eq(interiorListings.claimedBy, userId)),
      ),
    )
    .returning({ id: interiorListings.id });
  if (!listing) throw new ClaimConflictError("listing_taken");
}
