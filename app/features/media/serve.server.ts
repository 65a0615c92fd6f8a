import { createReadStream } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth } from "~/lib/image-sizes";
import { createLimiter, LimiterFullError } from "~/lib/limiter";
import { imageRendersQueued, imageRendersShed } from "~/services/metrics.server";
import { renderArtWebp } from "./art/render.server";
import { type ArtSpec, parseArtName } from "./art-url";
import { createDiskCache } from "./disk-cache.server";
import { artImageUrls, knownImages } from "./known-images.server";

/**
 * Serves /media/*: generated art rendered on demand at an allowed width and cached on disk. Only images the
 * database holds are rendered (anything else is a 404 without rendering or writing), renders wait in a
 * bounded line (beyond it a 503 with Retry-After), and the disk cache is capped with least recently used
 * files evicted. Other sources plug in as further entries of SOURCES.
 */

/** Bump when the art renderer changes so cached files from the old renderer are not served. */
export const ART_RENDER_VERSION = 1;

export interface MediaOptions {
  /** Folder for rendered files, e.g. DATA_DIR/media-cache. */
  cacheDir: string;
  /** The rendered files together stay under this many bytes. */
  cacheMaxBytes: number;
  /** Renders at once (CPU-bound: about one per core). */
  renderConcurrency: number;
  /** Renders allowed to wait; one more is answered 503. */
  renderQueue: number;
  /** Whether the database holds an image with this URL (e.g. `/media/art/….webp`). */
  isKnownImage(url: string): Promise<boolean>;
}

export interface MediaServer {
  /** Handles a GET/HEAD for /media/<splat>. Never throws for bad input: unknown paths and widths are 404s. */
  serve(request: Request, splat: string): Promise<Response>;
}

interface Target {
  /** The image's URL without a width, as the database stores it. */
  url: string;
  /** The cached file's name. */
  key: string;
  etag: string;
  render: () => Promise<Buffer>;
}

type Source = (rest: string, width: MediaWidth) => Omit<Target, "url"> | null;

const SOURCES: Record<string, Source> = {
  art: (rest, width) => {
    const spec: ArtSpec | null = parseArtName(rest);
    if (!spec) return null;
    // `rest` passed the canonical-name check: only [a-z0-9_.] and no path separators.
    const base = rest.slice(0, -".webp".length);
    return {
      key: `${base}.w${width}.webp`,
      etag: `"art${ART_RENDER_VERSION}-${base}-${width}"`,
      render: () => renderArtWebp(spec, width),
    };
  },
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Seconds a client is asked to wait when the render line is full: about what a full line takes to clear. */
export const MEDIA_RETRY_AFTER_SECONDS = 2;

const textHeaders = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: textHeaders });
}

function busy(): Response {
  return new Response("Too many images are being drawn right now; try again in a moment.", {
    status: 503,
    headers: { ...textHeaders, "Retry-After": String(MEDIA_RETRY_AFTER_SECONDS) },
  });
}

function parseWidth(url: URL): MediaWidth | null {
  const raw = url.searchParams.get("w");
  if (raw === null) return DEFAULT_MEDIA_WIDTH;
  const width = Number(raw);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) && String(width) === raw ? (width as MediaWidth) : null;
}

function parseTarget(url: URL, splat: string): Target | null {
  const width = parseWidth(url);
  const slash = splat.indexOf("/");
  if (width === null || slash <= 0) return null;
  const kind = splat.slice(0, slash);
  const rest = splat.slice(slash + 1);
  const target = Object.hasOwn(SOURCES, kind) ? SOURCES[kind](rest, width) : null;
  return target && { ...target, url: `/media/${kind}/${rest}` };
}

/** Removes the folders of older renderer versions: nothing reads them any more. */
async function removeOldRenders(cacheDir: string, current: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  for (const name of names) {
    if (/^art-v\d+$/.test(name) && name !== current) await rm(path.join(cacheDir, name), { recursive: true });
  }
}

export function createMediaServer(options: MediaOptions): MediaServer {
  const folder = `art-v${ART_RENDER_VERSION}`;
  const cleared = removeOldRenders(options.cacheDir, folder);
  const cache = createDiskCache(path.join(options.cacheDir, folder), options.cacheMaxBytes);
  const limitRenders = createLimiter(options.renderConcurrency, { queue: options.renderQueue });
  imageRendersQueued.readFrom(() => limitRenders.queued);
  const inFlight = new Map<string, Promise<Buffer>>();

  /** Renders and stores a file; concurrent requests for the same file share one render. */
  function renderOnce(target: Target): Promise<Buffer> {
    const running = inFlight.get(target.key);
    if (running) return running;
    const job = limitRenders(async () => {
      const bytes = await target.render();
      await cache.store(target.key, bytes);
      return bytes;
    }).finally(() => inFlight.delete(target.key));
    inFlight.set(target.key, job);
    return job;
  }

  return {
    async serve(request, splat) {
      const target = parseTarget(new URL(request.url), splat);
      if (!target) return notFound();

      const headers = new Headers({ "Content-Type": "image/webp", "Cache-Control": IMMUTABLE, ETag: target.etag });
      const ifNoneMatch = request.headers.get("If-None-Match") ?? "";
      if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === target.etag)) {
        return new Response(null, { status: 304, headers });
      }

      await cleared;
      const cached = await cache.lookup(target.key);
      if (cached) {
        headers.set("Content-Length", String(cached.size));
        if (request.method === "HEAD") return new Response(null, { headers });
        return new Response(createReadableStreamFromReadable(createReadStream(cached.file)), { headers });
      }
      // Only images the database holds are drawn: any other name is a 404 with no render and no file.
      if (!inFlight.has(target.key) && !(await options.isKnownImage(target.url))) return notFound();
      let bytes: Buffer;
      try {
        bytes = await renderOnce(target);
      } catch (error) {
        if (error instanceof LimiterFullError) {
          imageRendersShed.inc();
          return busy();
        }
        throw error;
      }
      headers.set("Content-Length", String(bytes.length));
      return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { headers });
    },
  };
}

/** How often, at most, a request for an unknown image reloads the list of known ones. */
const KNOWN_IMAGES_REFRESH_MS = 30_000;

let appMedia: MediaServer | undefined;

/** The server's /media, configured from the environment (MEDIA_* settings) on first use. */
export function appMediaServer(): MediaServer {
  const settings = config();
  appMedia ??= createMediaServer({
    cacheDir: path.join(settings.dataDir, "media-cache"),
    cacheMaxBytes: settings.MEDIA_CACHE_MB * 1024 * 1024,
    renderConcurrency: settings.MEDIA_RENDER_CONCURRENCY,
    renderQueue: settings.MEDIA_RENDER_QUEUE,
    isKnownImage: knownImages(() => artImageUrls(db()), KNOWN_IMAGES_REFRESH_MS),
  });
  return appMedia;
}
