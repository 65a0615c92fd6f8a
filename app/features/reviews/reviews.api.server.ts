/** What other features may use of reviews on the server. */
export { brandReviewList, ratingFromReviews, viewerReviewState } from "./reviews.server";
