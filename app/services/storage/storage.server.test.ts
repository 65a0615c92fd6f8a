import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { createTestDiskStorage, createTestS3Storage, type TestStorage } from "~/testing/storage.server";
import type { ObjectStorage } from "./object-storage.server";
import { storageFromConfig } from "./storage.server";

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Resolves a public URL the way a browser would (disk URLs are served by the app, tested in routes). */
async function fetchPublic(storage: ObjectStorage, key: string): Promise<Response | null> {
  const url = storage.publicUrl(key);
  return url.startsWith("http") ? fetch(url) : null;
}

const backends: [string, () => Promise<TestStorage<ObjectStorage>>][] = [
  ["disk", createTestDiskStorage],
  ["s3 (s3rver)", createTestS3Storage],
];

describe.each(backends)("object storage on %s", (_name, create) => {
  let handle: TestStorage<ObjectStorage>;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("stores, reads back and deletes public and private objects", async () => {
    const { storage } = handle;
    await storage.put("public", "images/abc/320.webp", PNG_BYTES, "image/webp");
    await storage.put("private", "claims/doc.pdf", PNG_BYTES, "application/pdf");

    expect(await storage.get("public", "images/abc/320.webp")).toEqual({ body: PNG_BYTES, contentType: "image/webp" });
    expect(await storage.get("private", "claims/doc.pdf")).toEqual({ body: PNG_BYTES, contentType: "application/pdf" });
    // Visibility is part of the address: a private key is not found among public objects.
    expect(await storage.get("public", "claims/doc.pdf")).toBeNull();

    await storage.remove("public", ["images/abc/320.webp", "images/abc/missing.webp"]);
    await storage.remove("private", ["claims/doc.pdf"]);
    expect(await storage.get("public", "images/abc/320.webp")).toBeNull();
    expect(await storage.get("private", "claims/doc.pdf")).toBeNull();
  });

  it("gives public objects a URL and keeps private ones off it", async () => {
    const { storage } = handle;
    await storage.put("public", "images/def/480.webp", PNG_BYTES, "image/webp");
    await storage.put("private", "claims/secret.pdf", PNG_BYTES, "application/pdf");
    expect(storage.publicUrl("images/def/480.webp")).toMatch(/\/images\/def\/480\.webp$/);

    const published = await fetchPublic(storage, "images/def/480.webp");
    if (published) {
      expect(published.status).toBe(200);
      expect(new Uint8Array(await published.arrayBuffer())).toEqual(PNG_BYTES);
      // The private object's key under the public base is not the private object.
      expect((await fetchPublic(storage, "claims/secret.pdf"))?.status).toBe(404);
    }
  });

  it("refuses keys that could leave its folder or prefix", async () => {
    const { storage } = handle;
    for (const key of ["../escape.webp", "/abs.webp", "images/../../x", "Images/UPPER.webp", "a//b", ""]) {
      await expect(storage.put("public", key, PNG_BYTES, "image/webp")).rejects.toThrow(/Invalid object key/);
    }
  });
});

describe("storage from configuration", () => {
  it("uses the disk under DATA_DIR/uploads by default and S3 when S3_BUCKET is set", () => {
    const disk = storageFromConfig(readConfig({ DATA_DIR: "/tmp/nivasa-x" }));
    expect(disk.kind).toBe("disk");
    expect(disk.publicUrl("images/a/320.webp")).toBe("/uploads/images/a/320.webp");

    const s3 = storageFromConfig(
      readConfig({ S3_BUCKET: "b", S3_PUBLIC_URL: "https://cdn.example.com/", S3_ENDPOINT: "http://127.0.0.1:9" }),
    );
    expect(s3.kind).toBe("s3");
    expect(s3.publicUrl("images/a/320.webp")).toBe("https://cdn.example.com/images/a/320.webp");
  });

  it("refuses S3_BUCKET without a public URL", () => {
    expect(() => readConfig({ S3_BUCKET: "b" })).toThrow(/S3_PUBLIC_URL is required/);
  });
});

describe("public objects on disk served by the app", () => {
  it("streams them with immutable caching and answers anything else with 404", async () => {
    const { storage, close } = await createTestDiskStorage();
    try {
      await storage.put("public", "images/abc/320.webp", PNG_BYTES, "image/webp");
      await storage.put("private", "claims/doc.pdf", PNG_BYTES, "application/pdf");
      const get = (key: string, headers: Record<string, string> = {}) =>
        storage.servePublic(new Request(`http://localhost/uploads/${key}`, { headers }), key);

      const found = await get("images/abc/320.webp");
      expect(found.status).toBe(200);
      expect(found.headers.get("Content-Type")).toBe("image/webp");
      expect(found.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(new Uint8Array(await found.arrayBuffer())).toEqual(PNG_BYTES);
      const again = await get("images/abc/320.webp", { "If-None-Match": found.headers.get("ETag") ?? "" });
      expect(again.status).toBe(304);

      for (const key of ["claims/doc.pdf", "../private/claims/doc.pdf", "images/abc", "images/nope.webp", ""]) {
        expect((await get(key)).status).toBe(404);
      }
    } finally {
      await close();
    }
  });
});
