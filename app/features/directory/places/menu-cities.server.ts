import type { Executor } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { type City, listCities } from "./places.server";

export type MenuCity = Pick<City, "name" | "slug" | "state">;

/** Every city for the header's 'Find Interior Designers' menu, alphabetically. */
export async function listMenuCities(db: Executor): Promise<MenuCity[]> {
  return (await listCities(db)).map(({ name, slug, state }) => ({ name, slug, state }));
}

/** A failing header city list is logged and shows nothing; the page still renders. */
export async function loadMenuCities(db: () => Executor): Promise<MenuCity[]> {
  try {
    return await listMenuCities(db());
  } catch (error) {
    logger().error({ err: error }, "[shell] failed to load header cities");
    return [];
  }
}
