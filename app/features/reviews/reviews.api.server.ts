/** What other features may use of reviews on the server. */
export {
  brandReviewList,
  REVIEW_REMOVAL_REASON_MAX,
  type ReviewRemoval,
  ratingFromReviews,
  removeReview,
  viewerReviewState,
} from "./reviews.server";
