import { and, desc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, cities } from "~/db/schema";
import { findCity } from "~/features/directory/directory.api.server";
import type { QuotedPrices } from "~/features/offers";
import { quotedPricesIn } from "~/features/offers/offers.api.server";

/** A designer the calculator suggests (public columns only). */
export interface SuggestedDesigner {
  slug: string;
  brandName: string;
  city: string | null;
  rating: number | null;
  reviewCount: number;
  minProjectCost: number;
  maxProjectCost: number;
  yearsExperience: number | null;
}

export const SUGGESTED_DESIGNERS = 6;

/**
 * Verified designers whose per-sq-ft price band overlaps the estimate's rate, best rated first: in the
 * city when one is chosen, across India otherwise.
 */
export async function designersInPriceBand(
  db: Executor,
  citySlug: string,
  rate: { min: number; max: number },
): Promise<SuggestedDesigner[]> {
  const fits = and(
    eq(brands.isVerified, true),
    isNotNull(brands.minProjectCost),
    isNotNull(brands.maxProjectCost),
    lte(brands.minProjectCost, rate.max),
    gte(brands.maxProjectCost, rate.min),
  );
  const query = db
    .select({
      slug: brands.slug,
      brandName: brands.brandName,
      city: brands.city,
      rating: brands.rating,
      reviewCount: brands.reviewCount,
      minProjectCost: sql<number>`${brands.minProjectCost}`,
      maxProjectCost: sql<number>`${brands.maxProjectCost}`,
      yearsExperience: brands.yearsExperience,
    })
    .from(brands);
  const scoped = citySlug
    ? query.innerJoin(cities, eq(cities.id, brands.cityId)).where(and(fits, eq(cities.slug, citySlug)))
    : query.where(fits);
  return scoped
    .orderBy(sql`${brands.rating} desc nulls last`, desc(brands.reviewCount), brands.brandName)
    .limit(SUGGESTED_DESIGNERS);
}

/** What homeowners in the chosen city were quoted on Nivasa (null with no city chosen, or an unknown one). */
export async function quotedPricesInCity(db: Executor, citySlug: string): Promise<QuotedPrices | null> {
  if (!citySlug) return null;
  const city = await findCity(db, citySlug);
  return city ? quotedPricesIn(db, { cityId: city.id, cityName: city.name }) : null;
}
