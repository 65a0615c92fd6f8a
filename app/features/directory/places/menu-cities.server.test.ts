import { expect, it } from "vitest";
import { cities } from "~/db/schema";
import { createLogger, installLogger } from "~/lib/logger.server";
import { describeEachDatabase } from "~/testing/database.server";
import { listMenuCities, loadMenuCities } from "./menu-cities.server";

describeEachDatabase("header city menu", (getDb) => {
  it("lists cities by name with only name, slug and state", async () => {
    const db = getDb();
    await db.insert(cities).values([
      { name: "Pune", slug: "pune", state: "Maharashtra" },
      { name: "Chennai", slug: "chennai", state: "Tamil Nadu" },
      { name: "Mumbai", slug: "mumbai", state: "Maharashtra" },
    ]);
    const menu = await listMenuCities(db);
    expect(menu.map((c) => c.slug)).toEqual(expect.arrayContaining(["chennai", "mumbai", "pune"]));
    const names = menu.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(menu[0]).sort()).toEqual(["name", "slug", "state"]);
  });
});

it("logs a failing city query with its error and shows an empty menu", async () => {
  const lines: string[] = [];
  installLogger(createLogger({ destination: { write: (line: string) => lines.push(line) } }));
  const menu = await loadMenuCities(() => {
    throw new Error("database unavailable");
  });
  expect(menu).toEqual([]);
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({
      level: "error",
      msg: "[shell] failed to load header cities",
      err: expect.objectContaining({ message: "database unavailable", stack: expect.any(String) }),
    }),
  ]);
});
