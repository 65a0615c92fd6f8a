import { expect, it, vi } from "vitest";
import { cities } from "~/db/schema";
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

it("logs a failing city query and shows an empty menu", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const menu = await loadMenuCities(() => {
    throw new Error("database unavailable");
  });
  expect(menu).toEqual([]);
  expect(log).toHaveBeenCalledWith("[shell] failed to load header cities", expect.any(Error));
  log.mockRestore();
});
