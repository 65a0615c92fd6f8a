import { asc } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { cities } from "~/db/schema";

export interface MenuCity {
  name: string;
  slug: string;
  state: string;
}

/** Every city for the header's 'Find Interior Designers' menu, alphabetically. */
export function listMenuCities(db: Executor): Promise<MenuCity[]> {
  return db
    .select({ name: cities.name, slug: cities.slug, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name));
}

/** Spec §8: a failing header city list is logged and shows nothing; the page still renders. */
export async function loadMenuCities(db: () => Executor): Promise<MenuCity[]> {
  try {
    return await listMenuCities(db());
  } catch (error) {
    console.error("[shell] failed to load header cities", error);
    return [];
  }
}
