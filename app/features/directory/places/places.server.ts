import { and, asc, avg, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities } from "~/db/schema";
import { designersPath } from "~/lib/paths";
import { brandSummaryColumns } from "../listings/listing.server";
import { cached } from "./cache.server";

export interface City {
  id: string;
  name: string;
  slug: string;
  state: string;
}

export interface CityWithStats extends City {
  designerCount: number;
  /** Average of rated designers, one decimal; null when none is rated. */
  averageRating: number | null;
}

export interface LocalityWithCount {
  id: string;
  name: string;
  slug: string;
  designerCount: number;
}

const roundedAverage = (value: string | null): number | null =>
  value == null ? null : Math.round(Number(value) * 10) / 10;

/** Every city with its live designer count and average rating, busiest first. */
export async function listCitiesWithStats(db: Executor): Promise<CityWithStats[]> {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      state: cities.state,
      designerCount: count(brands.id),
      averageRating: avg(brands.rating),
    })
    .from(cities)
    .leftJoin(brands, eq(brands.cityId, cities.id))
    .groupBy(cities.id)
    .orderBy(desc(count(brands.id)), asc(cities.name));
  return rows.map((row) => ({ ...row, averageRating: roundedAverage(row.averageRating) }));
}

/**
 * Every city by name. Cities come with the seed and nothing at run time adds one, so they are read at most once
 * a minute: a city or locality page, and the header's city menu on every page, then cost no query for them.
 */
export function listCities(db: Executor): Promise<City[]> {
  return cached(db, "cities-by-name", () =>
    db
      .select({ id: cities.id, name: cities.name, slug: cities.slug, state: cities.state })
      .from(cities)
      .orderBy(asc(cities.name)),
  );
}

export async function findCity(db: Executor, slug: string): Promise<City | null> {
  return (await listCities(db)).find((city) => city.slug === slug) ?? null;
}

/** Every city by name, for forms that ask which city a business is in. */
export async function listCityChoices(db: Executor): Promise<{ id: string; name: string }[]> {
  return db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name));
}

export async function findCityById(db: Executor, id: string): Promise<{ id: string; name: string } | null> {
  const [city] = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, id)).limit(1);
  return city ?? null;
}

/** A city's localities with the number of designers serving each, busiest first. */
export async function listLocalitiesWithCounts(db: Executor, cityId: string): Promise<LocalityWithCount[]> {
  return db
    .select({
      id: localities.id,
      name: localities.name,
      slug: localities.slug,
      designerCount: count(brands.id),
    })
    .from(localities)
    .leftJoin(brands, and(eq(brands.cityId, localities.cityId), sql`${localities.name} = ANY(${brands.areasServed})`))
    .where(eq(localities.cityId, cityId))
    .groupBy(localities.id)
    .orderBy(desc(count(brands.id)), asc(localities.name));
}

export interface Locality {
  id: string;
  name: string;
  slug: string;
  city: City;
}

/** A city's localities by name. Like cities, they come with the seed: read at most once a minute. */
function cityLocalities(db: Executor, cityId: string): Promise<Omit<Locality, "city">[]> {
  return cached(db, `localities-by-name:${cityId}`, () =>
    db
      .select({ id: localities.id, name: localities.name, slug: localities.slug })
      .from(localities)
      .where(eq(localities.cityId, cityId))
      .orderBy(asc(localities.name)),
  );
}

/**
 * A locality by its city and locality slugs, or null when either is unknown. From the cached cities and
 * localities: a locality page's later queries need not wait for a round trip to find it.
 */
export async function findLocality(db: Executor, citySlug: string, localitySlug: string): Promise<Locality | null> {
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const locality = (await cityLocalities(db, city.id)).find((l) => l.slug === localitySlug);
  return locality ? { ...locality, city } : null;
}

export interface TopDesigner {
  id: string;
  slug: string;
  brandName: string;
  isVerified: boolean;
  rating: number | null;
  reviewCount: number;
  phone: string | null;
  email: string | null;
}

export interface LocalityStats {
  designerCount: number;
  /** One decimal; null when no designer here is rated yet. */
  averageRating: number | null;
  /** A fixed estimate: floor(designer count × 6.2). */
  projectsCompleted: number;
  topDesigners: TopDesigner[];
}

export const LOCALITY_TOP_DESIGNERS = 6;

export function projectsCompleted(designerCount: number): number {
  return Math.floor(designerCount * 6.2);
}

/**
 * Numbers and the six best-rated designers for the locality page: read at most once a minute per locality (like
 * the scope totals), since they cover every brand serving it and so grow with the catalogue.
 */
export function localityStats(db: Executor, locality: { name: string; cityId: string }): Promise<LocalityStats> {
  return cached(db, `locality-stats:${locality.cityId}:${locality.name}`, () => readLocalityStats(db, locality));
}

async function readLocalityStats(db: Executor, locality: { name: string; cityId: string }): Promise<LocalityStats> {
  const serves = and(eq(brands.cityId, locality.cityId), sql`${brands.areasServed} @> ARRAY[${locality.name}]::text[]`);
  const [[totals], topDesigners] = await Promise.all([
    db
      .select({ designerCount: count(), averageRating: avg(brands.rating) })
      .from(brands)
      .where(serves),
    db
      .select({
        ...brandSummaryColumns,
        phone: brands.phone,
        email: brands.email,
      })
      .from(brands)
      .where(serves)
      .orderBy(sql`${brands.rating} DESC NULLS LAST`, desc(brands.reviewCount), asc(brands.id))
      .limit(LOCALITY_TOP_DESIGNERS),
  ]);
  return {
    designerCount: totals.designerCount,
    averageRating: roundedAverage(totals.averageRating),
    projectsCompleted: projectsCompleted(totals.designerCount),
    topDesigners,
  };
}

/**
 * The page a search box should open when the text names a place: a city ("Pune", "pune") or a locality
 * ("Bandra"); null when it names neither, so the text searches designer names instead.
 */
export async function placeForSearch(db: Executor, text: string): Promise<string | null> {
  const name = text
    .trim()
    .replace(/^interior designers? in\s+/i, "")
    .toLowerCase();
  if (!name) return null;
  const [city] = await db
    .select({ slug: cities.slug })
    .from(cities)
    .where(sql`lower(${cities.name}) = ${name} OR ${cities.slug} = ${name}`)
    .limit(1);
  if (city) return designersPath(city.slug);
  const [locality] = await db
    .select({ slug: localities.slug, citySlug: cities.slug })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(sql`lower(${localities.name}) = ${name}`)
    .orderBy(asc(cities.name))
    .limit(1);
  return locality ? designersPath(locality.citySlug, locality.slug) : null;
}
