/**
 * Review rules shared by the form (client) and the action (server): limits, messages, permissions and
 * display helpers. Zod-free, so the brand page stays light; the schemas that check the forms are in
 * review-schema.ts.
 */
import { lazily } from "~/lib/lazy";

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REPLY_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars",
  bodyShort: `Please write at least ${REVIEW_BODY_MIN} characters`,
  bodyLong: `Please keep your review under ${REVIEW_BODY_MAX} characters`,
  replyEmpty: "Please write a reply",
  replyLong: `Please keep your reply under ${REPLY_MAX} characters`,
  signIn: "Please sign in to write a review",
  ownBrand: "You can't review your own brand",
  notOwner: "Only the brand owner can reply to reviews",
  reviewMissing: "That review no longer exists",
  removed: "Nivasa removed your review of this brand, so it can't be written again",
  alreadyRemoved: "That review has already been removed",
  saved: "Thank you! Your review has been posted.",
  updated: "Your review has been updated.",
  replySaved: "Your reply has been posted.",
  replyUpdated: "Your reply has been updated.",
} as const;

/** Who may write what on a brand's reviews ("removed": Nivasa removed the viewer's review, so no form). */
export type ReviewPermission = "sign-in" | "own-brand" | "removed" | "allowed";

export function reviewPermission(
  viewerId: string | null,
  brandOwnerId: string | null,
  ownReviewRemoved = false,
): ReviewPermission {
  if (!viewerId) return "sign-in";
  if (brandOwnerId && brandOwnerId === viewerId) return "own-brand";
  return ownReviewRemoved ? "removed" : "allowed";
}

export function mayReply(viewerId: string | null, brandOwnerId: string | null): boolean {
  return viewerId !== null && brandOwnerId !== null && viewerId === brandOwnerId;
}

/** Average of star ratings, one decimal (what brands.rating stores); null with no reviews. */
export function averageRating(stars: readonly { rating: number; n: number }[]): number | null {
  const count = stars.reduce((total, { n }) => total + n, 0);
  if (count === 0) return null;
  const sum = stars.reduce((total, { rating, n }) => total + rating * n, 0);
  return Math.round((sum / count) * 10) / 10;
}

/** "Priya Sharma" → "Priya"; blank names read as "Homeowner". */
export function firstName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : "Homeowner";
}

const monthFormat = lazily(
  () => new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" }),
);

/** "March 2026" in India time. */
export function reviewMonth(date: Date): string {
  return monthFormat().format(date);
}

const dateFormat = lazily(() => new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }));

/** "12 March 2026" in India time. */
export function reviewDate(date: Date): string {
  return dateFormat().format(date);
}
