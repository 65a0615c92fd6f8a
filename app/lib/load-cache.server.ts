import { LRUCache } from "lru-cache";

export interface LoadCache<T> {
  /** The value cached for `key`, or `load()`'s (cached for `ttl` ms, the cache's default unless given). */
  get(key: string, load: () => PromiseLike<T>, ttl?: number): Promise<T>;
  clear(): void;
}

/**
 * An in-process memo of loads (database reads): at most `max` keys, least recently used out first, each kept
 * for its TTL. Callers that ask while a load runs wait for that one load; a failed load is forgotten so the
 * next caller tries again.
 */
export function loadCache<T>({ max, ttl }: { max: number; ttl: number }): LoadCache<T> {
  // ttlResolution 0: the clock is read on every lookup (one performance.now(), no timer per millisecond).
  // The clock goes through the global so tests' fake timers move it.
  const cache = new LRUCache<string, Promise<T>>({
    max,
    ttl,
    ttlResolution: 0,
    perf: { now: () => performance.now() },
  });
  return {
    get(key, load, entryTtl = ttl) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      // A drizzle query is a thenable that runs its SQL on every then(): Promise.resolve runs it once, so every
      // hit awaits the stored result instead of querying again.
      const value = Promise.resolve(load());
      cache.set(key, value, { ttl: entryTtl });
      value.catch(() => {
        if (cache.peek(key, { allowStale: true }) === value) cache.delete(key);
      });
      return value;
    },
    clear: () => cache.clear(),
  };
}

export interface LoadCaches<T> {
  /** `load()`'s value for `key` in `owner`'s cache (a database: each has its own). */
  get(owner: object, key: string, load: () => PromiseLike<T>, ttl?: number): Promise<T>;
  /** Forgets what `owner`'s cache holds. */
  forget(owner: object): void;
  /** Forgets every owner's. */
  clear(): void;
}

/** A LoadCache per owner (a database or a transaction), made on first use and dropped with its owner. */
export function loadCaches<T>(options: { max: number; ttl: number }): LoadCaches<T> {
  let caches = new WeakMap<object, LoadCache<T>>();
  return {
    get(owner, key, load, ttl) {
      let cache = caches.get(owner);
      if (!cache) {
        cache = loadCache<T>(options);
        caches.set(owner, cache);
      }
      return cache.get(key, load, ttl);
    },
    forget: (owner) => void caches.delete(owner),
    clear: () => {
      caches = new WeakMap();
    },
  };
}
