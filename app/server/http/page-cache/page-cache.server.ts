/**
 * A small shared cache of public pages inside the server, in front of the loaders and the render —
 * what a CDN does with our `public, s-maxage` responses, for deployments without one.
 *
 * - Only anonymous GET/HEAD text responses (pages, page data, sitemap) that came back 200 with a public
 *   Cache-Control and no Set-Cookie are kept. The key is the path with only the query parameters the page
 *   reads and only the cookies that change public pages (page-cache-key.ts): `?utm_source=…` or an
 *   analytics cookie does not force a fresh render. A session or flash cookie bypasses the cache.
 * - An entry is fresh for `ttlSeconds`; after that, for up to `staleSeconds`, one request renders the page
 *   again while the others get the stale copy. Concurrent misses for one page wait for a single render.
 * - A page is stored uncompressed; brotli and gzip are made once each, when a visitor first asks for that
 *   encoding (at quality 5 / level 6: ~2 ms for a 170 KB page, within 5 % of the best ratios). The visitors who
 *   waited for the render get a copy made at the fastest setting instead (brotli 1 / gzip 1: ~0.3 / 0.7 ms,
 *   up to a fifth larger), so no render waits for the slower compression; the first visitor served from the
 *   cache after them starts the smaller copy in the background and gets the fast one meanwhile.
 * - Whoever changes content is signed in, and gets pages rendered for them until the copies from before the
 *   change have expired (`ownChangeHeaders`); everyone else sees the change within `ttlSeconds`, or at once
 *   where the change purges the pages it touches (`purgeCachedPages`).
 * - Pages whose loader counts a view on every request (photo pages) are not cached; brand pages count
 *   theirs with a beacon request from the page, which no cache can swallow.
 * - A request sending `Cache-Control: no-cache` renders the page itself (and refreshes the entry).
 * - Fresh copies are also served straight from the Node server (`pageCacheHandler`, used by
 *   scripts/start.mjs), before React Router parses the request: a hit costs a map lookup and a write.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { config } from "~/config.server";
import { ownPagesFor } from "~/lib/visitor-cookies.server";
import { onPagesPurged } from "~/services/public-pages.server";
import type { ManifestRoute } from "../route-lookup";
import { applyCacheControl } from "./cache-control";
import { preferredEncoding } from "./page-cache-encoding.server";
import { createPageHandleLookup, normalizedSearch, sharedPageCookie } from "./page-cache-key";
import { cacheable, createPageCache, fetchLookup, type Lookup, type PageCache } from "./page-cache-store.server";
import { sharedWithSignedIn } from "./page-query";

export { createPageCache, type PageCache, type PageCacheOptions } from "./page-cache-store.server";

function nodeLookup(req: IncomingMessage, url: URL, queryParams: readonly string[] | undefined): Lookup {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join("; ") : (value ?? null);
  };
  return {
    method: (req.method ?? "GET").toUpperCase(),
    path: `${url.pathname}${normalizedSearch(url.search, queryParams)}`,
    cookie: header("cookie"),
    noCache: /no-cache/i.test(header("cache-control") ?? ""),
    encoding: preferredEncoding(header("accept-encoding")),
  };
}

/**
 * A signed-in visitor reading a page shared with them: from here on the request is a signed-out one. Returns
 * whether it was signed in.
 */
function signOutForSharedPage(req: IncomingMessage): boolean {
  const method = req.method?.toUpperCase();
  const cookie = req.headers.cookie;
  if ((method !== "GET" && method !== "HEAD") || !cookie) return false;
  const shared = sharedPageCookie(cookie);
  if (shared === cookie) return false;
  if (shared === null) delete req.headers.cookie;
  else req.headers.cookie = shared;
  return true;
}

/**
 * What a signed-in visitor's browser is told of a shared page: to ask again each time (the server's copy is a
 * map lookup away). With the public `max-age` it would show its own stale copy for a minute after the
 * visitor changed the page themselves (their brand's settings, a review, an admin's verification).
 */
export const SIGNED_IN_SHARED_PAGE = "private, no-cache";

function signedInCacheControl(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === "cache-control" ? SIGNED_IN_SHARED_PAGE : value);
}

let shared: PageCache | null | undefined;

/** The process-wide cache (PAGE_CACHE_SECONDS; 0 = off). */
function sharedCache(): PageCache | null {
  if (shared === undefined) {
    const ttlSeconds = config().PAGE_CACHE_SECONDS;
    shared = ttlSeconds > 0 ? createPageCache({ ttlSeconds, staleSeconds: 5 * ttlSeconds }) : null;
  }
  return shared;
}

/**
 * After a change to public content (brand settings, SEO overrides, moderation): this process stops serving
 * the stored copies of the pages whose pathname `matches`, so the next request renders them afresh. Other
 * instances catch up within PAGE_CACHE_SECONDS.
 */
export function purgeCachedPages(matches: (pathname: string) => boolean): number {
  return sharedCache()?.purge(matches) ?? 0;
}

onPagesPurged(purgeCachedPages);

/** More than a re-render of an expired page takes, while other visitors may still get its old copy. */
const RERENDER_SECONDS = 10;

/**
 * Headers for the answer to a signed-in visitor's change that public pages show (a like, a saved designer, a
 * review): until every copy shared before it has expired, here and on other instances, their pages are rendered
 * for them, so the next one they see shows it (their like in the count, their review in the brand's rating),
 * with or without JavaScript. Only they pay for it, with a minute of renders of their own.
 */
export function ownChangeHeaders(): Headers {
  return new Headers({ "Set-Cookie": ownPagesFor(config().PAGE_CACHE_SECONDS + RERENDER_SECONDS) });
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Node middleware in front of React Router (scripts/start.mjs, given the server build's routes): answers
 * with a fresh cached copy, or passes the request on with its query reduced to what the page reads — so
 * the page is rendered (and stored) exactly as every visitor sharing that key will get it.
 */
export function pageCacheHandler(
  routes: Record<string, ManifestRoute | undefined>,
  cache: PageCache | null = sharedCache(),
): NodeHandler {
  if (!cache) return (_req, _res, next) => next();
  const handleOf = createPageHandleLookup(routes);
  return (req, res, next) => {
    // Parsed the way the React Router adapter builds request.url, so both paths use the same key.
    const url = new URL(req.url ?? "/", "http://localhost");
    const handle = handleOf(url.pathname);
    if (sharedWithSignedIn(handle) && signOutForSharedPage(req)) signedInCacheControl(res);
    const lookup = nodeLookup(req, url, handle?.queryParams);
    if (!cacheable(lookup)) return next();
    const express = req as IncomingMessage & { originalUrl?: string };
    express.url = lookup.path;
    express.originalUrl = lookup.path;
    cache.peek(lookup).then((copy) => {
      if (!copy) return next();
      for (const [name, value] of copy.headers) res.setHeader(name, value);
      res.writeHead(copy.status);
      res.end(req.method === "HEAD" ? undefined : copy.body);
    }, next);
  };
}

const takenWhole = createContext(false);

/**
 * Whether the page cache reads this request's response whole before anyone gets a byte of it (to store it): its
 * document is then rendered into one buffer, not streamed (entry.server).
 */
export function takenWholeByPageCache(context: Readonly<RouterContextProvider>): boolean {
  return context.get(takenWhole);
}

/** Root middleware: serves anonymous public pages from the process-wide cache and fills it. */
export const pageCacheMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const cache = sharedCache();
  if (!cache) return next();
  if (cacheable(fetchLookup(request))) context.set(takenWhole, true);
  // Data requests get their Cache-Control after middleware (entry.server handleDataRequest): decide it here.
  const render = async () => {
    const response = await next();
    if (!response.headers.has("cache-control")) applyCacheControl(request, response.status, response.headers);
    return response;
  };
  return cache.handle(request, render);
};
