import { and, desc, eq, isNotNull, ne, type Placeholder, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor, Tx } from "~/db/client.server";
import { type BrandKey, preparedForBrand, preparedQuery } from "~/db/prepared.server";
import { outerColumn } from "~/db/rows.server";
import { brands, leads, offers, quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import {
  announceThreadChange,
  type ThreadAccess,
  writeMessage,
  writeSystemMessage,
} from "~/features/conversations/conversations.api.server";
import { indiaDay } from "~/lib/dates";
import { formatRupees, paisePerSqft } from "./money";
import { alertOfferReceived, alertOutcome } from "./offer-alerts.server";
import type { OfferDraft } from "./offer-form";
import { OFFER_LIMITS, OFFER_MESSAGES } from "./offer-rules";

export type OfferResult = { ok: true; message: string; offerId: string } | { ok: false; error: string };

/** An offer version as both sides of its thread (and the comparison) show it. */
export interface OfferView {
  id: string;
  brandId: string;
  brandName: string;
  /** The lead (thread) the offer was sent in. */
  leadId: string;
  version: number;
  grade: OfferDraft["grade"];
  lines: OfferDraft["lines"];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** ₹ per sq ft before GST, when the request gave its area. */
  perSqftPaise: number | null;
  included: string;
  excluded: string;
  timelineWeeks: number;
  paymentStages: OfferDraft["paymentStages"];
  warrantyYears: number;
  validUntil: string;
  createdAt: string;
  /** current: the latest version, still open; replaced: a later version exists (its number). */
  state: "current" | "replaced" | "expired" | "accepted";
  replacedBy: number | null;
  acceptedAt: string | null;
  finalCostPaise: number | null;
  handedOverOn: string | null;
}

const offerColumns = {
  id: offers.id,
  brandId: offers.brandId,
  brandName: brands.brandName,
  leadId: leads.id,
  version: offers.version,
  grade: offers.grade,
  lines: offers.lines,
  subtotalPaise: offers.subtotalPaise,
  gstPaise: offers.gstPaise,
  totalPaise: offers.totalPaise,
  included: offers.included,
  excluded: offers.excluded,
  timelineWeeks: offers.timelineWeeks,
  paymentStages: offers.paymentStages,
  warrantyYears: offers.warrantyYears,
  validUntil: offers.validUntil,
  createdAt: offers.createdAt,
  acceptedAt: offers.acceptedAt,
  finalCostPaise: offers.finalCostPaise,
  handedOverOn: offers.handedOverOn,
  latestVersion: sql<number>`(select max(o.version)::int from ${offers} o
    where o.quote_request_id = ${outerColumn(offers.quoteRequestId)} and o.brand_id = ${outerColumn(offers.brandId)})`,
  areaSqft: quoteRequests.areaSqft,
};

type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

function toView(row: OfferRow, today: string): OfferView {
  const { latestVersion, areaSqft, createdAt, acceptedAt, ...offer } = row;
  const replaced = offer.version < latestVersion;
  const state = acceptedAt ? "accepted" : replaced ? "replaced" : offer.validUntil < today ? "expired" : "current";
  return {
    ...offer,
    perSqftPaise: areaSqft ? paisePerSqft(offer.subtotalPaise, areaSqft) : null,
    createdAt: createdAt.toISOString(),
    acceptedAt: acceptedAt?.toISOString() ?? null,
    state,
    replacedBy: replaced ? latestVersion : null,
  };
}

function selectOffers(db: Executor) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(quoteRequests, eq(quoteRequests.id, offers.quoteRequestId))
    .innerJoin(brands, eq(brands.id, offers.brandId))
    .innerJoin(leads, and(eq(leads.quoteRequestId, offers.quoteRequestId), eq(leads.brandId, offers.brandId)));
}

/** Every version of the offer in a thread, newest first, as either side sees it. */
export async function threadOffers(db: Executor, thread: ThreadAccess, now = new Date()): Promise<OfferView[]> {
  const { quoteRequestId, brandId } = thread;
  const rows = await threadOfferRows(db).execute({ quoteRequestId, brandId });
  const today = indiaDay(now);
  return rows.map((row) => toView(row, today));
}

const threadOfferRows = preparedQuery("thread_offers", (db, name) =>
  selectOffers(db)
    .where(
      and(eq(offers.quoteRequestId, sql.placeholder("quoteRequestId")), eq(offers.brandId, sql.placeholder("brandId"))),
    )
    .orderBy(desc(offers.version))
    .prepare(name),
);

/** The request's accepted offer (one at most). */
const acceptedOn = (requestId: string | Placeholder) =>
  and(eq(offers.quoteRequestId, requestId), isNotNull(offers.acceptedAt));

const acceptedOffer = preparedQuery("accepted_offer", (db, name) =>
  db
    .select({ id: offers.id })
    .from(offers)
    .where(acceptedOn(sql.placeholder("requestId")))
    .limit(1)
    .prepare(name),
);

/** Whether the homeowner has hired a designer on the request (accepted an offer). */
export async function isHired(db: Executor, requestId: string): Promise<boolean> {
  const [accepted] = await acceptedOffer(db).execute({ requestId });
  return accepted !== undefined;
}

/**
 * The request's row, locked: offers and acceptance on one request are decided one at a time. Whether it has
 * an accepted offer is read after the lock is held (a statement of its own, so it sees the commit of an accept
 * it waited for).
 */
async function lockRequest(tx: Tx, requestId: string) {
  const [request] = await tx
    .select({ userId: quoteRequests.userId, closedAt: quoteRequests.closedAt })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
    .for("update");
  if (!request) return null;
  return { ...request, hired: await isHired(tx, requestId) };
}

/**
 * The designer sends an offer (or its next version) in the lead's thread: the offer and the message that
 * announces it are written together; the message is the brand's response like any other.
 */
export async function sendOffer(
  db: Executor,
  thread: ThreadAccess,
  draft: OfferDraft,
  now = new Date(),
): Promise<OfferResult> {
  if (thread.side !== "brand") return { ok: false, error: OFFER_MESSAGES.notFound };
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, thread.quoteRequestId);
    if (!request) return { ok: false, error: OFFER_MESSAGES.notFound };
    if (request.closedAt) return { ok: false, error: OFFER_MESSAGES.closed };
    if (request.hired) return { ok: false, error: OFFER_MESSAGES.closed };
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${offers.version}), 0)::int` })
      .from(offers)
      .where(and(eq(offers.quoteRequestId, thread.quoteRequestId), eq(offers.brandId, thread.brandId)));
    const version = (latest?.version ?? 0) + 1;
    const announced = await writeMessage(
      tx,
      thread,
      {
        body: offerAnnouncement(version, draft),
        attachments: [],
      },
      now,
    );
    if (!announced.ok) return announced;
    const [offer] = await tx
      .insert(offers)
      .values({
        ...draft,
        quoteRequestId: thread.quoteRequestId,
        brandId: thread.brandId,
        version,
        messageId: announced.messageId,
        authorId: thread.viewerId,
        createdAt: now,
      })
      .returning({ id: offers.id });
    await alertOfferReceived(tx, thread.leadId, { id: offer.id, totalPaise: draft.totalPaise }, now);
    return { ok: true, message: OFFER_MESSAGES.sent(version), offerId: offer.id };
  });
}

/**
 * The homeowner accepts one offer: atomically (the request row is locked and one accepted offer per request is
 * a unique index), the lead becomes won for that brand and lost for the others, each of whom gets a message.
 * Null when the request is not the viewer's (answer 404).
 */
export async function acceptOffer(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  offerId: string,
  now = new Date(),
): Promise<OfferResult | null> {
  if (!viewer) return null;
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || request.userId !== viewer.userId) return null;
    if (request.closedAt) return { ok: false, error: OFFER_MESSAGES.closed };
    if (request.hired) return { ok: false, error: OFFER_MESSAGES.alreadyHired };
    const [row] = await selectOffers(tx).where(and(eq(offers.id, offerId), eq(offers.quoteRequestId, requestId)));
    if (!row) return { ok: false, error: OFFER_MESSAGES.notFound };
    const offer = toView(row, indiaDay(now));
    if (offer.state === "replaced") return { ok: false, error: OFFER_MESSAGES.replaced };
    if (offer.state === "expired") return { ok: false, error: OFFER_MESSAGES.expired };
    await tx.update(offers).set({ acceptedAt: now }).where(eq(offers.id, offerId));
    const sides = await tx
      .select({ leadId: leads.id, brandId: leads.brandId, brandName: brands.brandName })
      .from(leads)
      .innerJoin(brands, eq(brands.id, leads.brandId))
      .where(eq(leads.quoteRequestId, requestId));
    for (const lead of sides) {
      const won = lead.brandId === offer.brandId;
      await tx
        .update(leads)
        .set({ status: won ? "won" : "lost", statusChangedAt: now })
        .where(and(eq(leads.quoteRequestId, requestId), eq(leads.brandId, lead.brandId)));
      const thread = { leadId: lead.leadId, quoteRequestId: requestId, brandId: lead.brandId, viewerId: viewer.userId };
      if (won) await announceThreadChange(tx, thread);
      else await writeSystemMessage(tx, thread, "brand", OFFER_MESSAGES.chosenAnother, now);
      await alertOutcome(tx, lead.leadId, won ? offerId : null, now);
    }
    const chosen = sides.find((lead) => lead.brandId === offer.brandId);
    return { ok: true, message: OFFER_MESSAGES.accepted(chosen?.brandName ?? ""), offerId };
  });
}

/** The thread message that sends an offer's version: what it costs, how long it takes, until when it stands. */
export function offerAnnouncement(
  version: number,
  offer: { totalPaise: number; timelineWeeks: number; validUntil: string },
): string {
  const sent = version === 1 ? "Sent an offer" : `Sent a revised offer (v${version})`;
  return `${sent}: ${formatRupees(offer.totalPaise)} including GST, ${offer.timelineWeeks} weeks, valid until ${offer.validUntil}.`;
}

/** The request is the viewer's own; a malformed id is nobody's. */
async function ownsRequest(db: Executor, viewer: Viewer, requestId: string): Promise<boolean> {
  if (!z.uuid().safeParse(requestId).success) return false;
  const [request] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.userId, viewer.userId)));
  return request !== undefined;
}

/** After hiring, the homeowner records what the work finally cost and when it was handed over. */
export async function recordOutcome(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  outcome: { finalCostPaise: number; handedOverOn: string },
): Promise<OfferResult | null> {
  if (!viewer) return null;
  if (!(await ownsRequest(db, viewer, requestId))) return null;
  const updated = await db.update(offers).set(outcome).where(acceptedOn(requestId)).returning({ id: offers.id });
  const [offer] = updated;
  return offer
    ? { ok: true, message: OFFER_MESSAGES.outcomeSaved, offerId: offer.id }
    : { ok: false, error: OFFER_MESSAGES.notAccepted };
}

/** Every offer version on a request of the viewer's, newest first (empty when the request is not theirs). */
export async function requestOffers(db: Executor, viewer: Viewer | null, requestId: string, now = new Date()) {
  if (!viewer || !z.uuid().safeParse(requestId).success) return [];
  const rows = await requestOfferRows(db).execute({ requestId, userId: viewer.userId });
  const today = indiaDay(now);
  return rows.map((row) => toView(row, today));
}

const requestOfferRows = preparedQuery("request_offers", (db, name) =>
  selectOffers(db)
    .where(
      and(eq(offers.quoteRequestId, sql.placeholder("requestId")), eq(quoteRequests.userId, sql.placeholder("userId"))),
    )
    .orderBy(desc(offers.version))
    .prepare(name),
);

/** The latest offer of each designer on a request, for its homeowner to compare (null: not theirs). */
export async function currentOffers(db: Executor, viewer: Viewer | null, requestId: string, now = new Date()) {
  if (!viewer) return null;
  if (!(await ownsRequest(db, viewer, requestId))) return null;
  const rows = await selectOffers(db).where(eq(offers.quoteRequestId, requestId)).orderBy(desc(offers.createdAt));
  const today = indiaDay(now);
  return rows
    .map((row) => toView(row, today))
    .filter((offer) => offer.replacedBy === null)
    .slice(0, OFFER_LIMITS.compared);
}

/** Minimum records before a brand's quote accuracy is shown. */
export const ACCURACY_MIN_RECORDS = 3;

const quoteAccuracyRow = preparedForBrand("brand_quote_accuracy", (db, brandId) =>
  db
    .select({
      records: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by (${offers.finalCostPaise} - ${offers.totalPaise}) * 100.0 / ${offers.totalPaise})`,
    })
    .from(offers)
    .where(
      and(
        eq(offers.brandId, brandId),
        isNotNull(offers.acceptedAt),
        isNotNull(offers.finalCostPaise),
        ne(offers.totalPaise, 0),
      ),
    ),
);

/**
 * The median difference between what a brand quoted and what the work finally cost, in percent of the quote
 * (positive: the final bill was higher), over its hires with a recorded final cost; null below 3 records.
 */
export async function quoteAccuracy(
  db: Executor,
  brand: BrandKey,
): Promise<{ medianPercent: number; records: number } | null> {
  const [row] = await quoteAccuracyRow(db, brand);
  if (!row || row.records < ACCURACY_MIN_RECORDS || row.median === null) return null;
  return { medianPercent: Math.round(Number(row.median) * 10) / 10, records: row.records };
}
