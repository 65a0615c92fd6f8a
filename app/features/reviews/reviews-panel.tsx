import { BadgeCheck, CornerDownRight, MessageSquareText, Star } from "lucide-react";
import { type FormEvent, Fragment, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useViewerReviewState } from "~/features/shell";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { brandPath, brandReviewsPath } from "~/lib/paths";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Textarea } from "~/ui/field";
import { REPLY_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES } from "./review-rules";
import type { BrandReviewList, BrandReviews, ReviewView, ViewerReviewState } from "./reviews.server";

export function reviewsActionPath(brandSlug: string): string {
  return `${brandPath(brandSlug)}/reviews`;
}

/**
 * The Reviews tab of a brand page: summary, the viewer's form, the list with owner replies. The page every
 * visitor shares is rendered as to a signed-out visitor; a signed-in visitor's form, "(you)" and reply forms
 * then come from /api/viewer. A page rendered for the viewer alone already carries them.
 */
export function ReviewsPanel({
  brandId,
  brandSlug,
  reviews,
}: {
  brandId: string;
  brandSlug: string;
  reviews: BrandReviews;
}) {
  const asked = useViewerReviewState<ViewerReviewState>(brandId);
  const personal: ViewerReviewState = reviews.permission === "sign-in" && asked ? asked : reviews;
  const others = reviews.reviews;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-8 lg:grid-cols-[320px_1fr]">
      <div className="flex flex-col gap-6">
        <ReviewSummary reviews={reviews} />
        <ViewerReviewBox brandSlug={brandSlug} personal={personal} />
      </div>
      <div>
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {reviews.count === 0 ? "Reviews" : `${reviews.count} ${reviews.count === 1 ? "review" : "reviews"}`}
        </h2>
        {others.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700">
            <MessageSquareText aria-hidden className="mx-auto size-8 text-stone-400" />
            <p className="mt-3 font-medium">No reviews yet</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Worked with this designer? Be the first to share your experience.
            </p>
          </div>
        ) : (
          <ol className="mt-4 flex flex-col gap-4">
            {others.map((review) => (
              <li key={review.id}>
                <ReviewItem
                  review={review}
                  yours={review.id === personal.viewerReview?.id}
                  replyAction={personal.canReply ? reviewsActionPath(brandSlug) : null}
                />
              </li>
            ))}
          </ol>
        )}
        {reviews.count > others.length ? (
          <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
            Showing the {others.length} most recent of {reviews.count} reviews.
          </p>
        ) : null}
        <RemovedReviews count={reviews.removedCount} />
      </div>
    </section>
  );
}

/** Said on the brand's page: brands can't hide reviews, and Nivasa's removals are counted in the open. */
export function RemovedReviews({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
      {count === 1 ? "1 review was" : `${count} reviews were`} removed by Nivasa for breaking the review rules.
    </p>
  );
}

/** "2 hired via Nivasa": how many of the visible reviews come from homeowners who hired the brand here. */
export function VerifiedReviewCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-200">
      <BadgeCheck aria-hidden className="size-4" />
      {count} hired via Nivasa
    </span>
  );
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            "size-4",
            n <= Math.floor(rating)
              ? "fill-amber-400 text-amber-400"
              : "fill-stone-200 text-stone-200 dark:fill-stone-700 dark:text-stone-700",
          )}
        />
      ))}
    </span>
  );
}

export function ReviewSummary({ reviews }: { reviews: BrandReviewList }) {
  return (
    <Card className="p-6">
      <p className="text-sm font-medium text-stone-600 dark:text-stone-400">Customer rating</p>
      {reviews.average === null ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">Not rated yet</p>
      ) : (
        <>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold">{reviews.average.toFixed(1)}</span>
            <span className="text-stone-600 dark:text-stone-400">out of 5</span>
          </p>
          <Stars rating={reviews.average} className="mt-1" />
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            Based on {reviews.count} {reviews.count === 1 ? "review" : "reviews"}
          </p>
          <p className="mt-1 text-sm">
            <VerifiedReviewCount count={reviews.verifiedCount} />
          </p>
        </>
      )}
      <dl className="mt-4 flex flex-col gap-1.5">
        {reviews.distribution.map((n, i) => {
          const stars = 5 - i;
          const share = reviews.count ? Math.round((n / reviews.count) * 100) : 0;
          return (
            <div key={stars} className="flex items-center gap-3 text-sm">
              <dt className="w-12 shrink-0 text-stone-700 dark:text-stone-300">{stars} star</dt>
              <dd className="flex flex-1 items-center gap-3">
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100 dark:bg-stone-800">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="w-6 text-right tabular-nums text-stone-600 dark:text-stone-400">{n}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

function ViewerReviewBox({ brandSlug, personal }: { brandSlug: string; personal: ViewerReviewState }) {
  if (personal.permission === "sign-in") {
    const back = brandReviewsPath(brandSlug);
    return (
      <Card className="p-6">
        <h3 className="font-semibold">Share your experience</h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Sign in to rate and review this designer.</p>
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(back)}`}
          className="mt-4 inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
        >
          Sign in to write a review
        </Link>
      </Card>
    );
  }
  if (personal.permission === "own-brand") {
    return (
      <Card className="p-6">
        <h3 className="font-semibold">This is your brand</h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          You can't review your own brand, but you can post one public reply to each review.
        </p>
      </Card>
    );
  }
  if (personal.permission === "removed") {
    return (
      <Card className="p-6">
        <h3 className="font-semibold">Your review was removed</h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{REVIEW_MESSAGES.removed}.</p>
      </Card>
    );
  }
  return <ReviewForm brandSlug={brandSlug} existing={personal.viewerReview} />;
}

type ReviewValidation = typeof import("./review-validation");
/** The browser-side checks (and zod, which they use) in their own chunk, fetched once. */
const reviewValidation = lazyModule(() => import("./review-validation"));

/**
 * Browser-side checks without zod in the brand page's first load: they start loading when the form is first
 * pointed at or focused (spread the returned props on it). A submit that beats them waits for them and is
 * then checked and sent as usual; if they can't be fetched, the form posts without them and the action
 * checks with the same schemas.
 */
function useReviewValidation<Found>(
  check: (checks: ReviewValidation, form: FormData) => Found | null,
  show: (found: Found | null) => void,
) {
  const prepare = () => reviewValidation.preload();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const checks = reviewValidation.current();
    if (checks) {
      const found = check(checks, new FormData(form));
      if (found) event.preventDefault();
      show(found);
      return;
    }
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    reviewValidation.load().then(
      (loaded) => {
        const found = check(loaded, new FormData(form));
        show(found);
        if (!found) form.requestSubmit(submitter);
      },
      () => form.submit(),
    );
  };
  return { onSubmit, onFocus: prepare, onPointerEnter: prepare };
}

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function ReviewForm({ brandSlug, existing }: { brandSlug: string; existing: ReviewView | null }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [length, setLength] = useState(existing?.body.length ?? 0);
  const submitting = useSubmitting("review");
  const validation = useReviewValidation(
    (checks, form) => checks.reviewFormErrors(form),
    (found) => setErrors(found ?? {}),
  );

  return (
    <Card className="p-6">
      <h3 className="font-semibold">{existing ? "Edit your review" : "Write a review"}</h3>
      <Form
        method="post"
        action={reviewsActionPath(brandSlug)}
        {...validation}
        noValidate
        className="mt-4 flex flex-col gap-4"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="review" />
        <StarInput defaultValue={existing?.rating} error={errors.rating} />
        <Field
          id="review-body"
          label="Your review"
          error={errors.body}
          hint={`${length}/${REVIEW_BODY_MAX} characters · at least ${REVIEW_BODY_MIN}`}
        >
          <Textarea
            id="review-body"
            name="body"
            rows={5}
            required
            minLength={REVIEW_BODY_MIN}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={existing?.body}
            onChange={(e) => setLength(e.currentTarget.value.trim().length)}
            placeholder="What was it like working with them? Design, budget, timelines, finish…"
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? "review-body-error" : undefined}
          />
        </Field>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving…" : existing ? "Update review" : "Post review"}
        </Button>
      </Form>
    </Card>
  );
}

/** Five radio buttons drawn as stars; the CSS sibling trick lights the chosen star and those before it. */
function StarInput({ defaultValue, error }: { defaultValue?: number; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "review-rating-error" : undefined}>
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">Your rating</legend>
      <div className="relative mt-1.5 flex flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((n) => (
          <Fragment key={n}>
            <input
              id={`review-rating-${n}`}
              type="radio"
              name="rating"
              value={n}
              required
              defaultChecked={defaultValue === n}
              className="peer sr-only"
            />
            <label
              htmlFor={`review-rating-${n}`}
              className="cursor-pointer rounded text-stone-300 transition-colors peer-checked:text-amber-400 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 hover:text-amber-300 dark:text-stone-600 [&:hover~label]:text-amber-300"
            >
              <Star aria-hidden className="size-7 fill-current" />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}
              </span>
            </label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id="review-rating-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One review with the owner's reply; `replyAction` (where the owner's reply form posts) shows that form, `yours`
 * marks the viewer's own review.
 */
export function ReviewItem({
  review,
  replyAction,
  yours = false,
}: {
  review: ReviewView;
  replyAction: string | null;
  yours?: boolean;
}) {
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {review.reviewerName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {review.reviewerName}
            {yours ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600 dark:text-stone-400">
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt}>{review.date}</time>
            {review.edited ? <span>· edited</span> : null}
          </p>
          <ReviewVerification verified={review.verified} />
        </div>
      </header>
      <p className="mt-3 whitespace-pre-line text-stone-800 dark:text-stone-200">{review.body}</p>
      {review.reply ? (
        <div className="mt-4 rounded-lg bg-stone-50 p-4 dark:bg-stone-800/60">
          <p className="flex items-center gap-2 text-sm font-medium">
            <CornerDownRight aria-hidden className="size-4 text-brand-600" />
            Response from the owner
            <span className="font-normal text-stone-600 dark:text-stone-400">· {review.reply.month}</span>
          </p>
          <p className="mt-2 whitespace-pre-line text-sm text-stone-700 dark:text-stone-300">{review.reply.body}</p>
        </div>
      ) : null}
      {replyAction ? <ReplyForm action={replyAction} review={review} /> : null}
    </article>
  );
}

/** "Hired via Nivasa" when the reviewer accepted this brand's offer here; "Not verified" otherwise. */
function ReviewVerification({ verified }: { verified: boolean }) {
  return verified ? (
    <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-emerald-800 dark:text-emerald-200">
      <BadgeCheck aria-hidden className="size-3.5" />
      Hired via Nivasa
    </p>
  ) : (
    <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Not verified</p>
  );
}

function ReplyForm({ action, review }: { action: string; review: ReviewView }) {
  const [error, setError] = useState<string>();
  const submitting = useSubmitting("reply");
  const validation = useReviewValidation(
    (checks, form) => checks.replyFormError(form),
    (found) => setError(found ?? undefined),
  );
  const id = `reply-${review.id}`;

  return (
    <details className="group mt-4" open={error ? true : undefined}>
      <summary className="cursor-pointer list-none text-sm font-medium text-brand-700 hover:underline dark:text-brand-100 [&::-webkit-details-marker]:hidden">
        {review.reply ? "Edit your reply" : "Reply publicly"}
      </summary>
      <Form
        method="post"
        action={action}
        {...validation}
        noValidate
        preventScrollReset
        className="mt-3 flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reviewId" value={review.id} />
        <Field id={id} label={`Reply to ${review.reviewerName}`} error={error}>
          <Textarea
            id={id}
            name="reply"
            rows={3}
            required
            maxLength={REPLY_MAX}
            defaultValue={review.reply?.body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </Field>
        <Button type="submit" size="sm" className="self-start" disabled={submitting}>
          {submitting ? "Posting…" : review.reply ? "Update reply" : "Post reply"}
        </Button>
      </Form>
    </details>
  );
}
