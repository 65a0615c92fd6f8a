import { and, eq, type SQL } from "drizzle-orm";
import { redirect } from "react-router";
import { db, type Executor } from "~/db/client.server";
import { brands, interiorListings, portfolioImages } from "~/db/schema";
import { requireViewer, type Viewer } from "~/features/auth/auth.api.server";

/** The brand a user owns: at most one (a unique index on brands.claimed_by). */
export interface OwnedBrand {
  id: string;
  slug: string;
  brandName: string;
  city: string | null;
  isVerified: boolean;
}

/** OwnedBrand's columns, for a query of brands. */
export const ownedBrandColumns = {
  id: brands.id,
  slug: brands.slug,
  brandName: brands.brandName,
  city: brands.city,
  isVerified: brands.isVerified,
};

export async function findOwnedBrand(database: Executor, userId: string): Promise<OwnedBrand | null> {
  const [brand] = await database.select(ownedBrandColumns).from(brands).where(eq(brands.claimedBy, userId)).limit(1);
  return brand ?? null;
}

/**
 * The brands whose private side `viewer` may read or change, as a condition on `brands`: an admin any, anyone
 * else the one they own. For a query that reads the brand's figures in the same statement as the check.
 */
export function brandsEditableBy(viewer: Viewer): SQL | undefined {
  return viewer.role === "admin" ? undefined : eq(brands.claimedBy, viewer.userId);
}

/** Whether `viewer` may read or change a brand's private side (images, listings, leads, settings). */
export async function canEditBrand(database: Executor, viewer: Viewer | null, brandId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  const [row] = await database
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), brandsEditableBy(viewer)))
    .limit(1);
  return row !== undefined;
}

/** Whether `viewer` may change a listing: the user who owns it, or an admin. */
export async function canEditListing(database: Executor, viewer: Viewer | null, listingId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  const [row] = await database
    .select({ id: interiorListings.id })
    .from(interiorListings)
    .where(and(eq(interiorListings.id, listingId), eq(interiorListings.claimedBy, viewer.userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether `viewer` may change or delete a portfolio image: the owner of its brand, or an admin. */
export async function canEditImage(database: Executor, viewer: Viewer | null, imageId: string): Promise<boolean> {
  if (!viewer) return false;
  const ownImage = and(eq(portfolioImages.id, imageId), eq(brands.claimedBy, viewer.userId));
  const [row] = await database
    .select({ id: portfolioImages.id })
    .from(portfolioImages)
    .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
    .where(viewer.role === "admin" ? eq(portfolioImages.id, imageId) : ownImage)
    .limit(1);
  return row !== undefined;
}

/** The signed-in viewer's brand, or null (the dashboard's index page, which shows 'Join as a Brand' then). */
export async function ownedBrandOf(request: Request): Promise<{ viewer: Viewer; brand: OwnedBrand | null }> {
  const viewer = await requireViewer(request);
  return { viewer, brand: await findOwnedBrand(db(), viewer.userId) };
}

/**
 * For the brand dashboard's loaders and actions: the signed-in owner and their brand. Signed out → /auth (and
 * back); signed in without a brand → /brand-dashboard, where they can join as a brand.
 */
export async function requireOwnedBrand(request: Request): Promise<{ viewer: Viewer; brand: OwnedBrand }> {
  const { viewer, brand } = await ownedBrandOf(request);
  if (!brand) throw redirect("/brand-dashboard");
  return { viewer, brand };
}
