import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Executor } from "~/db/client.server";
import { cached, clearDirectoryCache, DIRECTORY_CACHE_TTL_MS } from "./cache.server";

describe("cached", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    // The fake clock starts at 0, which lru-cache reads as "stored without a TTL".
    vi.advanceTimersByTime(1);
  });
  afterEach(() => vi.useRealTimers());

  const value = (n: number) => () => Promise.resolve(n);

  it("runs a query thenable once per TTL, however many requests await it", async () => {
    let runs = 0;
    // Like a drizzle query builder: each then() runs the query again.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is what this test is about
    const query = { then: (resolve: (rows: number[]) => void) => resolve([++runs]) } as PromiseLike<number[]>;
    const db = {} as Executor;
    for (let i = 0; i < 3; i++) expect(await cached(db, "top", () => query)).toEqual([1]);
    expect(runs).toBe(1);
  });

  it("loads again once the TTL has passed, the default or the caller's", async () => {
    const db = {} as Executor;
    await cached(db, "cities", value(1));
    await cached(db, "hero", value(1), 1_000);
    vi.advanceTimersByTime(1_001);
    expect(await cached(db, "hero", value(2), 1_000)).toBe(2);
    expect(await cached(db, "cities", value(2))).toBe(1);
    vi.advanceTimersByTime(DIRECTORY_CACHE_TTL_MS);
    expect(await cached(db, "cities", value(3))).toBe(3);
  });

  it("keeps each database's values apart, and forgets one database's on clear", async () => {
    const a = {} as Executor;
    const b = {} as Executor;
    await cached(a, "cities", value(1));
    expect(await cached(b, "cities", value(2))).toBe(2);
    clearDirectoryCache(a);
    expect(await cached(a, "cities", value(3))).toBe(3);
    expect(await cached(b, "cities", value(4))).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const db = {} as Executor;
    await expect(cached(db, "cities", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cached(db, "cities", value(1))).toBe(1);
  });
});
