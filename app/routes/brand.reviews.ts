import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { REVIEW_MESSAGES } from "~/features/reviews/review-rules";
import { replyFormSchema, reviewFormSchema } from "~/features/reviews/review-schema";
import { findReviewableBrand, type ReviewWriteResult, saveReply, saveReview } from "~/features/reviews/reviews.server";
import { brandReviewsPath } from "~/lib/paths";
import { ownChangeHeaders } from "~/server/http/page-cache/page-cache.server";
import { flashToast } from "~/services/flash.server";
import type { Route } from "./+types/brand.reviews";

const reviewsTab = (slug: string) => `${brandReviewsPath(encodeURIComponent(slug))}#reviews`;

/** The review forms post here; a stray GET goes back to the Reviews tab. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(reviewsTab(params.brandSlug));
}

export async function action({ request, params }: Route.ActionArgs) {
  const back = reviewsTab(params.brandSlug);
  const viewer = await getViewer(request);
  if (!viewer) return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  const brand = await findReviewableBrand(db(), params.brandSlug);
  if (!brand) throw data(null, { status: 404 });

  const form = Object.fromEntries(await request.formData());
  const who = { brandId: brand.id, userId: viewer.userId };
  let result: ReviewWriteResult;
  if (form.intent === "reply") {
    const parsed = replyFormSchema.safeParse(form);
    result = parsed.success
      ? await saveReply(db(), who, parsed.data)
      : { ok: false, error: parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.replyEmpty };
  } else {
    const parsed = reviewFormSchema.safeParse(form);
    result = parsed.success
      ? await saveReview(db(), who, parsed.data)
      : { ok: false, error: parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.bodyShort };
  }
  return redirect(
    back,
    flashToast(
      result.ok ? { headers: ownChangeHeaders() } : undefined,
      result.ok ? { type: "success", title: result.message } : { type: "error", title: result.error },
    ),
  );
}
