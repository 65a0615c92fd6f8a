import { randomBytes } from "node:crypto";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { type AcceptedKind, DOCUMENT_UPLOAD, sniffUpload } from "./checks.server";
import { processImage } from "./images.server";

/** Folders of private documents; each kind of document gets its own. */
export type DocumentFolder = "claims" | "messages" | "projects";

const DOCUMENT_KEY = /^(claims|messages|projects)\/[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

const REENCODED_IMAGE: AcceptedKind = { types: { "image/webp": "webp" }, refusal: "" };

/** A file in the private store: its key, its type and its size. */
export interface PrivateFile {
  key: string;
  contentType: string;
  byteSize: number;
}

/** Whether `key` has the shape storePrivateDocument() gives (the only keys readPrivateDocument() reads). */
export function isPrivateDocumentKey(key: string): boolean {
  return DOCUMENT_KEY.test(key);
}

/**
 * Stores a document (by default a PDF, JPEG or PNG by its content) as sent, privately: it gets no URL.
 * Returns the key to keep in the database. Throws UploadError for other files.
 */
export async function storePrivateDocument(
  storage: ObjectStorage,
  folder: DocumentFolder,
  bytes: Uint8Array,
  kind: AcceptedKind = DOCUMENT_UPLOAD,
): Promise<PrivateFile> {
  const { mime, ext } = await sniffUpload(bytes, kind);
  const key = `${folder}/${randomBytes(16).toString("hex")}.${ext}`;
  await storage.put("private", key, bytes, mime);
  return { key, contentType: mime, byteSize: bytes.byteLength };
}

/**
 * Stores a photo privately after the image checks (processImage: type by content, size, HEIC), re-encoded
 * as WebP at its largest responsive width, so that nothing of the original (EXIF, GPS position) is kept.
 */
export async function storePrivateImage(
  storage: ObjectStorage,
  folder: DocumentFolder,
  bytes: Uint8Array,
): Promise<PrivateFile> {
  const { variants } = await processImage(bytes);
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error("processImage returned no variant");
  return storePrivateDocument(storage, folder, largest.body, REENCODED_IMAGE);
}

/**
 * A private document as a response for someone the caller has already checked may see it: shown inline,
 * never cached, never sniffed into another type, and sandboxed (a PDF's scripts can't reach the site).
 * Null when the key is not a document key or the document is gone.
 */
export async function privateDocumentResponse(storage: ObjectStorage, key: string): Promise<Response | null> {
  if (!isPrivateDocumentKey(key)) return null;
  const stored = await storage.get("private", key);
  if (!stored) return null;
  const filename = key.slice(key.lastIndexOf("/") + 1);
  return new Response(new Uint8Array(stored.body), {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.body.byteLength),
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
    },
  });
}

/** Deletes private documents (e.g. a claim's proof once it is no longer needed). */
export async function deletePrivateDocuments(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  await storage.remove("private", keys.filter(isPrivateDocumentKey));
}
