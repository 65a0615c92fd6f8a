import { describe, expect, it } from "vitest";
import type { Executor } from "~/db/client.server";
import { cached } from "./cache.server";

describe("cached", () => {
  it("runs a query thenable once per TTL, however many requests await it", async () => {
    let runs = 0;
    // Like a drizzle query builder: each then() runs the query again.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is what this test is about
    const query = { then: (resolve: (rows: number[]) => void) => resolve([++runs]) } as PromiseLike<number[]>;
    const db = {} as Executor;
    for (let i = 0; i < 3; i++) expect(await cached(db, "top", () => query)).toEqual([1]);
    expect(runs).toBe(1);
  });
});
