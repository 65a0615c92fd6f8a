import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCache, loadCaches } from "./load-cache.server";

function counter() {
  const calls = { n: 0 };
  const load = (value: string) => () => {
    calls.n++;
    return Promise.resolve(value);
  };
  return { calls, load };
}

describe("loadCache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["performance"] });
    // The fake clock starts at 0, which lru-cache reads as "stored without a TTL".
    vi.advanceTimersByTime(1);
  });
  afterEach(() => vi.useRealTimers());

  it("loads a key once while it is fresh, and again once its TTL has passed", async () => {
    const cache = loadCache<string>({ max: 10, ttl: 1_000 });
    const { calls, load } = counter();
    expect(await cache.get("a", load("first"))).toBe("first");
    vi.advanceTimersByTime(999);
    expect(await cache.get("a", load("second"))).toBe("first");
    vi.advanceTimersByTime(2);
    expect(await cache.get("a", load("second"))).toBe("second");
    expect(calls.n).toBe(2);
  });

  it("takes a TTL per key", async () => {
    const cache = loadCache<string>({ max: 10, ttl: 1_000 });
    await cache.get("short", () => Promise.resolve("first"), 10);
    vi.advanceTimersByTime(11);
    expect(await cache.get("short", () => Promise.resolve("second"))).toBe("second");
  });

  it("keeps at most `max` keys, the least recently used out first", async () => {
    const cache = loadCache<string>({ max: 2, ttl: 1_000 });
    const { calls, load } = counter();
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a"));
    await cache.get("c", load("c"));
    expect(calls.n).toBe(3);
    await cache.get("a", load("a"));
    await cache.get("c", load("c"));
    expect(calls.n).toBe(3);
    await cache.get("b", load("b"));
    expect(calls.n).toBe(4);
  });

  it("callers that ask during a load wait for that one load", async () => {
    const cache = loadCache<string>({ max: 10, ttl: 1_000 });
    const { calls, load } = counter();
    const all = await Promise.all([cache.get("a", load("x")), cache.get("a", load("y")), cache.get("a", load("z"))]);
    expect(all).toEqual(["x", "x", "x"]);
    expect(calls.n).toBe(1);
  });

  it("forgets a failed load, so the next caller tries again", async () => {
    const cache = loadCache<string>({ max: 10, ttl: 1_000 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", () => Promise.resolve("up"))).toBe("up");
  });

  it("clear() forgets everything", async () => {
    const cache = loadCache<string>({ max: 10, ttl: 1_000 });
    await cache.get("a", () => Promise.resolve("first"));
    cache.clear();
    expect(await cache.get("a", () => Promise.resolve("second"))).toBe("second");
  });
});

describe("loadCaches", () => {
  it("keeps one cache per owner; forget(owner) drops that owner's, clear() every owner's", async () => {
    const caches = loadCaches<string>({ max: 10, ttl: 60_000 });
    const [one, two] = [{}, {}];
    await caches.get(one, "a", () => Promise.resolve("one's"));
    await caches.get(two, "a", () => Promise.resolve("two's"));
    expect(await caches.get(one, "a", () => Promise.resolve("reloaded"))).toBe("one's");
    caches.forget(one);
    expect(await caches.get(one, "a", () => Promise.resolve("one's again"))).toBe("one's again");
    expect(await caches.get(two, "a", () => Promise.resolve("reloaded"))).toBe("two's");
    caches.clear();
    expect(await caches.get(one, "a", () => Promise.resolve("fresh"))).toBe("fresh");
    expect(await caches.get(two, "a", () => Promise.resolve("fresh"))).toBe("fresh");
  });
});
