import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { fieldText } from "~/features/brands";
import { loadStandardTerms } from "~/features/brands/brands.api.server";
import type { ThreadAccess } from "~/features/conversations/conversations.api.server";
import { indiaDay } from "~/lib/dates";
import { purgePublicPages } from "~/services/public-pages.server";
import { MAX_TOTAL_PAISE, parseHundredths } from "./money";
import {
  type OfferFormErrors,
  type OfferFormValues,
  offerFormDefaults,
  offerFormErrors,
  offerFormValuesFrom,
} from "./offer-fields";
import { calendarDay, parseOfferForm } from "./offer-form";
import { OFFER_MESSAGES } from "./offer-rules";
import {
  acceptOffer,
  currentOffers,
  isHired,
  type OfferView,
  recordOutcome,
  requestOffers,
  sendOffer,
  threadOffers,
} from "./offers.server";

type Done = { ok: true; message: string };
/** A refused offer form: every message, sorted by field, and the values as sent. */
export type OfferFormRefusal = { ok: false; error: string; errors: OfferFormErrors; values: OfferFormValues };

/** The designer's offer form in a lead's thread (the thread policy has already given `thread`). */
export async function sendOfferFromForm(
  db: Executor,
  thread: ThreadAccess,
  form: FormData,
  now = new Date(),
): Promise<Done | OfferFormRefusal> {
  const parsed = parseOfferForm(form, indiaDay(now));
  const refusal = (messages: string[]): OfferFormRefusal => ({
    ok: false,
    error: messages[0] ?? OFFER_MESSAGES.notFound,
    errors: offerFormErrors(form, messages),
    values: offerFormValuesFrom(form),
  });
  if (!parsed.ok) return refusal(parsed.errors);
  const sent = await sendOffer(db, thread, parsed.draft, now);
  return sent.ok ? { ok: true, message: sent.message } : refusal([sent.error]);
}

/** The offers of a lead's thread for its designer, whether the homeowner hired anyone, and the form's defaults. */
export async function leadOffers(db: Executor, thread: ThreadAccess, now = new Date()) {
  const [versions, terms, hired] = await Promise.all([
    threadOffers(db, thread, now),
    loadStandardTerms(db, thread.brandId),
    isHired(db, thread.quoteRequestId),
  ]);
  return {
    requestId: thread.quoteRequestId,
    offers: versions,
    hired,
    defaults: offerFormDefaults(terms, versions[0] ?? null, indiaDay(now)),
  };
}

/** The offers on a homeowner's request, by the thread (lead) they were sent in. */
export async function offersByLead(db: Executor, viewer: Viewer | null, requestId: string, now = new Date()) {
  const byLead: Record<string, OfferView[]> = {};
  for (const offer of await requestOffers(db, viewer, requestId, now)) {
    byLead[offer.leadId] = [...(byLead[offer.leadId] ?? []), offer];
  }
  return byLead;
}

const acceptForm = z.object({ offerId: z.uuid() });

/** "Accept this offer" on the request's page or the comparison; null (answer 404) when the request isn't the viewer's. */
export async function acceptFromForm(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  form: FormData,
  now = new Date(),
) {
  const parsed = acceptForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return viewer ? { ok: false as const, error: OFFER_MESSAGES.notFound } : null;
  return acceptOffer(db, viewer, requestId, parsed.data.offerId, now);
}

/** A real calendar day (YYYY-MM-DD) not after `today`. */
function pastDay(value: string, today: string): string | null {
  const day = calendarDay(value);
  return day && day <= today ? day : null;
}

/** The final cost and handover date of the hired offer, as the homeowner records them (the brand's pages go). */
export async function outcomeFromForm(
  db: Executor,
  viewer: Viewer | null,
  requestId: string,
  form: FormData,
  now = new Date(),
) {
  const finalCostPaise = parseHundredths(fieldText(form, "finalCost"));
  if (finalCostPaise === null || finalCostPaise <= 0 || finalCostPaise > MAX_TOTAL_PAISE)
    return { ok: false as const, error: OFFER_MESSAGES.outcomeCost };
  const handedOverOn = pastDay(fieldText(form, "handedOverOn"), indiaDay(now));
  if (handedOverOn === null) return { ok: false as const, error: OFFER_MESSAGES.outcomeDate };
  const recorded = await recordOutcome(db, viewer, requestId, { finalCostPaise, handedOverOn });
  // The brand's profile (a shared, cached page) shows its quote accuracy.
  if (recorded?.ok) purgePublicPages(db);
  return recorded;
}

/** The comparison: the request's current offers, the lowest total and the shortest timeline. Null: not theirs. */
export async function compareOffers(db: Executor, viewer: Viewer | null, requestId: string, now = new Date()) {
  if (!z.uuid().safeParse(requestId).success) return null;
  const current = await currentOffers(db, viewer, requestId, now);
  if (!current) return null;
  const [request] = await db
    .select({ location: quoteRequests.location, areaSqft: quoteRequests.areaSqft })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  const open = current.filter((offer) => offer.state === "current" || offer.state === "accepted");
  const lowest = Math.min(...open.map((offer) => offer.totalPaise));
  const shortest = Math.min(...open.map((offer) => offer.timelineWeeks));
  return {
    requestId,
    location: request?.location ?? "",
    areaSqft: request?.areaSqft ?? null,
    offers: current.map((offer) => ({
      ...offer,
      lowestTotal: open.length > 1 && open.includes(offer) && offer.totalPaise === lowest,
      shortestTimeline: open.length > 1 && open.includes(offer) && offer.timelineWeeks === shortest,
    })),
  };
}

export type ComparedOffers = NonNullable<Awaited<ReturnType<typeof compareOffers>>>;
