import type { Executor } from "~/db/client.server";
import { onPublicDataChanged } from "~/services/public-pages.server";

/**
 * Live-but-not-per-request numbers (city counts, locality counts, hero images) are computed at most once per
 * TTL per database and key. Aggregates over every brand would otherwise run on each page view.
 */
export const DIRECTORY_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new WeakMap<Executor, Map<string, Entry>>();

export function cached<T>(
  db: Executor,
  key: string,
  load: () => PromiseLike<T>,
  ttl = DIRECTORY_CACHE_TTL_MS,
): Promise<T> {
  let map = entries.get(db);
  if (!map) {
    map = new Map();
    entries.set(db, map);
  }
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (map.size >= MAX_ENTRIES) map.clear();
  // A drizzle query is a thenable that runs its SQL on every then(): Promise.resolve runs it once, so every
  // hit awaits the stored result instead of querying again.
  const value = Promise.resolve(load());
  const entry: Entry = { expires: now + ttl, value };
  map.set(key, entry);
  // A failure must not stick: the next request tries again.
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

/** Forget everything cached for `db` (tests, and after bulk imports). */
export function clearDirectoryCache(db: Executor): void {
  entries.delete(db);
}

onPublicDataChanged(clearDirectoryCache);
