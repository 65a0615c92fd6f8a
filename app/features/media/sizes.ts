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

/** `srcset` for a /media/ image whose intrinsic width is `intrinsicWidth` (no upscaling past it). */
export function mediaSrcSet(src: string, intrinsicWidth: number): string {
  const widths = MEDIA_WIDTHS.filter((w) => w <= Math.max(intrinsicWidth, MEDIA_WIDTHS[0]));
  return widths.map((w) => `${mediaUrlAtWidth(src, w)} ${w}w`).join(", ");
}

/** The largest allowed width not above `wanted` (at least the smallest). */
export function nearestMediaWidth(wanted: number): MediaWidth {
  let best: MediaWidth = MEDIA_WIDTHS[0];
  for (const w of MEDIA_WIDTHS) if (w <= wanted) best = w;
  return best;
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
 * The `src` and `srcset` of an image the server has in several widths (/media/ art, uploads), capped at
 * its intrinsic width; null for other URLs, which are used as they are.
 */
export function responsiveSources(src: string, width: number): { src: string; srcSet: string } | null {
  const fallbackWidth = Math.min(width, DEFAULT_MEDIA_WIDTH);
  if (isMediaUrl(src)) {
    return { src: mediaUrlAtWidth(src, nearestMediaWidth(fallbackWidth)), srcSet: mediaSrcSet(src, width) };
  }
  const upload = parseUploadedImageUrl(src);
  if (!upload) return null;
  const widths = uploadWidths(width);
  const fallback = widths.filter((w) => w <= fallbackWidth).at(-1) ?? widths[0];
  return {
    src: upload.atWidth(fallback ?? width),
    srcSet: widths.map((w) => `${upload.atWidth(w)} ${w}w`).join(", "),
  };
}
