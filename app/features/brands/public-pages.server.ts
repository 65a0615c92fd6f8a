import type { Executor } from "~/db/client.server";
import { clearDirectoryCache } from "~/features/directory/cache.server";
import { purgeCachedPages } from "~/features/seo/page-cache.server";
import { clearSeoCache } from "~/features/seo/seo.server";

/**
 * After an owner changes what the public sees of their brand (profile fields, logo, an approved image):
 * this process drops its rendered copies of public pages and the in-process caches that hold brand data,
 * so the change shows at once. A brand's name and photos appear on its page, city and locality lists,
 * the gallery and the home page, so every cached page goes; such changes are rare next to page views.
 */
export function purgePublicPages(database: Executor): void {
  purgeCachedPages(() => true);
  clearDirectoryCache(database);
  clearSeoCache();
}

/**
 * After a review or an owner's reply: this process drops its copies of the brand's page (every tab), which
 * signed-in visitors share too, so the writer sees their words on the next view. Lists show the new rating
 * within PAGE_CACHE_SECONDS.
 */
export function purgeBrandPage(slug: string): void {
  const path = `/brand/${slug}`;
  purgeCachedPages((pathname) => pathname === path || pathname === encodeURI(path));
}
