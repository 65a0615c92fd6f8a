import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { MAX_UPLOAD_WIDTH, parseUploadedImageUrl, uploadWidths } from "~/lib/image-sizes";
import { createLimiter } from "~/lib/limiter";
import { logger } from "~/lib/logger.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { IMAGE_UPLOAD, sniffUpload, UploadError } from "./checks.server";
import { UPLOAD_MESSAGES } from "./limits";

/** Decoding more than this is refused: a small file can unpack into gigabytes (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const WEBP_QUALITY = 80;

/** Raw pixels of the image as it should be seen (rotated), at most MAX_UPLOAD_WIDTH wide. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface ImageVariant {
  width: number;
  height: number;
  body: Uint8Array;
}

/** An accepted image, re-encoded as WebP in each width of uploadWidths(); the last variant is the largest. */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** A stored image: the URL of its largest variant (ResponsiveImage finds the others) and its size. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

function refuseOversized(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw new UploadError(UPLOAD_MESSAGES.unreadable);
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadError(UPLOAD_MESSAGES.tooManyPixels);
}

/** JPEG, PNG, WebP and AVIF through sharp: the size read from the header first, then a bounded decode. */
async function decodeWithSharp(bytes: Uint8Array): Promise<Pixels> {
  const header = await sharp(bytes, { limitInputPixels: false }).metadata();
  refuseOversized(header.width, header.height);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // EXIF orientation applied to the pixels; the metadata itself is never written out
    .resize({ width: MAX_UPLOAD_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

/**
 * HEIC (HEVC inside HEIF), which sharp's prebuilt libvips cannot decode: libheif compiled to WebAssembly,
 * loaded on first use. The size is known before the pixels are decoded; rotation is applied by libheif.
 */
async function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  const { default: heicDecode } = await import("heic-decode");
  const images = (await heicDecode.all({ buffer: bytes })) as unknown as HeifImage[] & { dispose(): void };
  try {
    const [primary] = images;
    refuseOversized(primary?.width, primary?.height);
    const decoded = await (primary as HeifImage).decode();
    const { data, info } = await sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    })
      .resize({ width: MAX_UPLOAD_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } finally {
    images.dispose();
  }
}

async function encodeVariants(pixels: Pixels): Promise<ImageVariant[]> {
  const raw = { width: pixels.width, height: pixels.height, channels: pixels.channels };
  return Promise.all(
    uploadWidths(pixels.width).map(async (width) => {
      const { data, info } = await sharp(pixels.data, { raw })
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, body: new Uint8Array(data) };
    }),
  );
}

// Decoding is CPU-bound: two at a time, so that uploads can't starve page requests on two cores.
const limitDecoding = createLimiter(2);

/**
 * Checks an uploaded image by its content (JPEG, PNG, WebP, AVIF or HEIC; at most 40 megapixels), applies
 * its orientation and re-encodes it as WebP in the responsive widths. Nothing of the original survives but
 * its pixels: EXIF (GPS position, camera), XMP, ICC profiles and comments are dropped.
 * Throws UploadError with a message for the uploader when the file is refused.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { ext } = await sniffUpload(bytes, IMAGE_UPLOAD);
  return limitDecoding(async () => {
    let pixels: Pixels;
    try {
      pixels = ext === "heic" ? await decodeHeic(bytes) : await decodeWithSharp(bytes);
    } catch (error) {
      if (error instanceof UploadError) throw error;
      // sharp's and libheif's messages describe the decoder, not what the uploader should do.
      throw new UploadError(UPLOAD_MESSAGES.unreadable);
    }
    const variants = await encodeVariants(pixels);
    const largest = variants[variants.length - 1] as ImageVariant;
    return { width: largest.width, height: largest.height, variants };
  });
}

function imageKey(id: string, width: number): string {
  return `images/${id}/${width}.webp`;
}

/** Stores every variant under a new random id; if one fails, the ones already stored are deleted. */
export async function storeImage(storage: ObjectStorage, image: ProcessedImage): Promise<StoredImage> {
  const id = randomBytes(16).toString("hex");
  const keys = image.variants.map((variant) => imageKey(id, variant.width));
  const results = await Promise.allSettled(
    image.variants.map((variant, i) => storage.put("public", keys[i] as string, variant.body, "image/webp")),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) {
    await storage.remove("public", keys).catch((error) => logger().error({ err: error }, "[uploads] cleanup failed"));
    throw failure.reason;
  }
  return { url: storage.publicUrl(keys[keys.length - 1] as string), width: image.width, height: image.height };
}

/**
 * Deletes the stored files of an image we stored (every width, known from its URL); other URLs (generated
 * /media/ art, external pictures) have none and are left alone.
 */
export async function deleteStoredImage(storage: ObjectStorage, url: string): Promise<void> {
  const upload = parseUploadedImageUrl(url);
  if (!upload) return;
  await storage.remove(
    "public",
    uploadWidths(upload.width).map((width) => imageKey(upload.id, width)),
  );
}

/**
 * Processes and stores an uploaded image, then runs `record` (the database write that refers to it).
 * If `record` fails, the stored files are deleted again: no orphan files, no row without its files.
 */
export async function withStoredImage<T>(
  storage: ObjectStorage,
  bytes: Uint8Array,
  record: (image: StoredImage) => Promise<T>,
): Promise<T> {
  const stored = await storeImage(storage, await processImage(bytes));
  try {
    return await record(stored);
  } catch (error) {
    await deleteStoredImage(storage, stored.url).catch((cleanup) =>
      logger().error({ err: cleanup }, "[uploads] cleanup failed"),
    );
    throw error;
  }
}
