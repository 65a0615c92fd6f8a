import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { createTestDiskStorage, createTestS3Storage, type TestStorage } from "~/testing/storage.server";
import {
  deletePrivateDocuments,
  privateDocumentResponse,
  storePrivateDocument,
  storePrivateImage,
} from "./documents.server";
import { UPLOAD_MESSAGES } from "./limits";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const backends: [string, () => Promise<TestStorage<ObjectStorage>>][] = [
  ["disk", createTestDiskStorage],
  ["s3 (s3rver)", createTestS3Storage],
];

describe.each(backends)("private documents on %s", (_name, create) => {
  let handle: TestStorage<ObjectStorage>;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("stores a PDF, JPEG or PNG as sent, privately, and reads it back through the app only", async () => {
    const { storage } = handle;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const pdf = await storePrivateDocument(storage, "claims", PDF);
    expect(pdf).toMatchObject({
      key: expect.stringMatching(/^claims\/[0-9a-f]{32}\.pdf$/),
      contentType: "application/pdf",
    });
    const image = await storePrivateDocument(storage, "claims", png);
    expect(image.key).toMatch(/\.png$/);

    // Not among the public objects, so no public URL reaches it.
    expect(await storage.get("public", pdf.key)).toBeNull();

    const response = await privateDocumentResponse(storage, pdf.key);
    expect(response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(response?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response?.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(response?.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await (response as Response).arrayBuffer())).toEqual(PDF);

    await deletePrivateDocuments(storage, [pdf.key, image.key]);
    expect(await privateDocumentResponse(storage, pdf.key)).toBeNull();
  });

  it("stores a photo privately as a WebP without its metadata, after the image checks", async () => {
    const { storage } = handle;
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#345" } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "nivasa-secret-home" } })
      .toBuffer();
    const stored = await storePrivateImage(storage, "messages", jpeg);
    expect(stored).toMatchObject({
      key: expect.stringMatching(/^messages\/[0-9a-f]{32}\.webp$/),
      contentType: "image/webp",
    });
    expect(await storage.get("public", stored.key)).toBeNull();
    const response = (await privateDocumentResponse(storage, stored.key)) as Response;
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBe(stored.byteSize);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(body.includes("nivasa-secret-home")).toBe(false);

    const html = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    await expect(storePrivateImage(storage, "messages", html)).rejects.toThrow(UPLOAD_MESSAGES.notImage);
    await deletePrivateDocuments(storage, [stored.key]);
  });

  it("refuses other files by their content, and keys it did not make", async () => {
    const { storage } = handle;
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    await expect(storePrivateDocument(storage, "claims", html)).rejects.toThrow(UPLOAD_MESSAGES.notDocument);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    await expect(storePrivateDocument(storage, "claims", webp)).rejects.toThrow(UPLOAD_MESSAGES.notDocument);
    for (const key of ["../secret.pdf", "images/abc/320.webp", "claims/x.pdf", "claims/../../etc/passwd"]) {
      expect(await privateDocumentResponse(storage, key)).toBeNull();
    }
  });
});
