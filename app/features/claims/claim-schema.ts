import { z } from "zod";

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
