import { z } from "zod";
import { cityId, commaList, FIELD_LIMITS, optionalEmail, optionalMobile } from "~/features/brands";
import { optionalText, requiredText } from "~/lib/form-fields";

/**
 * The listing form's one schema (only the name is required; city from the cities table;
 * an empty price tier is null). Used by Create Listing on 'Join as a Brand' and by My Listings' Add/Edit.
 */
export const listingSchema = z.object({
  name: requiredText("Please enter the listing name.", FIELD_LIMITS.name),
  businessName: optionalText(FIELD_LIMITS.businessName),
  email: optionalEmail,
  phone: optionalMobile,
  cityId,
  areasServed: commaList,
  tags: commaList,
  priceTier: optionalText(FIELD_LIMITS.priceTier),
});

export type ListingInput = z.output<typeof listingSchema>;

/** The form's field names, in the order the form shows them. */
export const LISTING_FIELDS = [
  "name",
  "businessName",
  "email",
  "phone",
  "cityId",
  "areasServed",
  "tags",
  "priceTier",
] as const;

export type ListingField = (typeof LISTING_FIELDS)[number];
