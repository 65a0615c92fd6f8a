import type { Executor } from "~/db/client.server";
import { loadCaches } from "~/lib/load-cache.server";
import { onPublicDataChanged } from "~/services/public-pages.server";

/**
 * Live-but-not-per-request numbers (city counts, locality counts, hero images) are computed at most once per
 * TTL per database and key. Aggregates over every brand would otherwise run on each page view.
 */
export const DIRECTORY_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

const caches = loadCaches<unknown>({ max: MAX_ENTRIES, ttl: DIRECTORY_CACHE_TTL_MS });

export function cached<T>(
  db: Executor,
  key: string,
  load: () => PromiseLike<T>,
  ttl = DIRECTORY_CACHE_TTL_MS,
): Promise<T> {
  return caches.get(db, key, load, ttl) as Promise<T>;
}

/** Brands' card details (listings/listing.server.ts): one entry per brand, as many as a large catalogue has. */
const cardCaches = loadCaches<unknown>({ max: 20_000, ttl: DIRECTORY_CACHE_TTL_MS });

export function cachedCard<T>(db: Executor, brandId: string, load: () => PromiseLike<T>): Promise<T> {
  return cardCaches.get(db, brandId, load) as Promise<T>;
}

/** Forget everything cached for `db` (tests, and after bulk imports). */
export function clearDirectoryCache(db: Executor): void {
  caches.forget(db);
  cardCaches.forget(db);
}

onPublicDataChanged(clearDirectoryCache);
