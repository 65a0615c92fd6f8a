import { responsiveSources } from "~/features/media/sizes";

export interface ResponsiveImageProps {
  src: string;
  /** Intrinsic size: sets the aspect ratio (no layout shift) and caps the srcset. */
  width: number;
  height: number;
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
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
  className,
  priority = false,
}: ResponsiveImageProps) {
  const sources = responsiveSources(src, width);
  return (
    <img
      src={sources?.src ?? src}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
