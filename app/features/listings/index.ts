/** What other features may use of listings, in the browser and on the server. */
export { ListingFields } from "./listing-form";
export { LISTING_FIELDS, listingSchema } from "./listing-schema";
