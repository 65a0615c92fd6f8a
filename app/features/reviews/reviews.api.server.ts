/** What other features may use of reviews on the server. */
export { type ReviewInput, reviewFormSchema } from "./review-schema";
export {
  brandReviewList,
  REVIEW_REMOVAL_REASON_MAX,
  type ReviewRemoval,
  ratingFromReviews,
  removeReview,
  saveReview,
  viewerReviewState,
} from "./reviews.server";
