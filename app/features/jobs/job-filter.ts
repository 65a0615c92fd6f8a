import { z } from "zod";

/** pg-boss's job states, as /admin/jobs filters on them. */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

export const JOBS_PAGE_SIZE = 50;

export const jobFilterSchema = z.object({
  state: z.enum(JOB_STATES).optional().catch(undefined),
  queue: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type JobFilter = z.infer<typeof jobFilterSchema>;
