/** What other features may use of reviews on the server. */
export { brandReviewList, viewerReviewState } from "./reviews.server";
