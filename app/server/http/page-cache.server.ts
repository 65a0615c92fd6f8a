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
import { promisify } from "node:util";
import { brotliCompress as brotliCallback, gzip as gzipCallback, constants as zlibConstants } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { ownPagesFor } from "~/lib/visitor-cookies.server";
import { pageCacheLookups } from "~/services/metrics.server";
import { onPagesPurged } from "~/services/public-pages.server";
import { applyCacheControl } from "./cache-control";
import {
  bypassesPageCache,
  createPageHandleLookup,
  type ManifestRoute,
  normalizedSearch,
  sharedPageCookie,
  varyingCookies,
} from "./page-cache-key";
import { sharedWithSignedIn } from "./page-query";
import { CSP_HEADER, sharedPolicyOf } from "./security-headers.server";

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

export type Encoding = "br" | "gzip" | "identity";
type Compressed = Exclude<Encoding, "identity">;
/** "fast" for the visitors who waited for the render, "small" for the copies the cache keeps serving. */
export type Effort = "fast" | "small";

export interface PageCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** How a stored page is compressed (tests count the calls). */
  compress?: (body: Uint8Array, encoding: Compressed, effort: Effort) => Promise<Uint8Array>;
}

interface Encoded {
  fast?: Promise<Uint8Array<ArrayBuffer>>;
  small?: Promise<Uint8Array<ArrayBuffer>>;
  /** The small copy once it is made. */
  smallReady?: Uint8Array<ArrayBuffer>;
}

interface Entry {
  status: number;
  /** Response headers without length and encoding. */
  headers: [string, string][];
  identity: Uint8Array<ArrayBuffer>;
  /** Compressed bodies, made on first request for each encoding. */
  encoded: Partial<Record<Compressed, Encoded>>;
  bytes: number;
  storedAt: number;
}

/** What the cache needs to know about a request, from a Fetch Request or a Node request alike. */
interface Lookup {
  method: string;
  /** Path and (normalised) query string, e.g. "/interior-designers?page=2". */
  path: string;
  cookie: string | null;
  noCache: boolean;
  encoding: Encoding;
}

type CacheState = "HIT" | "MISS" | "STALE" | "BYPASS";

interface CachedCopy {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

export interface PageCache {
  handle(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** The fresh copy for this request, if there is one (no rendering). */
  peek(lookup: Lookup): Promise<CachedCopy | null>;
  /** Drops every stored page whose pathname `matches` (all its query strings, cookies and data requests). */
  purge(matches: (pathname: string) => boolean): number;
  clear(): void;
  readonly size: number;
  /** Bytes held, all encodings made so far included. */
  readonly bytes: number;
}

const noop = () => {};

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const compress = options.compress ?? compressBody;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    evict();
  };

  /** Counts `body`'s bytes against the cache once it is made (`replaces`: a copy it takes the place of). */
  const account = (key: string, entry: Entry, body: Promise<Uint8Array>, replaces?: Promise<Uint8Array>) => {
    // A failed compression fails the requests that wait for it; here it only leaves the count as it was.
    void Promise.all([body, replaces]).then(([out, old]) => {
      const change = out.byteLength - (old?.byteLength ?? 0);
      entry.bytes += change;
      if (entries.get(key) !== entry) return;
      bytes += change;
      evict();
    }, noop);
  };

  const compressed = (entry: Entry, encoding: Compressed, effort: Effort) =>
    compress(entry.identity, encoding, effort).then((out) => new Uint8Array(out));

  /**
   * The body in `encoding`, counted against the cache's size: for the visitors who waited for the render (`fresh`)
   * a fast copy; for later ones the small copy, made once (they get the fast copy while it is being made).
   */
  const bodyOf = (
    key: string,
    entry: Entry,
    encoding: Encoding,
    fresh: boolean,
  ): Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer> => {
    if (encoding === "identity") return entry.identity;
    const copies = entry.encoded[encoding] ?? {};
    entry.encoded[encoding] = copies;
    if (copies.smallReady) return copies.smallReady;
    if (fresh && !copies.small) {
      if (!copies.fast) {
        copies.fast = compressed(entry, encoding, "fast");
        account(key, entry, copies.fast);
      }
      return copies.fast;
    }
    if (!copies.small) {
      const small = compressed(entry, encoding, "small");
      const fast = copies.fast;
      copies.small = small;
      void small.then((out) => {
        copies.smallReady = out;
        copies.fast = undefined;
      }, noop);
      account(key, entry, small, fast);
    }
    return copies.fast ?? copies.small;
  };

  /** `fresh`: for a visitor who waited for this render. */
  const copyOf = async (
    key: string,
    entry: Entry,
    lookup: Lookup,
    state: CacheState,
    ageSeconds: number,
    fresh = false,
  ) => {
    pageCacheLookups.inc({ result: state.toLowerCase() });
    const body = await bodyOf(key, entry, lookup.encoding, fresh);
    const headers: [string, string][] = [
      ...entry.headers,
      ["Content-Length", String(body.byteLength)],
      ...(lookup.encoding === "identity" ? [] : ([["Content-Encoding", lookup.encoding]] as [string, string][])),
      ["Age", String(Math.floor(ageSeconds))],
      ["X-Cache", state],
    ];
    return { status: entry.status, headers, body };
  };

  /** Renders once for everyone asking for `key` meanwhile; the entry is null when the page may not be shared. */
  const renderShared = async (
    key: string,
    render: () => Promise<Response>,
  ): Promise<{ entry: Entry | null; own?: Response }> => {
    const pending = inFlight.get(key);
    if (pending) return { entry: await pending };
    let own: Response | undefined;
    const promise = (async () => {
      const response = await render();
      if (!isShareable(response)) {
        own = response;
        return null;
      }
      const entry = await toEntry(response, now());
      store(key, entry);
      return entry;
    })();
    inFlight.set(key, promise);
    try {
      return { entry: await promise, own };
    } finally {
      inFlight.delete(key);
    }
  };

  const ageOf = (entry: Entry | undefined) => (entry ? (now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY);

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    purge(matches) {
      let purged = 0;
      for (const key of [...entries.keys()]) {
        const pathname = key.slice(0, key.search(/[?\n]/)).replace(/\.data$/, "");
        if (!matches(pathname === "/_root" ? "/" : pathname)) continue;
        remove(key);
        purged += 1;
      }
      return purged;
    },
    async peek(lookup) {
      if (!cacheable(lookup) || lookup.noCache) return null;
      const key = keyOf(lookup);
      const entry = entries.get(key);
      const age = ageOf(entry);
      return entry && age < options.ttlSeconds ? copyOf(key, entry, lookup, "HIT", age) : null;
    },
    async handle(request, render) {
      const lookup = fetchLookup(request);
      if (!cacheable(lookup)) return render();
      const key = keyOf(lookup);
      if (lookup.noCache) {
        const response = await render();
        if (!isShareable(response)) return response;
        const entry = await toEntry(response, now());
        store(key, entry);
        return toResponse(await copyOf(key, entry, lookup, "BYPASS", 0, true));
      }
      const cached = entries.get(key);
      const age = ageOf(cached);
      if (cached && age < options.ttlSeconds) return toResponse(await copyOf(key, cached, lookup, "HIT", age));
      if (cached && age < options.ttlSeconds + options.staleSeconds && inFlight.has(key)) {
        return toResponse(await copyOf(key, cached, lookup, "STALE", age));
      }
      const waiting = inFlight.has(key);
      const { entry, own } = await renderShared(key, render);
      if (entry) return toResponse(await copyOf(key, entry, lookup, waiting ? "HIT" : "MISS", 0, true));
      // Not shareable: the request that rendered gets its response, the ones that waited render their own.
      pageCacheLookups.inc({ result: "miss" });
      return own ?? render();
    },
  };
}

function fetchLookup(request: Request): Lookup {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    path: `${url.pathname}${url.search}`,
    cookie: request.headers.get("cookie"),
    noCache: /no-cache/i.test(request.headers.get("cache-control") ?? ""),
    encoding: preferredEncoding(request.headers.get("accept-encoding")),
  };
}

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

function cacheable(lookup: Lookup): boolean {
  return (lookup.method === "GET" || lookup.method === "HEAD") && !bypassesPageCache(lookup.cookie);
}

function keyOf(lookup: Lookup): string {
  return `${lookup.path}\n${varyingCookies(lookup.cookie)}`;
}

function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    /^\s*public\b/i.test(response.headers.get("cache-control") ?? "") &&
    !response.headers.has("set-cookie") &&
    /^(text\/|application\/(xml|json))/i.test(response.headers.get("content-type") ?? "") &&
    response.body !== null
  );
}

function preferredEncoding(acceptEncoding: string | null): Encoding {
  if (/\bbr\b/i.test(acceptEncoding ?? "")) return "br";
  return /\bgzip\b/i.test(acceptEncoding ?? "") ? "gzip" : "identity";
}

/**
 * In the thread pool. Small: brotli 9 took 7× as long as 5 for 5 % fewer bytes (README, Performance). Fast: for a
 * 170 KB city page brotli 1 takes 0.24 ms against 2.2 ms for 5 (24 KB against 20 KB), gzip 1 0.7 ms against 1.6 ms.
 */
const LEVELS: Record<Effort, { br: number; gzip: number }> = { fast: { br: 1, gzip: 1 }, small: { br: 5, gzip: 6 } };

function compressBody(body: Uint8Array, encoding: Compressed, effort: Effort): Promise<Uint8Array> {
  const level = LEVELS[effort][encoding];
  return encoding === "br"
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: level } })
    : gzip(body, { level });
}

async function toEntry(response: Response, storedAt: number): Promise<Entry> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const vary = ["Accept-Encoding", response.headers.get("vary")].filter(Boolean).join(", ");
  const policy = response.headers.get(CSP_HEADER);
  const headers: [string, string][] = [
    ...[...response.headers].filter(
      ([name]) => !/^(content-length|content-encoding|x-cache|age|vary|content-security-policy)$/i.test(name),
    ),
    ["Vary", vary],
  ];
  // Everyone gets these bytes: the render's nonce would be public, so the policy names the scripts' hashes.
  if (policy) headers.push([CSP_HEADER, sharedPolicyOf(policy, identity)]);
  return { status: response.status, headers, identity, encoded: {}, bytes: identity.byteLength, storedAt };
}

function toResponse(copy: CachedCopy): Response {
  return new Response(copy.body, { status: copy.status, headers: copy.headers });
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

/** Root middleware: serves anonymous public pages from the process-wide cache and fills it. */
export const pageCacheMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const cache = sharedCache();
  if (!cache) return next();
  // Data requests get their Cache-Control after middleware (entry.server handleDataRequest): decide it here.
  const render = async () => {
    const response = await next();
    if (!response.headers.has("cache-control")) applyCacheControl(request, response.status, response.headers);
    return response;
  };
  return cache.handle(request, render);
};
