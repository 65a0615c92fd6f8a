import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "~/ui/mask-icon";

/** A designer without a rating shows 4.5. */
export const DEFAULT_RATING = 4.5;

export function displayRating(rating: number | null): number {
  return rating ?? DEFAULT_RATING;
}

/** Five stars, filled up to the floor of the rating. */
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
    <span className={cn("verified-badge", className)}>
      <MaskIcon name="badge-check" />
      Verified
    </span>
  );
}

/** The info button an unverified designer shows instead of the badge; it opens the listing's one UnverifiedInfo. */
export function UnverifiedInfoButton({ popoverId, brandName }: { popoverId: string; brandName: string }) {
  return (
    <button
      type="button"
      popoverTarget={popoverId}
      aria-label={`Why ${brandName} is not verified`}
      className="unverified-info-button"
    >
      <MaskIcon name="info" className="size-4" />
    </button>
  );
}

/**
 * What "not verified" means, as a native popover (works without JS). One per listing, shared by every
 * unverified card's info button: a copy per card was ~700 bytes of HTML each.
 */
export function UnverifiedInfo({ id }: { id: string }) {
  return (
    <div id={id} popover="auto" className="unverified-info">
      <p className="font-semibold">Not verified yet</p>
      <p className="mt-1">
        This designer hasn't completed Nivasa's verification of business details and portfolio. Check reviews and past
        work before you hire.
      </p>
      <button type="button" popoverTarget={id} popoverTargetAction="hide" className="unverified-info-close">
        Got it
      </button>
    </div>
  );
}
