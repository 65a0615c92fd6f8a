import path from "node:path";
import { type AppConfig, perConfig } from "~/config.server";
import { DiskStorage } from "./disk-storage.server";
import type { ObjectStorage } from "./object-storage.server";
import { S3Storage } from "./s3-storage.server";

export type { ObjectStorage, StoredObject, Visibility } from "./object-storage.server";

export function storageFromConfig(cfg: AppConfig): ObjectStorage {
  if (cfg.S3_BUCKET && cfg.S3_PUBLIC_URL) {
    return new S3Storage({
      bucket: cfg.S3_BUCKET,
      region: cfg.S3_REGION,
      endpoint: cfg.S3_ENDPOINT,
      forcePathStyle: cfg.S3_FORCE_PATH_STYLE === "on",
      credentials:
        cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: cfg.S3_ACCESS_KEY_ID, secretAccessKey: cfg.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: cfg.S3_PUBLIC_URL,
    });
  }
  return new DiskStorage(path.join(cfg.dataDir, "uploads"));
}

/** The process-wide storage, chosen by the configuration on first use. */
export const storage: () => ObjectStorage = perConfig(storageFromConfig);

/**
 * Answers GET/HEAD /uploads/<key>: public objects of the disk storage, cached for good. With S3 public
 * objects have the bucket's URLs and the app serves none.
 */
export function servePublicUpload(request: Request, key: string): Promise<Response> {
  const current = storage();
  if (current instanceof DiskStorage) return current.servePublic(request, key);
  return Promise.resolve(new Response("Not found", { status: 404 }));
}
