/** The page cache's store: entries by key, one render for concurrent misses, stale copies, size limits. */
import { logger } from "~/lib/logger.server";
import { pageCacheLookups } from "~/services/metrics.server";
import { bytesResponse, unreadBytes } from "../response-bytes.server";
import { CSP_HEADER, sharedPolicyOf } from "../security-headers.server";
import {
  type Compressed,
  compressBody,
  type Effort,
  type Encoding,
  preferredEncoding,
} from "./page-cache-encoding.server";
import { bypassesPageCache, varyingCookies } from "./page-cache-key";

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
export interface Lookup {
  method: string;
  /** Path and (normalised) query string, e.g. "/interior-designers?page=2". */
  path: string;
  cookie: string | null;
  noCache: boolean;
  encoding: Encoding;
}

type CacheState = "HIT" | "MISS" | "STALE" | "BYPASS";

export interface CachedCopy {
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

/** What the cache does with a key and why, at debug level (a test's server log shows it around a failure). */
function trace(event: string, key: string, fields: Record<string, unknown> = {}): void {
  const log = logger();
  if (log.isLevelEnabled("debug")) log.debug({ pageCache: event, page: key, ...fields }, `page cache ${event}`);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const compress = options.compress ?? compressBody;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  const ageOf = (entry: Entry | undefined) => (entry ? (now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY);

  const remove = (key: string, why: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    trace(why, key, { ageSeconds: ageOf(entry) });
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest, "evict");
    }
  };
  const store = (key: string, entry: Entry) => {
    remove(key, "replace");
    entries.set(key, entry);
    trace("store", key);
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
    trace(state.toLowerCase(), key, { ageSeconds });
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
        remove(key, "purge");
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
      if (!waiting) trace("render", key, { ageSeconds: cached ? age : null });
      const { entry, own } = await renderShared(key, render);
      if (entry) return toResponse(await copyOf(key, entry, lookup, waiting ? "HIT" : "MISS", 0, true));
      // Not shareable: the request that rendered gets its response, the ones that waited render their own.
      pageCacheLookups.inc({ result: "miss" });
      return own ?? render();
    },
  };
}

export function fetchLookup(request: Request): Lookup {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    path: `${url.pathname}${url.search}`,
    cookie: request.headers.get("cookie"),
    noCache: /no-cache/i.test(request.headers.get("cache-control") ?? ""),
    encoding: preferredEncoding(request.headers.get("accept-encoding")),
  };
}

export function cacheable(lookup: Lookup): boolean {
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

async function toEntry(response: Response, storedAt: number): Promise<Entry> {
  const identity = unreadBytes(response) ?? new Uint8Array(await response.arrayBuffer());
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
  return bytesResponse(copy.body, { status: copy.status, headers: copy.headers });
}
