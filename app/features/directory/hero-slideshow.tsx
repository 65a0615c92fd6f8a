import { type ReactNode, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { CardImage } from "./listings/listing.server";

/** The hero rotates every 2000 ms through 4 images. */
export const HERO_INTERVAL_MS = 2000;
export const HERO_IMAGES = 4;

/**
 * A full-bleed hero whose background cycles through up to 4 images. The server renders the first (high
 * priority, the LCP element); after hydration each next image mounts one slide ahead of being shown, so a
 * page load fetches one extra photo, not three. Held still for prefers-reduced-motion, and a Pause button
 * stops it for anyone.
 */
export function HeroSlideshow({
  images,
  children,
  className,
}: {
  images: CardImage[];
  children: ReactNode;
  className?: string;
}) {
  const slides = images.slice(0, HERO_IMAGES);
  const [mounted, setMounted] = useState(false);
  const [index, setIndex] = useState(0);
  const [shownUpTo, setShownUpTo] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    setMounted(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  useEffect(() => setShownUpTo((shown) => Math.max(shown, index)), [index]);

  useEffect(() => {
    if (!playing || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, slides.length]);

  const running = playing && mounted;
  return (
    <section className={cn("relative isolate overflow-hidden bg-stone-900 text-white", className)}>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {slides.map((image, i) =>
          i === 0 || (mounted && i <= shownUpTo + 1) ? (
            <ResponsiveImage
              key={image.url}
              src={image.url}
              width={image.width}
              height={image.height}
              alt=""
              sizes="100vw"
              priority={i === 0}
              className={cn(
                "absolute inset-0 size-full object-cover transition-opacity duration-1000 motion-reduce:transition-none",
                i === index ? "opacity-100" : "opacity-0",
              )}
            />
          ) : null,
        )}
        <div className="absolute inset-0 bg-gradient-to-r from-stone-950/90 via-stone-950/70 to-stone-950/30" />
      </div>
      {children}
      {slides.length > 1 ? (
        <button
          type="button"
          onClick={() => setPlaying(!running)}
          aria-label={running ? "Pause slideshow" : "Play slideshow"}
          className="absolute right-4 bottom-4 inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {running ? <MaskIcon name="pause" className="size-4" /> : <MaskIcon name="play" className="size-4" />}
        </button>
      ) : null}
    </section>
  );
}
