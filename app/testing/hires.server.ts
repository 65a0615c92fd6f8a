/** Builders for tests that need a homeowner's offer from a brand, accepted (a hire) or not. */
import type { Executor } from "~/db/client.server";
import { offers } from "~/db/schema";
import { createTestLead } from "./leads.server";

/** A request of `userId` routed to `brandId`, with one offer from the brand; accepted unless told otherwise. */
export async function createTestOffer(
  db: Executor,
  userId: string,
  brandId: string,
  { accepted = true }: { accepted?: boolean } = {},
): Promise<string> {
  const requestId = await createTestLead(db, brandId, { userId });
  await db.insert(offers).values({
    quoteRequestId: requestId,
    brandId,
    version: 1,
    grade: "premium",
    lines: [],
    subtotalPaise: 100_000_00,
    gstPaise: 18_000_00,
    totalPaise: 118_000_00,
    included: "",
    excluded: "",
    timelineWeeks: 8,
    paymentStages: [{ label: "On signing", percent: 100 }],
    warrantyYears: 1,
    validUntil: "2099-12-31",
    acceptedAt: accepted ? new Date() : null,
  });
  return requestId;
}
