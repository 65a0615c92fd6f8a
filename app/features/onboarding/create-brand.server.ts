import { eq, like, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { violatedUniqueConstraint } from "~/db/errors.server";
import { brands } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { BUSINESS_MESSAGES, type Refusal } from "~/features/brands";
import { canJoinAsBrand, claimConflictOf, grantBrand, JOIN_MESSAGES } from "~/features/claims/claims.api.server";
import { findCityById } from "~/features/directory/directory.api.server";
import { nextFreeSlug, slugify } from "~/lib/slug";
import type { CreateBrandInput } from "./join-schemas";

/** The slug for a new brand: its name's slug, with -2, -3… when taken. */
async function freeSlug(tx: Executor, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: brands.slug })
    .from(brands)
    .where(or(eq(brands.slug, base), like(brands.slug, `${base}-%`)));
  return nextFreeSlug(base, new Set(rows.map((r) => r.slug)));
}

/**
 * Creates a brand owned by `viewer` in one transaction: the brand inserted, then granted
 * with the same grantBrand as a claim (claimed_by/claimed_at, role brand, brand_profiles). Unverified until an
 * admin verifies it. Two creations racing for one slug: the loser retries with the next suffix.
 */
export async function createBrand(
  database: Executor,
  viewer: Viewer | null,
  input: CreateBrandInput,
): Promise<{ ok: true; slug: string } | Refusal> {
  const refusal = await canJoinAsBrand(database, viewer);
  if (refusal || !viewer) return { ok: false, message: refusal ?? JOIN_MESSAGES.signIn };
  const city = await findCityById(database, input.cityId);
  if (!city)
    return {
      ok: false,
      message: BUSINESS_MESSAGES.cityRequired,
      fieldErrors: { cityId: BUSINESS_MESSAGES.cityRequired },
    };
  for (let attempt = 0; ; attempt++) {
    try {
      const slug = await database.transaction(async (tx) => {
        const slug = await freeSlug(tx, input.businessName);
        const [brand] = await tx
          .insert(brands)
          .values({
            slug,
            brandName: input.businessName,
            description: input.description,
            email: input.businessEmail,
            phone: input.phone,
            websiteUrl: input.websiteUrl,
            areasServed: input.areasServed,
            servicesOffered: input.servicesOffered,
            city: city.name,
            cityId: city.id,
          })
          .returning({ id: brands.id });
        if (!brand) throw new Error("brand not inserted");
        await grantBrand(tx, brand.id, viewer, input.businessName);
        return slug;
      });
      return { ok: true, slug };
    } catch (error) {
      if (violatedUniqueConstraint(error) === "brands_slug_unique" && attempt < 3) continue;
      const conflict = claimConflictOf(error);
      if (conflict === "already_owns_brand") return { ok: false, message: JOIN_MESSAGES.alreadyOwnsBrand };
      throw error;
    }
  }
}
