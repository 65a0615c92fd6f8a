/** Builders for tests that need a homeowner's offer from a brand, accepted (a hire) or not. */
import type { Executor } from "~/db/client.server";
import { offers } from "~/db/schema";
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
