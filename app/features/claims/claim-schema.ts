import { z } from "zod";
import { FIELD_LIMITS, requiredEmail, requiredMobile } from "~/features/brands";
import { optionalText, requiredText } from "~/lib/form-fields";

/** Admin notes on a claim: optional free text, trimmed, blank stored as null. */
export const adminNotesSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .max(2000, { error: "Admin notes can be at most 2000 characters." })
    .optional()
    .transform((value) => value ?? null),
);

/** What the admin's review dialog posts: which claim, approve or reject, and the notes. */
export const processClaimSchema = z.object({
  claimId: z.uuid({ error: "Claim not found." }),
  decision: z.enum(["approve", "reject"], { error: "Choose Approve or Reject." }),
  adminNotes: adminNotesSchema,
});

export type ProcessClaimInput = z.input<typeof processClaimSchema>;

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
