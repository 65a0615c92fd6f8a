import { eq, or } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities, portfolioImages } from "~/db/schema";
import { locationLabel, type QuoteTarget } from "../quote-form/quote-target";

export interface QuotePageContext {
  /** The target with ids resolved (what the form posts back). */
  target: QuoteTarget;
  brand: { slug: string; brandName: string } | null;
}

const isUuid = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

/**
 * What the /get-quote page knows from its URL: the brand asked (by id, slug or one of its photos) and the
 * place, so Location can be pre-filled as 'locality, city'. Unknown ids are dropped, never an error.
 */
export async function describeQuoteTarget(db: Executor, target: QuoteTarget): Promise<QuotePageContext> {
  const resolved: QuoteTarget = { location: target.location };
  let brand: QuotePageContext["brand"] = null;

  const brandColumns = { id: brands.id, slug: brands.slug, brandName: brands.brandName };
  const brandMatch = [
    isUuid(target.brandId) ? eq(brands.id, target.brandId) : undefined,
    target.brandSlug ? eq(brands.slug, target.brandSlug) : undefined,
  ].filter((c) => c !== undefined);
  if (brandMatch.length) {
    const [row] = await db
      .select(brandColumns)
      .from(brands)
      .where(or(...brandMatch))
      .limit(1);
    if (row) {
      resolved.brandId = row.id;
      brand = { slug: row.slug, brandName: row.brandName };
    }
  } else if (isUuid(target.imageId)) {
    const [row] = await db
      .select(brandColumns)
      .from(portfolioImages)
      .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
      .where(eq(portfolioImages.id, target.imageId))
      .limit(1);
    if (row) {
      resolved.imageId = target.imageId;
      brand = { slug: row.slug, brandName: row.brandName };
    }
  }
  if (brand) resolved.brandName = brand.brandName;

  if (isUuid(target.localityId)) {
    const [row] = await db
      .select({ localityId: localities.id, localityName: localities.name, cityId: cities.id, cityName: cities.name })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId))
      .where(eq(localities.id, target.localityId));
    if (row) {
      Object.assign(resolved, { localityId: row.localityId, cityId: row.cityId });
      resolved.location ||= locationLabel(row.localityName, row.cityName);
    }
  } else if (isUuid(target.cityId)) {
    const [row] = await db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.id, target.cityId));
    if (row) {
      resolved.cityId = row.id;
      resolved.location ||= row.name;
    }
  }
  return { target: resolved, brand };
}
