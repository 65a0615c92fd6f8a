import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { createTestDiskStorage, createTestS3Storage, type TestStorage } from "~/testing/storage.server";
import { readUploadedFile, UploadError } from "./checks.server";
import { deleteStoredImage, processImage, storeImage, withStoredImage } from "./images.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./limits";

const color = { r: 200, g: 130, b: 60 };

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: color } });
}

/** A phone photo: landscape pixels, EXIF orientation 6 (shown rotated), a GPS position and a description. */
async function phoneJpeg(): Promise<Buffer> {
  return canvas(1200, 800)
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: "nivasa-secret-home" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await processImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).message;
}

describe("image pipeline", () => {
  it("applies the orientation and strips all metadata: EXIF GPS does not survive", async () => {
    const input = await phoneJpeg();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    expect(inputMeta.orientation).toBe(6);

    const image = await processImage(input);
    expect(image).toMatchObject({ width: 800, height: 1200 }); // portrait, as the phone showed it
    expect(image.variants.map((v) => v.width)).toEqual([320, 480, 640, 800]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(variant.body).includes("nivasa-secret-home")).toBe(false);
    }
  });

  it("scales large originals down to the widest stored width and keeps small ones as they are", async () => {
    const large = await processImage(await canvas(2400, 1800).png().toBuffer());
    expect(large.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [480, 360],
      [640, 480],
      [800, 600],
      [1200, 900],
      [1600, 1200],
    ]);
    const small = await processImage(await canvas(200, 100).png().toBuffer());
    expect(small).toMatchObject({ width: 200, height: 100 });
    expect(small.variants.map((v) => v.width)).toEqual([200]);
  });

  it("accepts WebP, AVIF and HEIC by their content", async () => {
    const webp = await processImage(await canvas(500, 400).webp().toBuffer());
    expect(webp.variants.map((v) => v.width)).toEqual([320, 480, 500]);
    const avif = await processImage(await canvas(640, 480).avif().toBuffer());
    expect(avif).toMatchObject({ width: 640, height: 480 });
    // sharp can't encode HEIC (HEVC): a 64×48 photo made once with libheif's heif-enc.
    const heic = await processImage(await readFile(path.join(import.meta.dirname, "fixtures/tiny.heic")));
    expect(heic).toMatchObject({ width: 64, height: 48 });
    const { data } = await sharp(heic.variants[0]?.body).raw().toBuffer({ resolveWithObject: true });
    expect(data.length).toBeGreaterThan(0);
  });

  it("refuses a decompression bomb: a small PNG of more than 40 megapixels", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it("refuses a text file named .jpg, a GIF, an SVG and a truncated JPEG", async () => {
    const form = new FormData();
    form.set("file", new File(["just some text, not a photo"], "photo.jpg", { type: "image/jpeg" }));
    expect(await refusal(await readUploadedFile(form, "file"))).toBe(UPLOAD_MESSAGES.notImage);
    expect(await refusal(await canvas(10, 10).gif().toBuffer())).toBe(UPLOAD_MESSAGES.notImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(svg)).toBe(UPLOAD_MESSAGES.notImage);
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, 400))).toBe(UPLOAD_MESSAGES.unreadable);
  });
});

describe("reading the uploaded file from a form", () => {
  it("refuses a missing or empty file and one over 15 MB before reading it", async () => {
    const form = new FormData();
    await expect(readUploadedFile(form, "file")).rejects.toThrow(UPLOAD_MESSAGES.missing);
    form.set("file", "not a file");
    await expect(readUploadedFile(form, "file")).rejects.toThrow(UPLOAD_MESSAGES.missing);
    form.set("file", new File([], "empty.jpg"));
    await expect(readUploadedFile(form, "file")).rejects.toThrow(UPLOAD_MESSAGES.missing);
    form.set("file", new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "huge.jpg"));
    await expect(readUploadedFile(form, "file")).rejects.toThrow(UPLOAD_MESSAGES.tooLarge);
    form.set("file", new File([new Uint8Array([1, 2, 3])], "ok.jpg"));
    expect(await readUploadedFile(form, "file")).toEqual(new Uint8Array([1, 2, 3]));
  });
});

/** Every object key the storage holds for an image URL's widths, found or not. */
async function storedWidths(storage: ObjectStorage, url: string): Promise<number[]> {
  const id = /images\/([0-9a-f]{32})\//.exec(url)?.[1];
  const found: number[] = [];
  for (const width of [320, 480, 640, 800, 1200, 1600]) {
    if (await storage.get("public", `images/${id}/${width}.webp`)) found.push(width);
  }
  return found;
}

/** A storage whose `failOn`-th put fails, noting the keys it did store, to prove none is left behind. */
function failingStorage(inner: ObjectStorage, failOn: number): ObjectStorage & { putKeys: string[] } {
  const putKeys: string[] = [];
  let calls = 0;
  return {
    kind: inner.kind,
    putKeys,
    publicUrl: (key) => inner.publicUrl(key),
    get: (visibility, key) => inner.get(visibility, key),
    remove: (visibility, keys) => inner.remove(visibility, keys),
    put: async (visibility, key, body, type) => {
      calls += 1;
      if (calls === failOn) throw new Error("disk full");
      await inner.put(visibility, key, body, type);
      putKeys.push(key);
    },
  };
}

const backends: [string, () => Promise<TestStorage<ObjectStorage>>][] = [
  ["disk", createTestDiskStorage],
  ["s3 (s3rver)", createTestS3Storage],
];

describe.each(backends)("stored images on %s", (_name, create) => {
  let handle: TestStorage<ObjectStorage>;
  let photo: Buffer;
  beforeAll(async () => {
    handle = await create();
    photo = await canvas(1000, 750).jpeg().toBuffer();
  });
  afterAll(() => handle.close());

  it("stores every width under one public URL and deletes them all", async () => {
    const { storage } = handle;
    const stored = await storeImage(storage, await processImage(photo));
    expect(stored).toMatchObject({ width: 1000, height: 750 });
    expect(stored.url).toMatch(/\/images\/[0-9a-f]{32}\/1000\.webp$/);
    expect(await storedWidths(storage, stored.url)).toEqual([320, 480, 640, 800]);
    expect(await storage.get("public", stored.url.replace(/^.*\/(images\/)/, "$1"))).not.toBeNull();

    await deleteStoredImage(storage, stored.url);
    expect(await storedWidths(storage, stored.url)).toEqual([]);
    expect(await storage.get("public", stored.url.replace(/^.*\/(images\/)/, "$1"))).toBeNull();
  });

  it("leaves nothing behind when storing fails half-way or the database write fails", async () => {
    const { storage } = handle;
    const failing = failingStorage(storage, 3);
    await expect(storeImage(failing, await processImage(photo))).rejects.toThrow("disk full");
    expect(failing.putKeys).toHaveLength(4); // five widths: four stored, one failed
    for (const key of failing.putKeys) expect(await storage.get("public", key)).toBeNull();

    let recorded = "";
    await expect(
      withStoredImage(storage, photo, async (image) => {
        recorded = image.url;
        throw new Error("insert failed");
      }),
    ).rejects.toThrow("insert failed");
    expect(await storedWidths(storage, recorded)).toEqual([]);
    expect(await storage.get("public", recorded.replace(/^.*\/(images\/)/, "$1"))).toBeNull();
  });

  it("leaves generated art and external URLs alone when asked to delete them", async () => {
    await expect(
      deleteStoredImage(handle.storage, "/media/art/kitchen.boho.green.medium.island.1.webp"),
    ).resolves.toBeUndefined();
  });
});
