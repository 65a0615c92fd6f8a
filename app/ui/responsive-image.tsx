import { type MediaWidth, responsiveSources } from "~/lib/image-sizes";

export interface ResponsiveImageProps {
  src: string;
  /** Intrinsic size: sets the aspect ratio (no layout shift) and caps the srcset. */
  width: number;
  height: number;
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** Only these widths in the srcset (a slot whose size is known); every stored width when not given. */
  widths?: readonly MediaWidth[];
  className?: string;
  /** Above-the-fold image: load eagerly with high priority (use for the LCP image only). */
  priority?: boolean;
}

/** An <img> that serves /media/ art and uploaded images in their stored widths via srcset; other URLs pass through. */
export function ResponsiveImage({
  src,
  width,
  height,
  alt,
  sizes = "100vw",
  widths,
  className,
  priority = false,
}: ResponsiveImageProps) {
  const sources = responsiveSources(src, width, widths);
  return (
    <img
      src={sources?.src ?? src}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
