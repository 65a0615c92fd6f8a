import { and, between, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Executor } from "~/db/client.server";
import { outerColumn } from "~/db/rows.server";
import { brands, offers, quoteRequests } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import { threadAlertFacts } from "~/features/conversations/conversations.api.server";
import { formatDate, indiaDay } from "~/lib/dates";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";
import type { JobDefinition } from "~/services/job-queue.server";
import { formatRupees } from "./money";

/** A new offer or a revision: its homeowner hears of it with the total. */
export async function alertOfferReceived(
  tx: Executor,
  leadId: string,
  offer: { id: string; totalPaise: number },
  now: Date,
): Promise<void> {
  const facts = await threadAlertFacts(tx, leadId);
  if (!facts?.homeownerId) return;
  await queueAlert(tx, {
    kind: "offer_received",
    eventId: offer.id,
    userId: facts.homeownerId,
    parameters: { brand: facts.brandName, need: facts.need, offer: formatRupees(offer.totalPaise) },
    path: quoteRequestPath(facts.quoteRequestId),
    now,
  });
}

/**
 * The homeowner hired: the chosen brand hears its offer was accepted (`acceptedOfferId` on its lead), every other
 * brand on the request (null) that another designer was chosen.
 */
export async function alertOutcome(
  tx: Executor,
  leadId: string,
  acceptedOfferId: string | null,
  now: Date,
): Promise<void> {
  const facts = await threadAlertFacts(tx, leadId);
  if (!facts?.ownerId) return;
  await queueAlert(tx, {
    kind: acceptedOfferId ? "offer_accepted" : "another_designer_chosen",
    eventId: acceptedOfferId ?? leadId,
    userId: facts.ownerId,
    parameters: { homeowner: facts.homeownerName ?? "The homeowner", need: facts.need },
    path: leadThreadPath(leadId),
    now,
  });
}

/** Offers expire this many days after the alert that warns of it. */
export const EXPIRY_WARNING_DAYS = 2;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Warns homeowners of the offers they can still accept that expire within EXPIRY_WARNING_DAYS (India days): the
 * latest version of each, on an open request with no hire yet. Idempotent: each offer is alerted once (its event
 * key), however often this runs. Returns how many alerts it queued.
 */
export async function alertExpiringOffers(db: Db, now = new Date()): Promise<number> {
  const expiring = await db
    .select({
      offerId: offers.id,
      requestId: offers.quoteRequestId,
      homeownerId: quoteRequests.userId,
      need: quoteRequests.requirement,
      brandName: brands.brandName,
      validUntil: offers.validUntil,
    })
    .from(offers)
    .innerJoin(quoteRequests, eq(quoteRequests.id, offers.quoteRequestId))
    .innerJoin(brands, eq(brands.id, offers.brandId))
    .where(
      and(
        between(offers.validUntil, indiaDay(now), indiaDay(new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY))),
        isNull(quoteRequests.closedAt),
        isNotNull(quoteRequests.userId),
        sql`${offers.version} = (select max(o.version) from ${offers} o
          where o.quote_request_id = ${outerColumn(offers.quoteRequestId)} and o.brand_id = ${outerColumn(offers.brandId)})`,
        sql`not exists (select 1 from ${offers} a
          where a.quote_request_id = ${outerColumn(offers.quoteRequestId)} and a.accepted_at is not null)`,
      ),
    );
  let queued = 0;
  for (const offer of expiring) {
    if (!offer.homeownerId) continue;
    const userId = offer.homeownerId;
    const alert = await db.transaction((tx) =>
      queueAlert(tx, {
        kind: "offer_expiring",
        eventId: offer.offerId,
        userId,
        parameters: { brand: offer.brandName, need: offer.need, date: formatDate(offer.validUntil) },
        path: quoteRequestPath(offer.requestId),
        now,
      }),
    );
    if (alert) queued++;
  }
  return queued;
}

/** Hourly: an offer that comes within two days of expiring is warned of within the hour (quiet hours aside). */
export const offerExpiryAlertJob: JobDefinition<Record<string, never>> = {
  name: "offer-expiry-alerts",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  schedule: { cron: "10 * * * *", data: {} },
  handler: (_data, { db }) => alertExpiringOffers(db),
};
