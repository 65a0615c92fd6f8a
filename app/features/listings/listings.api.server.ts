/** What other features may use of listings on the server. */
export { createListing, listOwnedListings, type OwnedListing } from "./listings.server";
