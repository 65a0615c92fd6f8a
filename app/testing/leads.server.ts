/** Builders for lead tests and benchmarks: a quote request routed to one brand, at a given time. */
import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import type { LeadStatus } from "~/features/leads/lead-rules";

let phone = 9_100_000_000;

export async function createTestLead(
  db: Executor,
  brandId: string,
  values: {
    name?: string;
    userId?: string | null;
    receivedAt?: Date;
    respondedAt?: Date | null;
    status?: LeadStatus;
  } = {},
): Promise<string> {
  const receivedAt = values.receivedAt ?? new Date();
  const [request] = await db
    .insert(quoteRequests)
    .values({
      userId: values.userId ?? null,
      name: values.name ?? "Priya Sharma",
      phone: `+91${phone++}`,
      location: "Adyar, Chennai",
      requirement: "Full interiors for a new 3 BHK",
      budget: "5-10-lakh",
      timeline: "1-3-months",
      brandId,
      createdAt: receivedAt,
    })
    .returning({ id: quoteRequests.id });
  await db.insert(leads).values({
    quoteRequestId: request.id,
    brandId,
    createdAt: receivedAt,
    respondedAt: values.respondedAt ?? null,
    status: values.status ?? "new",
  });
  return request.id;
}

/** The lead (thread) id of a request routed to a brand. */
export async function leadIdOf(db: Executor, requestId: string, brandId: string): Promise<string> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, requestId), eq(leads.brandId, brandId)));
  if (!lead) throw new Error("lead not found");
  return lead.id;
}
