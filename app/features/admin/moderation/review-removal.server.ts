import { desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, profiles, reviews, users } from "~/db/schema";
import { displayName, type Viewer } from "~/features/auth/auth.api.server";
import { REVIEW_REMOVAL_REASON_MAX, removeReview } from "~/features/reviews/reviews.api.server";
import { type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";

/** Reviews the moderation page lists, newest first, each with its Remove form. */
export const LATEST_REVIEWS_SHOWN = 20;

export const REVIEW_REMOVAL_MESSAGES = {
  reason: "Please give the reason for removing the review: it goes in the audit log.",
  reasonLong: `Keep the reason under ${REVIEW_REMOVAL_REASON_MAX} characters.`,
  removed: "Review removed: it shows nowhere and the brand's rating no longer counts it.",
} as const;

export const reviewActionSchemas = [
  z.object({
    intent: z.literal("remove-review"),
    reviewId: z.uuid({ error: "Choose a review." }),
    reason: z
      .string({ error: REVIEW_REMOVAL_MESSAGES.reason })
      .trim()
      .min(1, REVIEW_REMOVAL_MESSAGES.reason)
      .max(REVIEW_REMOVAL_REASON_MAX, REVIEW_REMOVAL_MESSAGES.reasonLong),
  }),
] as const;

export type ReviewAction = z.infer<(typeof reviewActionSchemas)[number]>;

export interface LatestReview {
  id: string;
  rating: number;
  body: string;
  reviewer: string;
  brandName: string;
  brandSlug: string;
  createdAt: string;
}

/** The newest visible reviews across brands, for admins to read and remove. */
export async function latestReviews(db: Executor): Promise<LatestReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      reviewer: displayName,
      brandName: brands.brandName,
      brandSlug: brands.slug,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(brands, eq(brands.id, reviews.brandId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(isNull(reviews.removedAt))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LATEST_REVIEWS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** An admin removes a review with a reason (kept in the audit log); anyone else is refused. */
export async function removeReviewAsAdmin(
  db: Executor,
  viewer: Viewer | null,
  input: ReviewAction,
): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const result = await removeReview(db, actor, input);
  return result.ok ? { ok: true, message: REVIEW_REMOVAL_MESSAGES.removed } : refused(result.status, result.error);
}
