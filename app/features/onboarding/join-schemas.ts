import { z } from "zod";
import { optionalText, requiredText } from "~/lib/form-fields";
import { cityId, commaList, optionalMobile, optionalWebsite, requiredEmail, requiredMobile } from "./business-fields";
import { FIELD_LIMITS } from "./limits";

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

/** A claim request: who is claiming and how to reach them; the proof file comes separately. */
export const claimRequestSchema = z.object({
  fullName: requiredText("Please enter your full name.", FIELD_LIMITS.name),
  businessName: optionalText(FIELD_LIMITS.businessName),
  email: requiredEmail,
  mobile: requiredMobile,
  messageToAdmin: optionalText(FIELD_LIMITS.message, { multiline: true }),
});

export type ClaimRequestInput = z.output<typeof claimRequestSchema>;
export const CLAIM_REQUEST_FIELDS = Object.keys(claimRequestSchema.shape) as (keyof ClaimRequestInput)[];
