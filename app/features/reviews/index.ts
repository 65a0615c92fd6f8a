/** What other features may use of reviews, in the browser and on the server. */
export { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from "./review-rules";
export { ReviewsPanel, VerifiedReviewCount } from "./reviews-panel";
