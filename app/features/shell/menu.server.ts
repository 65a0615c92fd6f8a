import type { Executor } from "~/db/client.server";
import { listCities } from "~/features/directory/places.server";

export interface MenuCity {
  name: string;
  slug: string;
  state: string;
}

/** Every city for the header's 'Find Interior Designers' menu, alphabetically. */
export async function listMenuCities(db: Executor): Promise<MenuCity[]> {
  return (await listCities(db)).map(({ name, slug, state }) => ({ name, slug, state }));
}

/** A failing header city list is logged and shows nothing; the page still renders. */
export async function loadMenuCities(db: () => Executor): Promise<MenuCity[]> {
  try {
    return await listMenuCities(db());
  } catch (error) {
    console.error("[shell] failed to load header cities", error);
    return [];
  }
}
