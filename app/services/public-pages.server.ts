import type { Executor } from "~/db/client.server";
import { brandPath } from "~/lib/paths";

/**
 * Process-local copies of public data — rendered pages, the directory's counts, SEO overrides — register
 * here how to drop what a change touches; the features that change public content call the purges below
 * after their write commits. The change then shows at once on this process; other instances catch up
 * when their copies expire (PAGE_CACHE_SECONDS, the caches' TTLs).
 */
export type PageMatcher = (pathname: string) => boolean;

const pageListeners = new Set<(matches: PageMatcher) => void>();
const dataListeners = new Set<(database: Executor) => void>();

/** The page cache's hook: drop the stored pages whose pathname matches. */
export function onPagesPurged(listener: (matches: PageMatcher) => void): void {
  pageListeners.add(listener);
}

/** An in-process cache of public data's hook: forget what it keeps for `database`. */
export function onPublicDataChanged(listener: (database: Executor) => void): void {
  dataListeners.add(listener);
}

/** Drops the rendered copies of the pages whose pathname matches. */
export function purgePages(matches: PageMatcher): void {
  for (const listener of pageListeners) listener(matches);
}

/**
 * After an owner or an admin changes what the public sees of a brand or listing (profile fields, logo, an
 * approved image): a brand's name and photos appear on its page, city and locality lists, the gallery and
 * the home page, so every cached page and every cache of public data goes; such changes are rare next to
 * page views.
 */
export function purgePublicPages(database: Executor): void {
  purgePages(() => true);
  forgetPublicData(database);
}

/** Drops every in-process copy of public data read from `database` (a nightly rebuild of figures pages show). */
export function forgetPublicData(database: Executor): void {
  for (const listener of dataListeners) listener(database);
}

/**
 * After a review, an owner's reply or a claim: the brand's page (every tab), which signed-in visitors share
 * too, so the writer sees their words on the next view. Lists show the new rating when their copies expire.
 */
export function purgeBrandPage(slug: string): void {
  const path = brandPath(slug);
  purgePages((pathname) => pathname === path || pathname === encodeURI(path));
}
