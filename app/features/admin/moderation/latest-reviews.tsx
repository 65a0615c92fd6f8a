import { Trash2Icon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { brandReviewsPath } from "~/lib/paths";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Textarea } from "~/ui/field";
import type { LatestReview } from "./review-removal.server";

/** The newest reviews across brands, each with Remove and its required reason (kept in the audit log). */
export function LatestReviews({ reviews }: { reviews: LatestReview[] }) {
  return (
    <section aria-labelledby="latest-reviews" className="flex flex-col gap-3">
      <h2 id="latest-reviews" className="text-xl font-semibold">
        Latest reviews
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Brands can reply to reviews but never hide them. Remove one only when it breaks the rules: it then shows
        nowhere, the brand's rating no longer counts it, and its page says how many reviews were removed.
      </p>
      {reviews.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: LatestReview }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === review.id;
  const reasonId = `review-reason-${review.id}`;
  return (
    <Card className="flex flex-col gap-2 p-4" data-review-id={review.id}>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {review.rating}★ by <span className="font-medium">{review.reviewer}</span> on{" "}
        <Link to={brandReviewsPath(review.brandSlug)} className="font-medium underline-offset-2 hover:underline">
          {review.brandName}
        </Link>{" "}
        · {formatDateTime(review.createdAt)}
      </p>
      <p className="line-clamp-4 whitespace-pre-line break-words text-sm">{review.body}</p>
      <details className="rounded-md border border-stone-200 dark:border-stone-700">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-red-700 dark:text-red-400">
          Remove…
        </summary>
        <Form method="post" preventScrollReset className="flex flex-col gap-2 p-3 pt-0">
          <input type="hidden" name="intent" value="remove-review" />
          <input type="hidden" name="reviewId" value={review.id} />
          <label htmlFor={reasonId} className="text-sm font-medium">
            Reason (kept in the audit log)
          </label>
          <Textarea id={reasonId} name="reason" rows={2} required maxLength={500} />
          <Button type="submit" size="sm" variant="destructive" disabled={busy} className="self-start">
            <Trash2Icon className="size-4" aria-hidden="true" />
            Remove review
          </Button>
        </Form>
      </details>
    </Card>
  );
}
