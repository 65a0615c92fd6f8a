/**
 * A small shared cache of public pages inside the server, in front of the loaders and the render —
 * what a CDN does with our `public, s-maxage` responses, for deployments without one.
 *
 * - Only anonymous GET/HEAD text responses (pages, page data, sitemap) that came back 200 with a public
 *   Cache-Control and no Set-Cookie are kept, keyed by URL and Cookie header (they say `Vary: Cookie`).
 *   Images are left to the browser and CDN caches.
 * - An entry is fresh for `ttlSeconds`; after that, for up to `staleSeconds`, one request renders the page
 *   again while the others get the stale copy. Concurrent misses for one page wait for a single render.
 * - Whoever changes content is signed in and never served from the cache; everyone else sees the change
 *   within `ttlSeconds`.
 * - Pages whose loader counts a view on every request (photo pages) are not cached; brand pages count
 *   theirs with a beacon request from the page, which no cache can swallow.
 * - A request sending `Cache-Control: no-cache` renders the page itself (and refreshes the entry).
 * - Fresh copies are also served straight from the Node server (`serveCachedPage`, used by
 *   scripts/start.mjs), before React Router parses the request: a hit costs a map lookup and a write.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress as brotliCallback, gzip as gzipCallback, constants as zlibConstants } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { applyCacheControl, hasSessionCookie } from "./cache-control";

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

export interface PageCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

type Encoding = "br" | "gzip" | "identity";

/** One encoding of a stored page, with its response headers ready to write. */
interface Variant {
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  status: number;
  variants: Record<Encoding, Variant>;
  bytes: number;
  storedAt: number;
}

/** What the cache needs to know about a request, from a Fetch Request or a Node request alike. */
interface Lookup {
  method: string;
  /** Path and query string, e.g. "/interior-designers?page=2". */
  path: string;
  cookie: string | null;
  noCache: boolean;
  encoding: Encoding;
}

interface CachedCopy {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

export interface PageCache {
  handle(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** The fresh copy for this request, if there is one (no rendering). */
  peek(lookup: Lookup): CachedCopy | null;
  /** Drops every stored page whose pathname `matches` (all its query strings, cookies and data requests). */
  purge(matches: (pathname: string) => boolean): number;
  clear(): void;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
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
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
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

  return {
    get size() {
      return entries.size;
    },
    clear,
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
    peek(lookup) {
      if (!cacheable(lookup) || lookup.noCache) return null;
      const entry = entries.get(keyOf(lookup));
      const age = entry ? (now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
      return entry && age < options.ttlSeconds ? copyOf(entry, lookup, "HIT", age) : null;
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
        return toResponse(copyOf(entry, lookup, "BYPASS", 0));
      }
      const cached = entries.get(key);
      const age = cached ? (now() - cached.storedAt) / 1000 : Number.POSITIVE_INFINITY;
      if (cached && age < options.ttlSeconds) return toResponse(copyOf(cached, lookup, "HIT", age));
      if (cached && age < options.ttlSeconds + options.staleSeconds && inFlight.has(key)) {
        return toResponse(copyOf(cached, lookup, "STALE", age));
      }
      const waiting = inFlight.has(key);
      const { entry, own } = await renderShared(key, render);
      if (entry) return toResponse(copyOf(entry, lookup, waiting ? "HIT" : "MISS", 0));
      // Not shareable: the request that rendered gets its response, the ones that waited render their own.
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

function nodeLookup(req: IncomingMessage): Lookup {
  // Parsed the way the React Router adapter builds request.url, so both paths use the same key.
  const url = new URL(req.url ?? "/", "http://localhost");
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join("; ") : (value ?? null);
  };
  return {
    method: (req.method ?? "GET").toUpperCase(),
    path: `${url.pathname}${url.search}`,
    cookie: header("cookie"),
    noCache: /no-cache/i.test(header("cache-control") ?? ""),
    encoding: preferredEncoding(header("accept-encoding")),
  };
}

function cacheable(lookup: Lookup): boolean {
  return (lookup.method === "GET" || lookup.method === "HEAD") && !hasSessionCookie(lookup.cookie);
}

function keyOf(lookup: Lookup): string {
  return `${lookup.path}\n${lookup.cookie ?? ""}`;
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

/** Compressed once per render, in the thread pool and at high levels (brotli 9: ~20 ms for a 400 KB page). */
async function toEntry(response: Response, storedAt: number): Promise<Entry> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  const base = [...response.headers].filter(
    ([name]) => !/^(content-length|content-encoding|x-cache|age|vary)$/i.test(name),
  );
  const vary = ["Accept-Encoding", response.headers.get("vary")].filter(Boolean).join(", ");
  const variant = (encoding: Encoding, body: Uint8Array<ArrayBuffer>): Variant => ({
    body,
    headers: [
      ...base,
      ["Vary", vary],
      ["Content-Length", String(body.byteLength)],
      ...(encoding === "identity" ? [] : ([["Content-Encoding", encoding]] as [string, string][])),
    ],
  });
  const variants = {
    identity: variant("identity", identity),
    gzip: variant("gzip", new Uint8Array(gzipped)),
    br: variant("br", new Uint8Array(brotlied)),
  };
  const bytes = identity.byteLength + gzipped.byteLength + brotlied.byteLength;
  return { status: response.status, variants, bytes, storedAt };
}

function copyOf(entry: Entry, lookup: Lookup, state: string, ageSeconds: number): CachedCopy {
  const variant = entry.variants[lookup.encoding];
  const headers: [string, string][] = [...variant.headers, ["Age", String(Math.floor(ageSeconds))], ["X-Cache", state]];
  return { status: entry.status, headers, body: variant.body };
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

/** Node fast path: answers with a fresh cached copy and returns true, or returns false to pass the request on. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const copy = sharedCache()?.peek(nodeLookup(req));
  if (!copy) return false;
  res.writeHead(copy.status, copy.headers.flat());
  res.end(req.method === "HEAD" ? undefined : copy.body);
  return true;
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
