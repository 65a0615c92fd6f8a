import { Link } from "react-router";
import { joinHref } from "~/lib/paths";

/** On a brand's public page: its owner has claimed it and manages it on Nivasa. */
export function ClaimedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600">
      Claimed by owner
    </span>
  );
}

/** On an unclaimed brand's public page: the way in for its owner ('Join as a Brand' with this brand open). */
export function ClaimThisBrand({ brandId }: { brandId: string }) {
  return (
    <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
      Is this your business?{" "}
      <Link
        to={joinHref("claim-brand", { id: brandId })}
        className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        Claim this brand
      </Link>
    </p>
  );
}
