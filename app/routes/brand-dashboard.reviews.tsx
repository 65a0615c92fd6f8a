import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import { OWNER_REVIEWS_PATH, OwnerReviewsPage } from "~/features/reviews/owner-reviews";
import { REVIEW_MESSAGES } from "~/features/reviews/review-rules";
import { replyFormSchema } from "~/features/reviews/review-schema";
import { listBrandReviews, saveReply } from "~/features/reviews/reviews.server";
import { ownChangeHeaders } from "~/server/http/page-cache/page-cache.server";
import { flashToast } from "~/services/flash.server";
import type { Route } from "./+types/brand-dashboard.reviews";

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  return {
    brandSlug: brand.slug,
    reviews: await listBrandReviews(db(), { id: brand.id, claimedBy: viewer.userId }, viewer),
  };
}

/** The reply form posts here from the dashboard: the same schema and command as on the brand page. */
export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  const parsed = replyFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const result = parsed.success
    ? await saveReply(db(), { brandId: brand.id, userId: viewer.userId }, parsed.data)
    : { ok: false as const, error: parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.replyEmpty };
  return redirect(
    OWNER_REVIEWS_PATH,
    flashToast(
      result.ok ? { headers: ownChangeHeaders() } : undefined,
      result.ok ? { type: "success", title: result.message } : { type: "error", title: result.error },
    ),
  );
}

export default function ReviewsTab({ loaderData }: Route.ComponentProps) {
  return <OwnerReviewsPage brandSlug={loaderData.brandSlug} reviews={loaderData.reviews} />;
}
