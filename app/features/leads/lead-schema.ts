import { z } from "zod";
import { LEAD_STATUSES } from "~/content/catalog";
import { LEAD_MESSAGES, LEAD_NOTE_MAX, LEAD_REPLY_MAX } from "./lead-rules";

/** The leads inbox's one set of schemas: its URL (filter, page) and its two forms (update, reply). */

const leadStatus = z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status });
const requestId = z.uuid({ error: LEAD_MESSAGES.missing });

/** ?status=&cursor=: anything unknown falls back to all leads, first page. */
export const leadInboxQuerySchema = z.object({
  status: leadStatus.optional().catch(undefined),
  cursor: z.string().max(80).optional().catch(undefined),
});

export const leadUpdateSchema = z.object({
  intent: z.literal("update"),
  requestId,
  status: leadStatus,
  note: z
    .string()
    .trim()
    .max(LEAD_NOTE_MAX, { error: LEAD_MESSAGES.noteLong })
    .optional()
    .transform((note) => note || null),
});

export const leadReplySchema = z.object({
  intent: z.literal("reply"),
  requestId,
  body: z
    .string({ error: LEAD_MESSAGES.replyEmpty })
    .trim()
    .min(1, { error: LEAD_MESSAGES.replyEmpty })
    .max(LEAD_REPLY_MAX, { error: LEAD_MESSAGES.replyLong }),
});

export const leadActionSchema = z.discriminatedUnion("intent", [leadUpdateSchema, leadReplySchema]);

export type LeadInboxQuery = z.output<typeof leadInboxQuerySchema>;
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;
export type LeadReplyInput = z.output<typeof leadReplySchema>;
export type LeadAction = z.output<typeof leadActionSchema>;
