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
