/** Builders for tests that need a homeowner's offer from a brand, accepted (a hire) or not. */
import type { Executor } from "~/db/client.server";
import { offers } from "~/db/schema";
import type { OfferDraft } from "~/features/offers/offer/offer-form";
import { createTestLead } from "./leads.server";

type OfferRow = typeof offers.$inferInsert;

/**
 * One offer row: version 1, premium, no lines, one payment stage, valid until 2099, ₹1,00,000 + 18 % GST unless
 * `values` say otherwise (the total is always subtotal + GST).
 */
export async function insertTestOffer(
  db: Executor,
  values: Pick<OfferRow, "quoteRequestId" | "brandId"> & Partial<OfferRow>,
): Promise<void> {
  const subtotalPaise = values.subtotalPaise ?? 100_000_00;
  const gstPaise = values.gstPaise ?? Math.round(subtotalPaise * 0.18);
  await db.insert(offers).values({
    version: 1,
    grade: "premium",
    lines: [],
    included: "",
    excluded: "",
    timelineWeeks: 8,
    paymentStages: [{ label: "On signing", percent: 100 }],
    warrantyYears: 1,
    validUntil: "2099-12-31",
    ...values,
    subtotalPaise,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
  });
}

/** A request of `userId` routed to `brandId`, with one offer from the brand; accepted unless told otherwise. */
export async function createTestOffer(
  db: Executor,
  userId: string,
  brandId: string,
  { accepted = true }: { accepted?: boolean } = {},
): Promise<string> {
  const quoteRequestId = await createTestLead(db, brandId, { userId });
  await insertTestOffer(db, { quoteRequestId, brandId, acceptedAt: accepted ? new Date() : null });
  return quoteRequestId;
}

/** An offer as the form makes it: one lump-sum line of `totalRupees` before GST, two stages, valid till 27 Dec 2026. */
export function testOfferDraft(totalRupees: number, changes: Partial<OfferDraft> = {}): OfferDraft {
  const subtotalPaise = totalRupees * 100;
  const gstPaise = Math.round(subtotalPaise * 0.18);
  return {
    grade: "premium",
    lines: [
      {
        description: "Full interiors",
        unit: "lump_sum",
        quantityHundredths: 100,
        ratePaise: subtotalPaise,
        amountPaise: subtotalPaise,
      },
    ],
    subtotalPaise,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
    included: "Design, materials, installation",
    excluded: "Civil work",
    timelineWeeks: 10,
    paymentStages: [
      { label: "Booking", percent: 10 },
      { label: "Handover", percent: 90 },
    ],
    warrantyYears: 5,
    validUntil: "2026-12-27",
    ...changes,
  };
}
