import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "./mask-icon";

/**
 * A horizontal scroll-snap carousel: without JS it is a swipeable/scrollable row; with JS the previous and
 * next buttons move one slide and wrap around at both ends. Each child is one slide (full width).
 * Side arrows (and their dots) appear once the carousel is pointed at, focused or touched: a listing has
 * dozens of carousels, and arrows that only work with JS shouldn't be in the server HTML. Children given as
 * a function of that "engaged" state can likewise render lighter slides until someone reaches for them.
 */
export function SnapCarousel({
  label,
  slideLabel,
  children,
  className,
  controls = "sides",
  buttonClassName,
}: {
  /** Accessible name of the carousel region, e.g. "Photos of Studio Ka". */
  label: string;
  /** Names slide i of n for screen readers, e.g. (i, n) => `Page ${i} of ${n}`. */
  slideLabel?: (index: number, count: number) => string;
  children: ReactNode[] | ((engaged: boolean) => ReactNode[]);
  className?: string;
  /** "sides": arrows over the slides' edges; "below": arrows and dots under the track. */
  controls?: "sides" | "below" | "none";
  buttonClassName?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [engaged, setEngaged] = useState(controls !== "sides");
  const slides = typeof children === "function" ? children(engaged) : children;
  const count = slides.length;
  const engage = engaged ? undefined : () => setEngaged(true);

  const go = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const next = ((target % count) + count) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, []);

  const arrow = (direction: -1 | 1, placement?: string) => (
    <button
      type="button"
      onClick={() => go(index + direction)}
      aria-label={direction < 0 ? "Previous slide" : "Next slide"}
      className={cn("btn-overlay", placement, buttonClassName)}
    >
      <MaskIcon name={direction < 0 ? "chevron-left" : "chevron-right"} className="size-5" />
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onPointerEnter={engage}
      onFocus={engage}
      onTouchStart={engage}
    >
      <div
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it
        tabIndex={0}
        className="snap-carousel-track"
      >
        {slides.map((child, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a labelled group
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel ? slideLabel(i + 1, count) : `${i + 1} of ${count}`}
            className="snap-carousel-slide"
          >
            {child}
          </div>
        ))}
      </div>
      {count > 1 && controls === "sides" && engaged ? (
        <>
          {arrow(-1, "absolute top-1/2 left-2 -translate-y-1/2")}
          {arrow(1, "absolute top-1/2 right-2 -translate-y-1/2")}
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((_, i) => (
              <span key={i} className={cn("block size-1.5 rounded-full", i === index ? "bg-white" : "bg-white/50")} />
            ))}
          </div>
        </>
      ) : null}
      {count > 1 && controls === "below" ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          {arrow(-1)}
          <Dots count={count} index={index} onSelect={go} />
          {arrow(1)}
        </div>
      ) : null}
    </section>
  );
}

function Dots({ count, index, onSelect }: { count: number; index: number; onSelect: (i: number) => void }) {
  return (
    <div className="flex items-center gap-1.5">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === index ? "true" : undefined}
          className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span
            className={cn(
              "block h-2 rounded-full transition-all",
              i === index ? "w-5 bg-brand-600" : "w-2 bg-stone-300 dark:bg-stone-600",
            )}
          />
        </button>
      ))}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
