import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { priceFigures } from "~/db/schema";
import { loadCaches } from "~/lib/load-cache.server";
import type { JobDefinition } from "~/services/job-queue.server";
import { onPublicDataChanged, purgePages } from "~/services/public-pages.server";
import { PRICE_FIGURE_MIN, type PriceFigure, type QuotedPrices } from "./price-figures";

export { PRICE_FIGURE_MIN, type PriceFigure };
/** Offers older than this no longer say what homeowners are quoted today. */
export const PRICE_FIGURE_WINDOW_DAYS = 365;

/**
 * Rebuilds every price figure from the offers sent on Nivasa: the current version of each lead's offer, on
 * requests that gave their area and city, within the window; ₹ per sq ft before GST. One figure per city and
 * grade, and per locality and grade where the locality alone clears the threshold. Returns how many figures
 * there are. Runs in one transaction, so readers see the old set or the new one.
 */
export async function rebuildPriceFigures(db: Executor, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - PRICE_FIGURE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const count = await db.transaction(async (tx) => {
    await tx.delete(priceFigures);
    const inserted = await tx.execute(sql`
      with latest as (
        select distinct on (o.quote_request_id, o.brand_id)
          o.brand_id, o.grade, o.created_at, q.city_id, q.locality_id,
          o.subtotal_paise::numeric / q.area_sqft as per_sqft
        from offers o join quote_requests q on q.id = o.quote_request_id
        where q.area_sqft is not null and q.city_id is not null and o.created_at > ${since.toISOString()}::timestamptz
        order by o.quote_request_id, o.brand_id, o.version desc
      ),
      places as (
        select city_id, null::uuid as locality_id, grade, brand_id, created_at, per_sqft from latest
        union all
        select city_id, locality_id, grade, brand_id, created_at, per_sqft from latest where locality_id is not null
      )
      insert into price_figures (city_id, locality_id, grade, offer_count, brand_count, median_paise_per_sqft,
        lower_quartile_paise_per_sqft, upper_quartile_paise_per_sqft, first_offer_at, last_offer_at, computed_at)
      select city_id, locality_id, grade, count(*), count(distinct brand_id),
        round(percentile_cont(0.5) within group (order by per_sqft)),
        round(percentile_cont(0.25) within group (order by per_sqft)),
        round(percentile_cont(0.75) within group (order by per_sqft)),
        min(created_at), max(created_at), ${now.toISOString()}::timestamptz
      from places
      group by city_id, locality_id, grade
      having count(*) >= ${PRICE_FIGURE_MIN.offers} and count(distinct brand_id) >= ${PRICE_FIGURE_MIN.brands}
      returning id`);
    return (inserted as unknown as { rows: unknown[] }).rows.length;
  });
  quotedPrices.clear();
  return count;
}

/** The figures of a city (locality null) or of one of its localities, basic to luxury; empty when too few offers. */
export async function priceFiguresFor(
  db: Executor,
  place: { cityId: string; localityId?: string | null },
): Promise<PriceFigure[]> {
  const rows = await db
    .select({
      grade: priceFigures.grade,
      offerCount: priceFigures.offerCount,
      brandCount: priceFigures.brandCount,
      medianPaisePerSqft: priceFigures.medianPaisePerSqft,
      lowerQuartilePaisePerSqft: priceFigures.lowerQuartilePaisePerSqft,
      upperQuartilePaisePerSqft: priceFigures.upperQuartilePaisePerSqft,
      firstOfferAt: priceFigures.firstOfferAt,
      lastOfferAt: priceFigures.lastOfferAt,
    })
    .from(priceFigures)
    .where(
      and(
        eq(priceFigures.cityId, place.cityId),
        place.localityId ? eq(priceFigures.localityId, place.localityId) : isNull(priceFigures.localityId),
      ),
    )
    .orderBy(asc(sql`array_position(array['basic','premium','luxury'], ${priceFigures.grade})`));
  return rows.map((row) => ({
    ...row,
    firstOfferAt: row.firstOfferAt.toISOString(),
    lastOfferAt: row.lastOfferAt.toISOString(),
  }));
}

type QuotedPlace = { cityId: string; cityName: string; localityId?: string; localityName?: string };

/**
 * The figures change only when rebuilt (nightly), so each place's are read at most once a minute per database
 * (like the directory's counts) instead of on every render of the pages that show them. A rebuild on this
 * process forgets them all; other instances follow within the minute, as their cached pages do.
 */
const quotedPrices = loadCaches<QuotedPrices>({ max: 1_000, ttl: 60_000 });

onPublicDataChanged((database) => quotedPrices.forget(database));

/**
 * What a locality's pages show: its own figures where it has enough offers, else its city's, named for the
 * place they describe.
 */
export function quotedPricesIn(db: Executor, place: QuotedPlace): Promise<QuotedPrices> {
  const key = JSON.stringify([place.cityId, place.cityName, place.localityId ?? null, place.localityName ?? null]);
  return quotedPrices.get(db, key, () => readQuotedPrices(db, place));
}

async function readQuotedPrices(db: Executor, place: QuotedPlace): Promise<QuotedPrices> {
  if (place.localityId && place.localityName) {
    const local = await priceFiguresFor(db, { cityId: place.cityId, localityId: place.localityId });
    if (local.length > 0) return { placeName: place.localityName, figures: local };
  }
  return { placeName: place.cityName, figures: await priceFiguresFor(db, { cityId: place.cityId }) };
}

/** The pages that show price figures: city and locality pages, and the price calculator. */
const QUOTED_PRICE_PAGES = /^\/(interior-designers|city|locality|interiors-price-calculator)(\/|$)/;

/**
 * Rebuilds the price figures every night (India time), once across all instances, then drops this instance's
 * cached copies of the pages that show them; other instances' copies expire within the page cache's TTL.
 */
export const priceFiguresJob: JobDefinition<Record<string, never>> = {
  name: "price-figures",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: { cron: "30 20 * * *", data: {} },
  handler: async (_data, { db }) => {
    const figures = await rebuildPriceFigures(db);
    purgePages((pathname) => QUOTED_PRICE_PAGES.test(pathname));
    return { figures };
  },
};
