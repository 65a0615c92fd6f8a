import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { DiskStorage } from "~/services/storage/disk-storage.server";
import { S3Storage } from "~/services/storage/s3-storage.server";

export interface TestStorage<T> {
  storage: T;
  close(): Promise<void>;
}

/** Disk storage in a fresh temporary folder, removed on close(). */
export async function createTestDiskStorage(): Promise<TestStorage<DiskStorage>> {
  const root = await mkdtemp(path.join(os.tmpdir(), "nivasa-uploads-"));
  return { storage: new DiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A real S3-compatible server (s3rver) on an ephemeral loopback port with one bucket, and the storage
 * that talks to it the way production talks to S3 (signed requests, path-style addressing).
 */
export async function createTestS3Storage(): Promise<TestStorage<S3Storage> & { endpoint: string }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "nivasa-s3rver-"));
  const bucket = "nivasa-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = new S3Storage({
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    publicUrl: `${endpoint}/${bucket}/public`,
  });
  return {
    storage,
    endpoint,
    close: async () => {
      storage.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
