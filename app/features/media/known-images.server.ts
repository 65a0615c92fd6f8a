import { like, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/client.server";
import { interiorListings, portfolioImages } from "~/db/schema";

const ART_URLS = "/media/art/%";

/** The URLs of every generated-art image the database holds (portfolio images and listings). */
export async function artImageUrls(executor: Executor): Promise<string[]> {
  const rows = await union(
    executor
      .select({ url: portfolioImages.imageUrl })
      .from(portfolioImages)
      .where(like(portfolioImages.imageUrl, ART_URLS)),
    executor
      // Not null: the LIKE leaves none.
      .select({ url: sql<string>`${interiorListings.imageUrl}` })
      .from(interiorListings)
      .where(like(interiorListings.imageUrl, ART_URLS)),
  );
  return rows.map((row) => row.url);
}

/**
 * Answers "does the database hold an image with this URL?" from a copy of the URLs in memory, so a flood of
 * made-up names costs a Set lookup each, not a query each (on the embedded database a query holds the event
 * loop). The copy is loaded on first use and reloaded on a miss at most once per `refreshMs`: an image added
 * since (generated art only comes from the seed) is found within that time.
 */
export function knownImages(
  load: () => Promise<Iterable<string>>,
  refreshMs: number,
): (url: string) => Promise<boolean> {
  let known = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  const reload = () => {
    loading ??= load()
      .then((urls) => {
        known = new Set(urls);
        loadedAt = performance.now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return async (url) => {
    if (known.has(url)) return true;
    if (performance.now() - loadedAt < refreshMs) return false;
    await reload();
    return known.has(url);
  };
}
