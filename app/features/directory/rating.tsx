import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "~/ui/mask-icon";

/** Spec §9: a designer without a rating shows 4.5. */
export const DEFAULT_RATING = 4.5;

export function displayRating(rating: number | null): number {
  return rating ?? DEFAULT_RATING;
}

/** Five stars, filled up to the floor of the rating (spec §2 Designer card). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const style = { "--stars": Math.floor(rating) } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn("rating-stars", className)}
      style={style}
    />
  );
}

export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-200",
        className,
      )}
    >
      <MaskIcon name="badge-check" className="size-3.5" />
      Verified
    </span>
  );
}

/** The info button an unverified designer shows instead of the badge; a native popover explains it. */
export function UnverifiedInfo({ id, brandName }: { id: string; brandName: string }) {
  const popoverId = `unverified-${id}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label={`Why ${brandName} is not verified`}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-stone-400 dark:hover:bg-stone-800"
      >
        <MaskIcon name="info" className="size-4" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        className="m-auto max-w-xs rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700 shadow-xl backdrop:bg-stone-950/20 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
      >
        <p className="font-semibold text-stone-900 dark:text-stone-50">Not verified yet</p>
        <p className="mt-1">
          {brandName} hasn't completed Nivasa's verification of business details and portfolio. Check reviews and past
          work before you hire.
        </p>
        <button
          type="button"
          popoverTarget={popoverId}
          popoverTargetAction="hide"
          className="mt-3 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          Got it
        </button>
      </div>
    </>
  );
}
