/** What other features may use of reviews on the server. */
export { brandReviewList, type ViewerReviewState, viewerReviewState } from "./reviews.server";
