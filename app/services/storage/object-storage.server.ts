/**
 * Public objects (portfolio images, logos) have a URL anyone may fetch; private objects (claim proof
 * documents) have none and are read back through the app only.
 */
export type Visibility = "public" | "private";

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where uploaded files live: the local disk or an S3-compatible bucket. Keys are ours, never a user's. */
export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  put(visibility: Visibility, key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(visibility: Visibility, key: string): Promise<StoredObject | null>;
  /** Deletes the objects; keys that don't exist are skipped. */
  remove(visibility: Visibility, keys: readonly string[]): Promise<void>;
  /** The URL a browser loads a public object from. */
  publicUrl(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses anything but our own key shapes (lowercase segments, no `..`, no leading slash). */
export function assertObjectKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid object key: ${key}`);
}

/** Objects are immutable (a changed image gets a new key), so browsers and CDNs may keep them for good. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
