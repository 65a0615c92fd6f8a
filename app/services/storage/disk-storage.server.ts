import { createReadStream } from "node:fs";
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import {
  assertObjectKey,
  IMMUTABLE_CACHE,
  type ObjectStorage,
  type StoredObject,
  type Visibility,
} from "./object-storage.server";
import { writeFileAtomically } from "./write-atomically.server";

/** The path the app serves public objects of the disk storage under (see routes/uploads.ts). */
export const DISK_PUBLIC_PATH = "/uploads";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

/** The content type of an object, from its key's extension (chosen by the upload pipeline from the content). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}

/**
 * Files under `root/public/<key>` and `root/private/<key>`. The content type follows from the key's
 * extension, which the upload pipeline chooses from the sniffed content.
 */
export class DiskStorage implements ObjectStorage {
  readonly kind = "disk";

  constructor(readonly root: string) {}

  private file(visibility: Visibility, key: string): string {
    assertObjectKey(key);
    return path.join(this.root, visibility, key);
  }

  /** The content type is not kept: it follows from the key's extension. */
  async put(visibility: Visibility, key: string, body: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.file(visibility, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomically(file, body);
  }

  async get(visibility: Visibility, key: string): Promise<StoredObject | null> {
    const body = await readFile(this.file(visibility, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    return body && { body: new Uint8Array(body), contentType: contentTypeOf(key) };
  }

  async remove(visibility: Visibility, keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(visibility, key), { force: true })));
  }

  publicUrl(key: string): string {
    assertObjectKey(key);
    return `${DISK_PUBLIC_PATH}/${key}`;
  }

  /** Answers a GET/HEAD for a public object: streamed from disk, cached for good; 404 for anything else. */
  async servePublic(request: Request, key: string): Promise<Response> {
    let file: string;
    try {
      file = this.file("public", key);
    } catch {
      return notFound();
    }
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return notFound();
    const etag = `"${found.size.toString(36)}-${found.mtimeMs.toString(36)}"`;
    const headers = new Headers({
      "Content-Type": contentTypeOf(key),
      "Cache-Control": IMMUTABLE_CACHE,
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(found.size));
    if (request.method === "HEAD") return new Response(null, { headers });
    return new Response(createReadableStreamFromReadable(createReadStream(file)), { headers });
  }
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
