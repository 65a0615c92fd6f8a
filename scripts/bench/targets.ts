import { existsSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { Db } from "~/db/client.server";
import { listDesigners } from "~/features/directory/listings/listing.server";
import type { PageGoal } from "./goals";
import { designerQuery, FILTERED_SEARCH } from "./scenarios";

/** The public pages the bench loads, and each one's goals at 5,000 brands. */
export const GOALS: Record<string, PageGoal> = {
  city: { renderMs: 10, htmlKb: 120 },
  locality: { renderMs: 10, htmlKb: 120 },
  brand: { renderMs: 8 },
  indiaWide: { renderMs: 12 },
  designIdeas: { renderMs: 15, htmlKb: 200 },
};

export interface Target {
  name: string;
  path: string;
  page: boolean;
  goal?: PageGoal;
}

/** The pages to load: real slugs from the generated data, and a filtered India-wide page 3 that exists. */
export async function pickTargets(
  pool: pg.Pool,
  db: Db,
  clientDir: string,
): Promise<{ targets: Target[]; mumbaiId: string }> {
  const one = async <T>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows[0] as T | undefined;
  const mumbai = await one<{ id: string }>("SELECT id FROM cities WHERE slug = 'mumbai'");
  if (!mumbai) throw new Error("the generated catalogue has no Mumbai");
  const locality =
    (await one<{ slug: string }>("SELECT slug FROM localities WHERE city_id = $1 AND slug = 'bandra'", [mumbai.id])) ??
    (await one<{ slug: string }>("SELECT slug FROM localities WHERE city_id = $1 ORDER BY slug LIMIT 1", [mumbai.id]));
  const brand = await one<{ slug: string }>(
    "SELECT slug FROM brands WHERE city_id = $1 ORDER BY review_count DESC, id LIMIT 1",
    [mumbai.id],
  );
  if (!locality || !brand) throw new Error("the generated catalogue has no Mumbai locality or brand");

  // The most filtered India-wide search that still has a page 3.
  const searches = [FILTERED_SEARCH, "budget=1000-2000&sort=rating", "sort=rating"];
  let indiaWide = searches[searches.length - 1];
  for (const search of searches) {
    if ((await listDesigners(db, designerQuery(new URLSearchParams(search), 1))).pageCount >= 3) {
      indiaWide = search;
      break;
    }
  }
  const staticFile = existsSync(path.join(clientDir, "favicon.svg")) ? "/favicon.svg" : "/robots.txt";
  const targets: Target[] = [
    { name: "static file (ceiling)", path: staticFile, page: false },
    { name: "city page", path: "/interior-designers/mumbai", page: true, goal: GOALS.city },
    {
      name: "locality page",
      path: `/interior-designers/mumbai/${locality.slug}`,
      page: true,
      goal: GOALS.locality,
    },
    { name: "brand page", path: `/brand/${brand.slug}`, page: true, goal: GOALS.brand },
    {
      name: "India-wide, filtered, page 3",
      path: `/interior-designers?${indiaWide}&page=3`,
      page: true,
      goal: GOALS.indiaWide,
    },
    { name: "design ideas", path: "/design-ideas/kitchen?style=modern", page: true, goal: GOALS.designIdeas },
  ];
  return { targets, mumbaiId: mumbai.id };
}
