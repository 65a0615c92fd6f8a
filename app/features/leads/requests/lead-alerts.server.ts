import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, leads } from "~/db/schema";
import { queueAlert } from "~/features/alerts/alerts.api.server";
import { leadThreadPath } from "~/lib/paths";

/**
 * Alerts the owner of each brand a new request was routed to, at once (WhatsApp or SMS, where they have it on),
 * in the request's transaction: the place, the need and a link to the lead. Unclaimed brands have no one to alert.
 */
export async function alertNewLeads(
  tx: Executor,
  request: { id: string; location: string; requirement: string },
  now: Date,
): Promise<void> {
  const routed = await tx
    .select({ leadId: leads.id, ownerId: brands.claimedBy })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(and(eq(leads.quoteRequestId, request.id), isNotNull(brands.claimedBy)));
  for (const { leadId, ownerId } of routed) {
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
