import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertObjectKey,
  IMMUTABLE_CACHE,
  type ObjectStorage,
  type StoredObject,
  type Visibility,
} from "./object-storage.server";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); AWS when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Without them the SDK's default chain applies (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's `public/` prefix is served, e.g. https://cdn.example.com or …/bucket/public. */
  publicUrl: string;
}

/** S3 allows at most this many keys per DeleteObjects call. */
const DELETE_BATCH = 1000;

/**
 * Objects under `public/<key>` and `private/<key>` of one bucket. Only `public/` is meant to be readable
 * from outside (bucket policy or CDN origin path); `private/` is read back with the app's credentials.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly publicBase: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.publicBase = options.publicUrl.replace(/\/+$/, "");
  }

  private objectKey(visibility: Visibility, key: string): string {
    assertObjectKey(key);
    return `${visibility}/${key}`;
  }

  async put(visibility: Visibility, key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(visibility, key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.byteLength,
        CacheControl: visibility === "public" ? IMMUTABLE_CACHE : "private, no-store",
      }),
    );
  }

  async get(visibility: Visibility, key: string): Promise<StoredObject | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(visibility, key) }),
      );
      if (!result.Body) return null;
      return {
        body: await result.Body.transformToByteArray(),
        contentType: result.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  async remove(visibility: Visibility, keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(visibility, key) })), Quiet: true },
        }),
      );
      const failed = result.Errors?.filter((e) => e.Code !== "NoSuchKey") ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(", ")}`);
      }
    }
  }

  publicUrl(key: string): string {
    assertObjectKey(key);
    return `${this.publicBase}/${key}`;
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
