import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createLimiter } from "~/lib/limiter";
import { renderArtWebp } from "./art/render.server";
import { type ArtSpec, parseArtName } from "./art-url";
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth } from "./sizes";

/**
 * Serves /media/*: generated art rendered on demand at an allowed width and cached on disk.
 * Other sources (e.g. /media/uploads/…) plug in as further entries of SOURCES.
 */

/** Bump when the art renderer changes so cached files from the old renderer are not served. */
export const ART_RENDER_VERSION = 1;

export interface MediaOptions {
  /** Folder for rendered files, e.g. DATA_DIR/media-cache. */
  cacheDir: string;
}

interface Rendered {
  file: string;
  etag: string;
  render: () => Promise<Buffer>;
}

type Source = (rest: string, width: MediaWidth, options: MediaOptions) => Rendered | null;

const SOURCES: Record<string, Source> = {
  art: (rest, width, options) => {
    const spec: ArtSpec | null = parseArtName(rest);
    if (!spec) return null;
    // `rest` passed the canonical-name check: only [a-z0-9_.] and no path separators.
    const base = rest.slice(0, -".webp".length);
    return {
      file: path.join(options.cacheDir, `art-v${ART_RENDER_VERSION}`, `${base}.w${width}.webp`),
      etag: `"art${ART_RENDER_VERSION}-${base}-${width}"`,
      render: () => renderArtWebp(spec, width),
    };
  },
};

const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function parseWidth(url: URL): MediaWidth | null {
  const raw = url.searchParams.get("w");
  if (raw === null) return DEFAULT_MEDIA_WIDTH;
  const width = Number(raw);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) && String(width) === raw ? (width as MediaWidth) : null;
}

/** Handles a GET/HEAD for /media/<splat>. Never throws for bad input: unknown paths and widths are 404s. */
export async function serveMedia(request: Request, splat: string, options: MediaOptions): Promise<Response> {
  const url = new URL(request.url);
  const width = parseWidth(url);
  const slash = splat.indexOf("/");
  if (width === null || slash <= 0) return notFound();
  const kind = splat.slice(0, slash);
  const target = Object.hasOwn(SOURCES, kind) ? SOURCES[kind](splat.slice(slash + 1), width, options) : null;
  if (!target) return notFound();

  const headers = new Headers({ "Content-Type": "image/webp", "Cache-Control": IMMUTABLE, ETag: target.etag });
  const ifNoneMatch = request.headers.get("If-None-Match") ?? "";
  if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === target.etag)) {
    return new Response(null, { status: 304, headers });
  }

  const cached = await stat(target.file).catch(() => null);
  if (cached) {
    headers.set("Content-Length", String(cached.size));
    if (request.method === "HEAD") return new Response(null, { headers });
    return new Response(createReadableStreamFromReadable(createReadStream(target.file)), { headers });
  }
  const bytes = await renderOnce(target);
  headers.set("Content-Length", String(bytes.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { headers });
}

const inFlight = new Map<string, Promise<Buffer>>();

/** Renders and stores a file; concurrent requests for the same file share one render. */
function renderOnce(target: Rendered): Promise<Buffer> {
  const running = inFlight.get(target.file);
  if (running) return running;
  const job = limitRenders(async () => {
    const bytes = await target.render();
    await writeAtomically(target.file, bytes);
    return bytes;
  }).finally(() => inFlight.delete(target.file));
  inFlight.set(target.file, job);
  return job;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    // A full or read-only disk only costs us the cache; the image is still served.
    console.error("[media] could not cache", file, error);
  }
}

// Rendering is CPU-bound: cap concurrent renders so a cold gallery page can't starve page requests.
const limitRenders = createLimiter(2);

/** Fills the cache ahead of time (e.g. before a benchmark or Lighthouse run); returns how many files are ready. */
export async function prerenderMedia(
  urls: readonly string[],
  widths: readonly MediaWidth[],
  options: MediaOptions,
): Promise<number> {
  let ready = 0;
  for (const url of urls) {
    if (!url.startsWith("/media/")) continue;
    for (const width of widths) {
      const response = await serveMedia(
        new Request(`http://localhost${url}?w=${width}`, { method: "HEAD" }),
        url.slice("/media/".length),
        options,
      );
      if (response.ok) ready += 1;
    }
  }
  return ready;
}
