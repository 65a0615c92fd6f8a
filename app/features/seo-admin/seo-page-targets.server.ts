/** The public page an SEO page applies to: whether it exists, what it is called, suggestions for the identifier box. */
import { asc, eq } from "drizzle-orm";
import { DESIGN_STYLES, ROOM_TYPES } from "~/content/catalog";
import { SEO_PAGE_TYPE_INFO } from "~/content/seo";
import type { Executor } from "~/db/client.server";
import { brands, cities, localities } from "~/db/schema";
import { findCity, findLocality } from "~/features/directory/directory.api.server";
import { optionLabel, roomLabel, roomTypeFromSlug } from "~/features/gallery";
import type { SeoPlaceholders } from "~/features/seo";
import {
  IDENTIFIER_KIND,
  type IdentifierSuggestions,
  identifierProblem,
  publicPaths,
  type SeoPageType,
} from "./targets";

// ── The page an SEO page applies to ──

export interface SeoTarget {
  /** The public page a visitor opens, e.g. "/interior-designers/chennai". */
  path: string;
  /** What it is, e.g. "Chennai" or "Adyar, Chennai". */
  name: string;
  /** What {city} and {brand} become on that page. */
  placeholders: SeoPlaceholders;
}

export type SeoTargetLookup = { ok: true; target: SeoTarget } | { ok: false; message: string };

const found = (pageType: SeoPageType, identifier: string, name: string, placeholders: SeoPlaceholders = {}) =>
  ({ ok: true, target: { path: publicPaths(pageType, identifier)[0] ?? "/", name, placeholders } }) as const;

/** Whether a page of this type with this identifier exists, and what it is called. */
export async function findSeoTarget(db: Executor, pageType: SeoPageType, identifier: string): Promise<SeoTargetLookup> {
  const problem = identifierProblem(pageType, identifier);
  if (problem) return { ok: false, message: problem };
  switch (IDENTIFIER_KIND[pageType]) {
    case "none":
      return found(pageType, identifier, SEO_PAGE_TYPE_INFO[pageType].label);
    case "room": {
      const [room, style] = identifier.split("/");
      const roomType = roomTypeFromSlug(room);
      const name = roomType ? roomLabel(roomType) : identifier;
      return found(pageType, identifier, style ? `${optionLabel(style)} ${name}` : name);
    }
    case "city": {
      const city = await findCity(db, identifier);
      if (!city) return { ok: false, message: `No city has the slug '${identifier}'.` };
      return found(pageType, identifier, city.name, { city: city.name });
    }
    case "locality": {
      const [citySlug = "", localitySlug = ""] = identifier.split("/");
      const locality = await findLocality(db, citySlug, localitySlug);
      if (locality) {
        const { city } = locality;
        return found(pageType, identifier, `${locality.name}, ${city.name}`, { city: city.name });
      }
      const city = await findCity(db, citySlug);
      return {
        ok: false,
        message: city
          ? `${city.name} has no locality with the slug '${localitySlug}'.`
          : `No city has the slug '${citySlug}'.`,
      };
    }
    case "brand": {
      const [brand] = await db
        .select({ name: brands.brandName, city: brands.city })
        .from(brands)
        .where(eq(brands.slug, identifier))
        .limit(1);
      if (!brand) return { ok: false, message: `No brand has the slug '${identifier}'.` };
      return found(pageType, identifier, brand.name, { brand: brand.name, city: brand.city ?? undefined });
    }
  }
}

/** Cities, localities and rooms (with styles) for the identifier box's suggestions. */
export async function identifierSuggestions(db: Executor): Promise<IdentifierSuggestions> {
  const places = await db
    .select({ citySlug: cities.slug, cityName: cities.name, slug: localities.slug, name: localities.name })
    .from(cities)
    .leftJoin(localities, eq(localities.cityId, cities.id))
    .orderBy(asc(cities.name), asc(localities.name));
  const cityOptions = new Map<string, string>();
  const localityOptions: IdentifierSuggestions["localities"] = [];
  for (const place of places) {
    cityOptions.set(place.citySlug, place.cityName);
    if (place.slug && place.name) {
      localityOptions.push({ value: `${place.citySlug}/${place.slug}`, label: `${place.name}, ${place.cityName}` });
    }
  }
  const rooms = ROOM_TYPES.flatMap((room) => {
    const slug = room.replaceAll("_", "-");
    return [
      { value: slug, label: roomLabel(room) },
      ...DESIGN_STYLES.map((style) => ({
        value: `${slug}/${style}`,
        label: `${optionLabel(style)} ${roomLabel(room)}`,
      })),
    ];
  });
  return {
    cities: [...cityOptions].map(([value, label]) => ({ value, label })),
    localities: localityOptions,
    rooms,
  };
}
