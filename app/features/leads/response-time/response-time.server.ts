import { inArray, or, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { brands, leads } from "~/db/schema";
import type { JobDefinition } from "~/services/job-queue.server";
import { RESPONSE_TIME } from "./response-time";

const DAY_MS = 24 * 60 * 60 * 1000;

function windowStart(now: Date): Date {
  return new Date(now.getTime() - RESPONSE_TIME.windowDays * DAY_MS);
}

/**
 * A brand's median response time in whole minutes, in SQL, over the leads it received in the 90 days before
 * `now`: a lead's response time runs from its arrival to the brand's first message (responded_at, stamped by
 * that message; a status change is not a response), and a lead not answered yet counts as slower than any
 * answered one. Null below 3 leads, or when fewer than half were answered (the median is then "not yet"). `brandId` is one brand's id or the brands.id column. Reads
 * leads_brand_idx.
 */
export function medianResponseMinutes(brandId: string | SQLWrapper, now: Date) {
  const minutes = sql`coalesce(extract(epoch from r.responded_at - r.created_at) / 60, 'Infinity'::float8)`;
  return sql<number | null>`(select case when count(*) >= ${RESPONSE_TIME.minLeads}
      then ceil(nullif(percentile_disc(0.5) within group (order by ${minutes}), 'Infinity'::float8))::int end
    from ${leads} r
    where r.brand_id = ${brandId} and r.created_at > ${windowStart(now).toISOString()}::timestamptz)`;
}

/**
 * Stores the figure on the brands given: call it in the transaction of the write that changes it (a lead
 * arriving, the brand's first message), so public pages read a column instead of computing a median.
 */
export async function refreshResponseTimes(tx: Executor, brandIds: string[], now = new Date()): Promise<void> {
  if (brandIds.length === 0) return;
  await tx
    .update(brands)
    .set({ responseMinutes: medianResponseMinutes(brands.id, now) })
    .where(inArray(brands.id, brandIds));
}

/**
 * Every brand's figure as the 90-day window moves on (leads age out of it without any write): brands with a
 * lead in the window or a figure to clear. Run at start-up and then periodically; returns the rows changed.
 */
export async function refreshAllResponseTimes(db: Executor, now = new Date()): Promise<number> {
  const inWindow = db
    .selectDistinct({ id: leads.brandId })
    .from(leads)
    // One day more than the window, so leads that just left it clear their brand's figure too.
    .where(sql`${leads.createdAt} > ${new Date(windowStart(now).getTime() - DAY_MS).toISOString()}::timestamptz`);
  const figure = medianResponseMinutes(brands.id, now);
  const changed = await db
    .update(brands)
    .set({ responseMinutes: figure })
    .where(
      sql`(${or(inArray(brands.id, inWindow), sql`${brands.responseMinutes} is not null`)}) and ${brands.responseMinutes} is distinct from ${figure}`,
    )
    .returning({ id: brands.id });
  return changed.length;
}

/**
 * Keeps every brand's figure current as leads age out of the 90-day window: a scheduled job every 6 hours,
 * run once across all server instances (the refresh is idempotent, so a repeated run changes nothing).
 */
export const responseTimeRefreshJob: JobDefinition<Record<string, never>> = {
  name: "response-time-refresh",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: { cron: "0 */6 * * *", data: {} },
  handler: async (_data, { db }) => {
    const changed = await refreshAllResponseTimes(db);
    return { changed };
  },
};
