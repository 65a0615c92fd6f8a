import { z } from "zod";
import { REPLY_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES } from "./review-rules";

/**
 * The review and reply forms' one set of schemas, for the action (server) and the browser-side checks.
 * They pull in zod, so the browser only gets them once a review form is first touched
 * (review-validation.ts, loaded by reviews-panel.tsx); components import the zod-free review-rules.ts.
 */

export const reviewFormSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating }),
  body: z
    .string({ error: REVIEW_MESSAGES.bodyShort })
    .trim()
    .min(REVIEW_BODY_MIN, { error: REVIEW_MESSAGES.bodyShort })
    .max(REVIEW_BODY_MAX, { error: REVIEW_MESSAGES.bodyLong }),
});

export const replyFormSchema = z.object({
  reviewId: z.uuid({ error: REVIEW_MESSAGES.reviewMissing }),
  reply: z
    .string({ error: REVIEW_MESSAGES.replyEmpty })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.replyEmpty })
    .max(REPLY_MAX, { error: REVIEW_MESSAGES.replyLong }),
});

export type ReviewInput = z.output<typeof reviewFormSchema>;
export type ReplyInput = z.output<typeof replyFormSchema>;
