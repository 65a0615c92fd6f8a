/** What other features may use of reviews, in the browser and on the server. */
export { ReviewsPanel, VerifiedReviewCount } from "./reviews-panel";
