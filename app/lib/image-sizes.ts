/** Widths the media route renders; anything else is a 404 so the cache stays bounded. */
export const MEDIA_WIDTHS = [320, 480, 640, 800, 1200, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 800;

/** Images served (and resized) by /media/*. */
export function isMediaUrl(src: string): boolean {
  return src.startsWith("/media/");
}

/** The URL of a /media/ image at one of the allowed widths. */
export function mediaUrlAtWidth(src: string, width: MediaWidth): string {
  return `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}

/** The URL mediaUrlAtWidth was given: an image's rendered `src` back to its base (other URLs unchanged). */
export function withoutMediaWidth(src: string): string {
  return isMediaUrl(src) ? src.replace(/[?&]w=\d+$/, "") : src;
}

/** The widest file an upload is stored at; larger originals are scaled down to it. */
export const MAX_UPLOAD_WIDTH: MediaWidth = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];

/**
 * Widths an uploaded image of intrinsic width `width` is stored at: the allowed widths below its own,
 * then its own (at most MAX_UPLOAD_WIDTH). The same list builds the files and the srcset.
 */
export function uploadWidths(width: number): number[] {
  const top = Math.min(Math.round(width), MAX_UPLOAD_WIDTH);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** `<public base>/images/<32 hex id>/<width>.webp`: one stored file per width of uploadWidths(). */
const UPLOADED_IMAGE = /^(.*\/images\/([0-9a-f]{32})\/)(\d{1,4})\.webp$/;

/**
 * An uploaded image's id, its width (the URL names its largest file) and the URL of each stored width; null for
 * any other URL.
 */
export function parseUploadedImageUrl(
  src: string,
): { id: string; width: number; atWidth(width: number): string } | null {
  const match = UPLOADED_IMAGE.exec(src);
  if (!match) return null;
  const [, prefix, id, width] = match as unknown as [string, string, string, string];
  return { id, width: Number(width), atWidth: (w) => `${prefix}${w}.webp` };
}

/**
 * Of the widths an image exists in, the ones in `wanted` (a short srcset for a known slot), plus its own largest
 * width when that is narrower than the widest wanted one; all of them when `wanted` is not given.
 */
function pickWidths(available: readonly number[], wanted?: readonly number[]): number[] {
  if (!wanted) return [...available];
  const top = available.at(-1) ?? 0;
  const picked = available.filter((w) => wanted.includes(w));
  return top < Math.max(...wanted) && !picked.includes(top) ? [...picked, top] : picked;
}

/**
 * The `src` and `srcset` of an image the server has in several widths (/media/ art, uploads), capped at
 * its intrinsic width; null for other URLs, which are used as they are. `widths` narrows the srcset to the
 * widths a slot needs (every candidate is a long URL in a page that shows dozens of images); with one
 * candidate there is no srcset, only the `src`.
 */
export function responsiveSources(
  src: string,
  width: number,
  widths?: readonly MediaWidth[],
): { src: string; srcSet?: string } | null {
  const upload = isMediaUrl(src) ? null : parseUploadedImageUrl(src);
  if (!upload && !isMediaUrl(src)) return null;
  const at = upload ? upload.atWidth : (w: number) => mediaUrlAtWidth(src, w as MediaWidth);
  const available = upload ? uploadWidths(width) : MEDIA_WIDTHS.filter((w) => w <= Math.max(width, MEDIA_WIDTHS[0]));
  const candidates = pickWidths(available, widths);
  const fallback = candidates.filter((w) => w <= DEFAULT_MEDIA_WIDTH).at(-1) ?? candidates[0] ?? width;
  return {
    src: at(fallback),
    srcSet: candidates.length > 1 ? candidates.map((w) => `${at(w)} ${w}w`).join(", ") : undefined,
  };
}
