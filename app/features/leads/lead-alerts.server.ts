import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, quoteRecipients } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import { leadThreadPath } from "./quote-target";

/**
 * Alerts the owner of each brand a new request was routed to, at once (WhatsApp or SMS, where they have it on),
 * in the request's transaction: the place, the need and a link to the lead. Unclaimed brands have no one to alert.
 */
export async function alertNewLeads(
  tx: Executor,
  request: { id: string; location: string; requirement: string },
  now: Date,
): Promise<void> {
  const leads = await tx
    .select({ leadId: quoteRecipients.id, ownerId: brands.claimedBy })
    .from(quoteRecipients)
    .innerJoin(brands, eq(brands.id, quoteRecipients.brandId))
    .where(and(eq(quoteRecipients.quoteRequestId, request.id), isNotNull(brands.claimedBy)));
  for (const { leadId, ownerId } of leads) {
    if (!ownerId) continue;
    await queueAlert(tx, {
      kind: "new_lead",
      eventId: leadId,
      userId: ownerId,
      parameters: { need: request.requirement, place: request.location },
      path: leadThreadPath(leadId),
      now,
    });
  }
}
