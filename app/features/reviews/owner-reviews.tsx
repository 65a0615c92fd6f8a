import { MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { brandReviewsPath } from "~/lib/paths";
import { Card } from "~/ui/card";
import type { BrandReviews } from "./reviews.server";
import { RemovedReviews, ReviewItem, ReviewSummary } from "./reviews-panel";

export const OWNER_REVIEWS_PATH = "/brand-dashboard/reviews";

/** The dashboard's Reviews tab: the brand's reviews with the same reply form as the public page. */
export function OwnerReviewsPage({ brandSlug, reviews }: { brandSlug: string; reviews: BrandReviews }) {
  const awaiting = reviews.reviews.filter((review) => !review.reply).length;
  return (
    <section aria-labelledby="owner-reviews-heading" className="grid gap-8 lg:grid-cols-[320px_1fr]">
      <div className="flex flex-col gap-4">
        <ReviewSummary reviews={reviews} />
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Your replies are public on{" "}
          <Link
            to={brandReviewsPath(brandSlug)}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            your profile's Reviews tab
          </Link>
          : one reply per review, which you can edit.
        </p>
      </div>
      <div>
        <h2 id="owner-reviews-heading" className="text-xl font-semibold">
          Reviews
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {awaiting === 0
            ? "You have replied to every review shown."
            : `${awaiting} ${awaiting === 1 ? "review awaits" : "reviews await"} your reply.`}
        </p>
        {reviews.reviews.length === 0 ? (
          <Card className="mt-4 flex flex-col items-center gap-2 p-8 text-center">
            <MessageSquareText aria-hidden="true" className="size-8 text-stone-400" />
            <p className="font-medium">No reviews yet</p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              Homeowners you worked with can rate and review you on your public profile.
            </p>
          </Card>
        ) : (
          <ol className="mt-4 flex flex-col gap-4">
            {reviews.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} replyAction={reviews.canReply ? OWNER_REVIEWS_PATH : null} />
              </li>
            ))}
          </ol>
        )}
        {reviews.count > reviews.reviews.length ? (
          <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
            Showing the {reviews.reviews.length} most recent of {reviews.count} reviews.
          </p>
        ) : null}
        <RemovedReviews count={reviews.removedCount} />
      </div>
    </section>
  );
}
