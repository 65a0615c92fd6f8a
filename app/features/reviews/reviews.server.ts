import { and, desc, eq, isNotNull, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type BrandKey, preparedForBrand } from "~/db/prepared.server";
import { brands, profiles, projectPayments, projects, quoteRequests, reviews, users } from "~/db/schema";
import { displayName, type Viewer } from "~/features/auth/auth.api.server";
import { ACTION_LIMIT_MESSAGES, withinActionLimit } from "~/services/action-limits.server";
import { type AuditActor, recordAudit } from "~/services/audit.server";
import { purgeBrandPage, purgePublicPages } from "~/services/public-pages.server";
import {
  averageRating,
  firstName,
  mayReply,
  REVIEW_MESSAGES,
  type ReviewPermission,
  reviewDate,
  reviewMonth,
  reviewPermission,
} from "./review-rules";
import type { ReplyInput, ReviewInput } from "./review-schema";

/** One review as the public brand page shows it (no user ids or emails). */
export interface ReviewView {
  id: string;
  rating: number;
  body: string;
  reviewerName: string;
  /** "12 March 2026", the day it was written. */
  date: string;
  /** ISO date, for <time dateTime>. */
  createdAt: string;
  edited: boolean;
  /** The brand confirmed a payment of the reviewer's project with it on Nivasa ("Hired via Nivasa"). */
  verified: boolean;
  reply: { body: string; month: string } | null;
}

/**
 * What the person looking at a brand's Reviews tab may do there: their own review, whether they may write one,
 * whether they may reply. The public page is shared by every visitor, so signed-in visitors get this part from
 * GET /api/viewer (viewer-state.server.ts) unless the page was rendered for them alone.
 */
export interface ViewerReviewState {
  /** The viewer's own review of the brand (also in the list, which marks it "(you)"). */
  viewerReview: ReviewView | null;
  /** 'allowed' when the viewer may write (or edit) a review; 'removed' when Nivasa removed theirs. */
  permission: ReviewPermission;
  /** The viewer owns the brand and may reply. */
  canReply: boolean;
}

/** The part of a brand's Reviews tab that is the same for every visitor. */
export interface BrandReviewList {
  reviews: ReviewView[];
  /** All visible reviews of the brand (the list may be capped). */
  count: number;
  average: number | null;
  /** Reviews per star, index 0 = 5 stars … index 4 = 1 star. */
  distribution: [number, number, number, number, number];
  /** Visible reviews by homeowners who hired the brand through Nivasa. */
  verifiedCount: number;
  /** Reviews Nivasa removed (shown nowhere, counted here). */
  removedCount: number;
}

export interface BrandReviews extends BrandReviewList, ViewerReviewState {}

export const REVIEWS_SHOWN = 50;

type ReviewRow = {
  id: string;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  userId: string;
  reviewerName: string;
  verified: boolean;
};

/**
 * Whether the reviewer hired the reviewed brand through Nivasa: the designer confirmed receiving a payment of a
 * project of theirs with the brand (an accepted offer alone is not enough). Worked out when read, so a payment
 * confirmed after the review marks it too.
 */
function hiredViaNivasa(brandId: SQLWrapper, userId: SQLWrapper) {
  return sql<boolean>`exists (
    select 1 from ${projects} p join ${quoteRequests} q on q.id = p.quote_request_id
    join ${projectPayments} pp on pp.project_id = p.id
    where p.brand_id = ${brandId} and q.user_id = ${userId} and pp.state = 'confirmed'
  )`;
}

const visible = isNull(reviews.removedAt);

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userId: reviews.userId,
  reviewerName: displayName,
  verified: hiredViaNivasa(reviews.brandId, reviews.userId),
};

function toView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reviewerName: firstName(row.reviewerName),
    date: reviewDate(row.createdAt),
    createdAt: row.createdAt.toISOString(),
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 60_000,
    verified: row.verified,
    reply: row.reply ? { body: row.reply, month: reviewMonth(row.repliedAt ?? row.updatedAt) } : null,
  };
}

/** Reviews with whether Nivasa removed each, for the viewer's own. */
function reviewsQuery(db: Executor) {
  return db
    .select({ ...reviewColumns, removed: sql<boolean>`${reviews.removedAt} is not null` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId));
}

type ReviewTally = [...BrandReviewList["distribution"], verified: number, removed: number];

/**
 * A brand's review counts as an int[] expression: visible reviews per star (5 stars first), the visible ones
 * by homeowners it was hired by, and the removed ones.
 */
function reviewTally(brandId: SQLWrapper) {
  const shown = "r.removed_at is null";
  const stars = [5, 4, 3, 2, 1].map((n) => `count(*) filter (where ${shown} and r.rating = ${n})`).join(", ");
  const hired = hiredViaNivasa(sql.raw("r.brand_id"), sql.raw("r.user_id"));
  const counts = sql`${sql.raw(stars)}, count(*) filter (where ${sql.raw(shown)} and ${hired}), count(*) filter (where r.removed_at is not null)`;
  return sql<ReviewTally>`(select array[${counts}]::int[] from ${reviews} r where r.brand_id = ${brandId})`;
}

/**
 * The brand's latest visible reviews (a walk of reviews_brand_created_idx that stops at REVIEWS_SHOWN) joined to
 * one row that carries the counts: a brand without a visible review still gets that row (its review columns
 * null), so the counts never need a second round trip.
 */
const reviewListRows = preparedForBrand("brand_review_list", (db, brandId) => {
  const latest = db
    .select({
      ...reviewColumns,
      reviewerName: sql<string>`${displayName}`.as("reviewer_name"),
      verified: sql<boolean>`${reviewColumns.verified}`.as("verified"),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.brandId, brandId), visible))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_SHOWN)
    .as("latest");
  return db
    .select({
      id: latest.id,
      rating: latest.rating,
      body: latest.body,
      reply: latest.reply,
      repliedAt: latest.repliedAt,
      createdAt: latest.createdAt,
      updatedAt: latest.updatedAt,
      userId: latest.userId,
      reviewerName: latest.reviewerName,
      verified: latest.verified,
      tally: reviewTally(brandId),
    })
    .from(sql`(select 1) one`)
    .leftJoinLateral(latest, sql`true`)
    .orderBy(desc(latest.createdAt), desc(latest.id));
});

const isReview = (row: { id: string | null }): row is ReviewRow & { tally: ReviewTally } => row.id !== null;

/** A brand's visible reviews, newest first, with their count, average, count per star, verified count and the number removed. */
export async function brandReviewList(db: Executor, brand: BrandKey): Promise<BrandReviewList> {
  const rows = await reviewListRows(db, brand);
  const tally = rows[0]?.tally ?? [0, 0, 0, 0, 0, 0, 0];
  const [five, four, three, two, one, verifiedCount, removedCount] = tally;
  const distribution: BrandReviewList["distribution"] = [five, four, three, two, one];
  return {
    reviews: rows.filter(isReview).map(toView),
    count: distribution.reduce((a, b) => a + b, 0),
    average: averageRating(distribution.map((n, i) => ({ rating: 5 - i, n }))),
    distribution,
    verifiedCount,
    removedCount,
  };
}

/** The Reviews tab: newest first, with the viewer's own review and what they may do. */
export async function listBrandReviews(
  db: Executor,
  brand: { id: string; claimedBy: string | null },
  viewer: Viewer | null,
): Promise<BrandReviews> {
  const [list, personal] = await Promise.all([
    brandReviewList(db, { id: brand.id }),
    viewerReviewState(db, brand, viewer),
  ]);
  return { ...list, ...personal };
}

/** The viewer's part of a brand's Reviews tab (see ViewerReviewState); only ever about `viewer`. */
export async function viewerReviewState(
  db: Executor,
  brand: { id: string; claimedBy: string | null },
  viewer: Viewer | null,
): Promise<ViewerReviewState> {
  const viewerId = viewer?.userId ?? null;
  const [own] = viewerId
    ? await reviewsQuery(db)
        .where(and(eq(reviews.brandId, brand.id), eq(reviews.userId, viewerId)))
        .limit(1)
    : [];
  return {
    viewerReview: own && !own.removed ? toView(own) : null,
    permission: reviewPermission(viewerId, brand.claimedBy, own?.removed),
    canReply: mayReply(viewerId, brand.claimedBy),
  };
}

/** viewerReviewState of the brand with this id, as GET /api/viewer tells it (null: no such brand). */
export async function viewerReviewStateOf(
  db: Executor,
  brandId: string,
  viewer: Viewer,
): Promise<ViewerReviewState | null> {
  const [brand] = await db
    .select({ id: brands.id, claimedBy: brands.claimedBy })
    .from(brands)
    .where(eq(brands.id, brandId))
    .limit(1);
  return brand ? viewerReviewState(db, brand, viewer) : null;
}

/** The brand a review form posts to, by its public slug. */
export async function findReviewableBrand(db: Executor, slug: string) {
  const [brand] = await db
    .select({ id: brands.id, slug: brands.slug, claimedBy: brands.claimedBy })
    .from(brands)
    .where(eq(brands.slug, slug))
    .limit(1);
  return brand ?? null;
}

export type ReviewWriteResult = { ok: true; message: string } | { ok: false; error: string };

type LockedBrand = { id: string; slug: string; claimedBy: string | null };

type ReviewWriter = { brandId: string; userId: string };

/**
 * Runs a review write in one transaction on the brand's row, locked so concurrent writes recompute its rating
 * one after another (null: no such brand). Every attempt counts against the writer's daily review limit, from
 * whichever page it comes. Once a write that succeeded has committed, this process's cached copies of the
 * brand's page go, so the writer sees it on their next view.
 */
async function writeOnBrand(
  db: Executor,
  { brandId, userId }: ReviewWriter,
  write: (tx: Executor, brand: LockedBrand | null) => Promise<ReviewWriteResult>,
): Promise<ReviewWriteResult> {
  if (!(await withinActionLimit(db, "review", userId))) return { ok: false, error: ACTION_LIMIT_MESSAGES.review };
  let written: string | null = null;
  const result = await db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ id: brands.id, slug: brands.slug, claimedBy: brands.claimedBy })
      .from(brands)
      .where(eq(brands.id, brandId))
      .for("update");
    const outcome = await write(tx, brand ?? null);
    if (outcome.ok && brand) written = brand.slug;
    return outcome;
  });
  if (written) purgeBrandPage(written);
  return result;
}

/**
 * brands.rating (average to one decimal, null without reviews) and review_count, computed in SQL from the
 * visible reviews of `brandId` — one brand's id, or the brands.id column to recompute many brands in one update.
 */
export function ratingFromReviews(brandId: string | SQLWrapper) {
  const ofBrand = sql`${reviews} where ${reviews.brandId} = ${brandId} and ${reviews.removedAt} is null`;
  return {
    rating: sql<number | null>`(select round(avg(${reviews.rating})::numeric, 1) from ${ofBrand})`,
    reviewCount: sql<number>`(select count(*)::int from ${ofBrand})`,
  };
}

async function recomputeBrandRating(tx: Executor, brandId: string): Promise<void> {
  await tx
    .update(brands)
    .set({ ...ratingFromReviews(brandId), updatedAt: sql`now()` })
    .where(eq(brands.id, brandId));
}

/** Writes the user's one review of a brand (or edits it) and recomputes the brand's rating. */
export async function saveReview(
  db: Executor,
  { brandId, userId }: ReviewWriter,
  input: ReviewInput,
): Promise<ReviewWriteResult> {
  return writeOnBrand(db, { brandId, userId }, async (tx, brand) => {
    if (!brand) return { ok: false, error: REVIEW_MESSAGES.reviewMissing };
    const permission = reviewPermission(userId, brand.claimedBy);
    if (permission !== "allowed") return { ok: false, error: REVIEW_MESSAGES.ownBrand };

    const ownReview = and(eq(reviews.brandId, brandId), eq(reviews.userId, userId));
    const [removed] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(ownReview, isNotNull(reviews.removedAt)));
    if (removed) return { ok: false, error: REVIEW_MESSAGES.removed };
    const updated = await tx
      .update(reviews)
      .set({ rating: input.rating, body: input.body, updatedAt: sql`now()` })
      .where(ownReview)
      .returning({ id: reviews.id });
    if (updated.length === 0) {
      await tx.insert(reviews).values({ brandId, userId, rating: input.rating, body: input.body });
    }
    await recomputeBrandRating(tx, brandId);
    return { ok: true, message: updated.length ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved };
  });
}

/** The brand owner's one public reply to a review (posting again edits it). */
export async function saveReply(
  db: Executor,
  { brandId, userId }: ReviewWriter,
  input: ReplyInput,
): Promise<ReviewWriteResult> {
  return writeOnBrand(db, { brandId, userId }, async (tx, brand) => {
    if (!brand || !mayReply(userId, brand.claimedBy)) return { ok: false, error: REVIEW_MESSAGES.notOwner };
    const [before] = await tx
      .select({ reply: reviews.reply })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.brandId, brandId), visible));
    if (!before) return { ok: false, error: REVIEW_MESSAGES.reviewMissing };
    await tx.update(reviews).set({ reply: input.reply, repliedAt: sql`now()` }).where(eq(reviews.id, input.reviewId));
    return { ok: true, message: before.reply ? REVIEW_MESSAGES.replyUpdated : REVIEW_MESSAGES.replySaved };
  });
}

export const REVIEW_REMOVAL_REASON_MAX = 500;

export type ReviewRemoval = { ok: true; brandSlug: string } | { ok: false; status: 404 | 409; error: string };

/**
 * An admin removes a review: it shows nowhere, the brand's rating is computed again without it, and the audit
 * log keeps the reason, all in one transaction on the brand's locked row. Cached public pages go after.
 */
export async function removeReview(
  db: Executor,
  actor: AuditActor,
  input: { reviewId: string; reason: string },
): Promise<ReviewRemoval> {
  const result = await db.transaction(async (tx): Promise<ReviewRemoval> => {
    const [review] = await tx
      .select({ brandId: reviews.brandId, removedAt: reviews.removedAt, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId));
    if (!review) return { ok: false, status: 404, error: REVIEW_MESSAGES.reviewMissing };
    const [brand] = await tx
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.id, review.brandId))
      .for("update");
    const [removed] = await tx
      .update(reviews)
      .set({ removedAt: sql`now()` })
      .where(and(eq(reviews.id, input.reviewId), visible))
      .returning({ id: reviews.id });
    if (!removed) return { ok: false, status: 409, error: REVIEW_MESSAGES.alreadyRemoved };
    await recomputeBrandRating(tx, review.brandId);
    await recordAudit(tx, {
      actor,
      action: "review.remove",
      targetType: "review",
      targetId: input.reviewId,
      before: { brandId: review.brandId, rating: review.rating },
      after: { removed: true, reason: input.reason },
    });
    return { ok: true, brandSlug: brand.slug };
  });
  // The rating shows on cards in every list, not only on the brand's page; removals are rare.
  if (result.ok) purgePublicPages(db);
  return result;
}
