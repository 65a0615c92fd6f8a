import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

/**
 * The build's client files (hashed assets and public/) served from memory: read once at start-up with an ETag of
 * their content, and compressed once per encoding on first request (brotli at its best quality, gzip), so a request
 * costs no disk access, no stat and no compression. Hashed assets are immutable for a year; public files an hour.
 */

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/(svg\+xml|x-icon))/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";

type Encoding = "br" | "gzip";

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  /** Each encoding's body, compressed on first request; null when it would not be smaller. */
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file under `clientDir` by its URL path (`/assets/root-abc.js`, `/favicon.svg`). */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(clientDir)) {
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const body = readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    files.set(urlPath, {
      body,
      type,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : ONE_HOUR,
      compressible: COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
    });
  }
  return files;
}

function encodedBody(file: StaticFile, encoding: Encoding): Promise<Buffer | null> {
  file.encoded[encoding] ??= compressors[encoding](file.body).then((body) =>
    body.length < file.body.length ? body : null,
  );
  return file.encoded[encoding];
}

/** If-None-Match names this version (or `*`): the browser's copy is current. */
function notModified(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** The encodings the browser accepts (q > 0), from `Accept-Encoding: gzip, deflate, br;q=0.9`. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) <= 0)) accepted.add(name);
  }
  return accepted;
}

/** Brotli when the browser takes it (the smallest), else gzip, else the file as it is. */
async function chooseBody(req: Request, file: StaticFile): Promise<{ body: Buffer; encoding?: Encoding }> {
  if (!file.compressible) return { body: file.body };
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  for (const encoding of ["br", "gzip"] as const) {
    if (!accepted.has(encoding)) continue;
    const body = await encodedBody(file, encoding);
    if (body) return { body, encoding };
  }
  return { body: file.body };
}

function send(res: Response, file: StaticFile, head: boolean, body: Buffer, encoding?: Encoding): void {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Content-Length", body.length);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.end(head ? undefined : body);
}

/** Answers GET and HEAD for the client files; everything else goes on to the next handler. */
export function staticFiles(clientDir: string): RequestHandler {
  const files = loadStaticFiles(clientDir);
  return (req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(req.path) : undefined;
    if (!file) return next();
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
    if (notModified(req, file.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    chooseBody(req, file).then(({ body, encoding }) => send(res, file, req.method === "HEAD", body, encoding), next);
  };
}
