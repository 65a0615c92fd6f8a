import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { type BrandKey, preparedForBrand } from "~/db/prepared.server";
import { brandProjectRecords } from "~/db/schema";
import { loadCaches } from "~/lib/load-cache.server";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { forgetPublicData, onPublicDataChanged, purgePages } from "~/services/public-pages.server";
import { PROJECT_RECORD_MIN, type ProjectRecord } from "./project-record";

/**
 * Rebuilds every brand's project record from its projects, in one transaction (readers see the old set or
 * the new one). A brand has a row once it has handed a project over:
 * - a handover's delay is the India day it was recorded less the planned day: the agreed start plus the
 *   offer's timeline with the days of approved changes (a new handover date the homeowner accepted does not
 *   move it); early counts as 0, and up to PROJECT_RECORD_MIN.lateDays is on time;
 * - approved changes as a percentage of the accepted offer's total, per handed-over project;
 * - a snag's days run from its report to the homeowner confirming the fix (closed ones only);
 * - a warranty claim counts once acknowledged or past its due time, in time when acknowledged by then.
 * Medians are the middle value, or the mean of the two middle ones. Returns how many brands have a record.
 */
export async function rebuildProjectRecords(db: Executor, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const count = await db.transaction(async (tx) => {
    await tx.delete(brandProjectRecords);
    const inserted = await tx.execute(sql`
      with handed as (
        select brand_id, handed_over_at,
          greatest(0, (handed_over_at at time zone 'Asia/Kolkata')::date - (start_on + timeline_days)) as delay,
          100.0 * approved_changes_paise / contract_total_paise as change_percent
        from projects
        where handed_over_at is not null and start_on is not null
      ),
      snags as (
        select p.brand_id, count(*) as closed,
          percentile_cont(0.5) within group (order by extract(epoch from s.closed_at - s.created_at) / 86400) as median_days,
          min(s.closed_at) as first_at, max(s.closed_at) as last_at
        from project_snags s join projects p on p.id = s.project_id
        where s.state = 'closed'
        group by p.brand_id
      ),
      claims as (
        select p.brand_id, count(*) as claims,
          count(*) filter (where c.acknowledged_at <= c.ack_due_at) as in_time,
          min(c.created_at) as first_at, max(c.created_at) as last_at
        from warranty_claims c join projects p on p.id = c.project_id
        where c.acknowledged_at is not null or c.ack_due_at <= ${at}
        group by p.brand_id
      )
      insert into brand_project_records (brand_id, handovers, on_time, median_delay_days, median_change_percent,
        first_handover_at, last_handover_at, snags_closed, median_snag_days, first_snag_at, last_snag_at,
        claims, claims_acknowledged_in_time, first_claim_at, last_claim_at, computed_at)
      select h.brand_id, h.handovers, h.on_time, h.median_delay, h.median_change, h.first_at, h.last_at,
        coalesce(s.closed, 0), s.median_days, s.first_at, s.last_at,
        coalesce(c.claims, 0), coalesce(c.in_time, 0), c.first_at, c.last_at, ${at}
      from (
        select brand_id, count(*) as handovers,
          count(*) filter (where delay <= ${PROJECT_RECORD_MIN.lateDays}) as on_time,
          percentile_cont(0.5) within group (order by delay) as median_delay,
          percentile_cont(0.5) within group (order by change_percent) as median_change,
          min(handed_over_at) as first_at, max(handed_over_at) as last_at
        from handed group by brand_id
      ) h
      left join snags s on s.brand_id = h.brand_id
      left join claims c on c.brand_id = h.brand_id
      returning brand_id`);
    return (inserted as unknown as { rows: unknown[] }).rows.length;
  });
  records.clear();
  return count;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

const projectRecordRow = preparedForBrand("brand_project_record", (db, brandId) =>
  db.select().from(brandProjectRecords).where(eq(brandProjectRecords.brandId, brandId)),
);

/**
 * Records change only when rebuilt (nightly), so each brand's is read at most once a minute per database instead
 * of on every render of its page. A rebuild on this process forgets them all; other instances follow within
 * the minute, as their cached pages do.
 */
const records = loadCaches<ProjectRecord>({ max: 5_000, ttl: 60_000 });

onPublicDataChanged((database) => records.forget(database));

/** A brand's record as its page shows it: one row of the brand; the figures only from enough handovers. */
export function projectRecordOf(db: Executor, brand: BrandKey): Promise<ProjectRecord> {
  return records.get(db, JSON.stringify(brand), () => readProjectRecord(db, brand));
}

async function readProjectRecord(db: Executor, brand: BrandKey): Promise<ProjectRecord> {
  const [row] = await projectRecordRow(db, brand);
  if (!row || row.handovers < PROJECT_RECORD_MIN.handovers) return { handovers: row?.handovers ?? 0, figures: null };
  const snagsFrom = iso(row.firstSnagAt);
  const snagsTo = iso(row.lastSnagAt);
  const claimsFrom = iso(row.firstClaimAt);
  const claimsTo = iso(row.lastClaimAt);
  return {
    handovers: row.handovers,
    figures: {
      handovers: {
        count: row.handovers,
        onTime: row.onTime,
        medianDelayDays: row.medianDelayDays,
        medianChangePercent: row.medianChangePercent,
        firstAt: row.firstHandoverAt.toISOString(),
        lastAt: row.lastHandoverAt.toISOString(),
      },
      snags:
        row.snagsClosed > 0 && row.medianSnagDays !== null && snagsFrom && snagsTo
          ? { closed: row.snagsClosed, medianDays: row.medianSnagDays, firstAt: snagsFrom, lastAt: snagsTo }
          : null,
      claims:
        row.claims > 0 && claimsFrom && claimsTo
          ? { count: row.claims, inTime: row.claimsAcknowledgedInTime, firstAt: claimsFrom, lastAt: claimsTo }
          : null,
    },
  };
}

/** The pages that show project records: brand pages and the designer listings (their cards). */
const PROJECT_RECORD_PAGES = /^\/(brand|interior-designers)(\/|$)/;

/**
 * Rebuilds the project records every night (India time), once across all instances (the rebuild forgets the
 * cached records), then drops this instance's other copies of public data (the listing cards show handovers)
 * and of the pages that show records; other instances' copies expire within the caches' TTL.
 */
export const projectRecordsJob: JobDefinition<Record<string, never>> = {
  name: "project-records",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: { cron: "45 20 * * *", data: {} },
  handler: async (_data, { db }) => {
    const brands = await rebuildProjectRecords(db);
    forgetPublicData(db);
    purgePages((pathname) => PROJECT_RECORD_PAGES.test(pathname));
    return { brands };
  },
};

/** A handover or an acknowledged claim reaches the public numbers within one to two of these windows. */
export const RECORD_REFRESH_SECONDS = 60;

/**
 * Queues a rebuild of the project records in `tx` (a handover's or a claim's acknowledgement's transaction), once per
 * window however many steps ask: the first step of a window queues it to start when the window is over, so it runs
 * after every step of the window; the others find it queued. The nightly run stays as it is. True when this call
 * queued the rebuild, false when the window's rebuild was already queued.
 */
export async function queueProjectRecordsRefresh(tx: Executor): Promise<boolean> {
  const id = await enqueueJob(
    tx,
    projectRecordsJob,
    {},
    {
      startAfterSeconds: RECORD_REFRESH_SECONDS,
      singleton: { key: "refresh", seconds: RECORD_REFRESH_SECONDS },
    },
  );
  return id !== null;
}
