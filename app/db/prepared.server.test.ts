import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { preparedQuery } from "./prepared.server";
import { cities } from "./schema";

const cityNameBySlug = preparedQuery("test_city_name_by_slug", (db, name) =>
  db
    .select({ name: cities.name })
    .from(cities)
    .where(eq(cities.slug, sql.placeholder("slug")))
    .prepare(name),
);

describeEachDatabase("prepared queries", (getDb) => {
  it("answers with each call's values, on every connection of the pool", async () => {
    await getDb()
      .insert(cities)
      .values([
        { name: "Surat", slug: "surat", state: "Gujarat" },
        { name: "Vadodara", slug: "vadodara", state: "Gujarat" },
      ]);
    const names = await Promise.all(
      Array.from({ length: 12 }, (_, i) => cityNameBySlug(getDb()).execute({ slug: i % 2 ? "surat" : "vadodara" })),
    );
    expect(names.map(([row]) => row?.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? "Surat" : "Vadodara")),
    );
    expect(await cityNameBySlug(getDb()).execute({ slug: "nowhere" })).toEqual([]);
    expect(cityNameBySlug(getDb())).toBe(cityNameBySlug(getDb()));
  });

  it("runs inside a transaction when given one: it sees the transaction's own writes, and nothing is left after a rollback", async () => {
    const rollback = new Error("rollback");
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(cities).values({ name: "Nashik", slug: "nashik", state: "Maharashtra" });
        expect(await cityNameBySlug(tx).execute({ slug: "nashik" })).toEqual([{ name: "Nashik" }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await cityNameBySlug(getDb()).execute({ slug: "nashik" })).toEqual([]);
  });
});

it("refuses a second query under a name already taken", () => {
  expect(() => preparedQuery("test_city_name_by_slug", () => null)).toThrow(/named test_city_name_by_slug/);
});
