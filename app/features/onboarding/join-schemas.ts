import { z } from "zod";
import { cityId, commaList, FIELD_LIMITS, optionalMobile, optionalWebsite, requiredEmail } from "~/features/brands";
import { requiredText } from "~/lib/form-fields";

/** Create Brand: name, email and description required; plus the city its directory lists it in. */
export const createBrandSchema = z.object({
  businessName: requiredText("Please enter your business name.", FIELD_LIMITS.businessName),
  businessEmail: requiredEmail,
  description: requiredText("Please enter a business description.", FIELD_LIMITS.description, { multiline: true }),
  phone: optionalMobile,
  websiteUrl: optionalWebsite,
  cityId,
  areasServed: commaList,
  servicesOffered: commaList,
});

export type CreateBrandInput = z.output<typeof createBrandSchema>;
export const CREATE_BRAND_FIELDS = Object.keys(createBrandSchema.shape) as (keyof CreateBrandInput)[];
