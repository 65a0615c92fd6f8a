import { z } from "zod";
import { LEAD_STATUSES } from "~/content/catalog";
import { LEAD_MESSAGES, LEAD_NOTE_MAX } from "./inbox-rules";

const leadStatus = z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status });

/** ?status=&cursor=: anything unknown falls back to all leads, first page. */
export const leadInboxQuerySchema = z.object({
  status: leadStatus.optional().catch(undefined),
  cursor: z.string().max(120).optional().catch(undefined),
});

/** The lead's status and the brand's private note, as the thread page's form sends them. */
export const leadUpdateSchema = z.object({
  status: leadStatus,
  note: z
    .string()
    .trim()
    .max(LEAD_NOTE_MAX, { error: LEAD_MESSAGES.noteLong })
    // PostgreSQL text can't hold NUL.
    .refine((note) => !note.includes("\u0000"), { error: LEAD_MESSAGES.noteControl })
    .optional()
    .transform((note) => note || null),
});

export type LeadInboxQuery = z.output<typeof leadInboxQuerySchema>;
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;
