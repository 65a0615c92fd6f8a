import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
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
  extra,
  bareSlides = false,
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
  /** Rendered inside the carousel after the track (e.g. a static island's `CarouselEngager` slot). */
  extra?: ReactNode;
  /**
   * Children are the slides themselves (the track's children), without a labelled group
   * each: for slides hidden from assistive tech anyway (a card's photos, duplicates of its profile link).
   */
  bareSlides?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [engaged, setEngaged] = useState(controls !== "sides");
  const slides = typeof children === "function" ? children(engaged) : children;
  const count = slides.length;
  const { index, go } = useCarouselIndex(track, count);
  const engage = engaged ? undefined : () => setEngaged(true);

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
        {bareSlides
          ? slides
          : slides.map((child, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a labelled group
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel ? slideLabel(i + 1, count) : `${i + 1} of ${count}`}
              >
                {child}
              </div>
            ))}
      </div>
      {count > 1 && controls === "sides" && engaged ? (
        <SideControls count={count} index={index} go={go} buttonClassName={buttonClassName} />
      ) : null}
      {extra}
      {count > 1 && controls === "below" ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <Arrow direction={-1} onClick={() => go(index - 1)} className={buttonClassName} />
          <Dots count={count} index={index} onSelect={go} />
          <Arrow direction={1} onClick={() => go(index + 1)} className={buttonClassName} />
        </div>
      ) : null}
    </section>
  );
}

/** The slide in view of a carousel's track, and a way to move to another (wrapping around at both ends). */
function useCarouselIndex(track: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  const go = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const next = ((target % count) + count) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setIndex(next);
    },
    [track, count],
  );

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [track]);
  return { index, go };
}

function Arrow({ direction, onClick, className }: { direction: -1 | 1; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction < 0 ? "Previous slide" : "Next slide"}
      className={cn("btn-overlay", className)}
    >
      <MaskIcon name={direction < 0 ? "chevron-left" : "chevron-right"} />
    </button>
  );
}

function SideControls({
  count,
  index,
  go,
  buttonClassName,
}: {
  count: number;
  index: number;
  go: (target: number) => void;
  buttonClassName?: string;
}) {
  return (
    <>
      <Arrow
        direction={-1}
        onClick={() => go(index - 1)}
        className={cn("absolute top-1/2 left-2 -translate-y-1/2", buttonClassName)}
      />
      <Arrow
        direction={1}
        onClick={() => go(index + 1)}
        className={cn("absolute top-1/2 right-2 -translate-y-1/2", buttonClassName)}
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={cn("block size-1.5 rounded-full", i === index ? "bg-white" : "bg-white/50")} />
        ))}
      </div>
    </>
  );
}

/**
 * The side arrows of a carousel rendered as static markup (`controls="none"`, see static-island.tsx): placed
 * inside it (SnapCarousel's `extra`), it waits for the carousel to be pointed at, focused or touched, then
 * calls `onEngage` with the carousel's element (e.g. to give later slides their full srcset) and shows the arrows.
 */
export function CarouselEngager({
  count,
  buttonClassName,
  onEngage,
}: {
  count: number;
  buttonClassName?: string;
  onEngage?: (carousel: HTMLElement) => void;
}) {
  const track = useRef<HTMLElement | null>(null);
  const marker = useRef<HTMLSpanElement>(null);
  const [engaged, setEngaged] = useState(false);
  const { index, go } = useCarouselIndex(track, count);

  useLayoutEffect(() => {
    const carousel = marker.current?.closest<HTMLElement>("[aria-roledescription=carousel]");
    if (!carousel) return;
    track.current = carousel.querySelector<HTMLElement>(".snap-carousel-track");
    const engage = () => {
      onEngage?.(carousel);
      setEngaged(true);
    };
    const events = ["pointerenter", "focusin", "touchstart"] as const;
    for (const name of events) carousel.addEventListener(name, engage, { once: true, passive: true });
    return () => {
      for (const name of events) carousel.removeEventListener(name, engage);
    };
  }, [onEngage]);

  return (
    <>
      <span ref={marker} hidden />
      {engaged && count > 1 ? (
        <SideControls count={count} index={index} go={go} buttonClassName={buttonClassName} />
      ) : null}
    </>
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
