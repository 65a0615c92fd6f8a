import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { brands, leads, quoteRequests } from "~/db/schema";
import { alertEventKey, queueAlert, skipQueuedAlerts } from "~/features/alerts/alerts.api.server";
import { quoteRequestPath } from "~/lib/paths";
import type { ThreadAccess } from "../thread/thread-access.server";
import type { ThreadSide } from "../thread/thread-rules";

/** The homeowner and what the thread is about, for an alert on one of its sides. */
export async function threadAlertFacts(db: Executor, leadId: string) {
  const [facts] = await db
    .select({
      quoteRequestId: leads.quoteRequestId,
      homeownerId: quoteRequests.userId,
      homeownerName: quoteRequests.name,
      need: quoteRequests.requirement,
      brandName: brands.brandName,
      ownerId: brands.claimedBy,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .where(eq(leads.id, leadId));
  return facts ?? null;
}

/** The designer's first message in a thread: the homeowner hears of it at once (quiet hours aside). */
export async function alertFirstReply(tx: Executor, leadId: string, now: Date): Promise<void> {
  const facts = await threadAlertFacts(tx, leadId);
  if (!facts?.homeownerId) return;
  await queueAlert(tx, {
    kind: "first_reply",
    eventId: leadId,
    userId: facts.homeownerId,
    parameters: { brand: facts.brandName, need: facts.need },
    path: quoteRequestPath(facts.quoteRequestId),
    now,
  });
}

/** The message alerts a side had waiting in a thread, not to be sent once it read the thread. */
const readAlertPrefix: Record<ThreadSide, (leadId: string) => string> = {
  brand: (leadId) => alertEventKey("homeowner_message", `${leadId}:`),
  homeowner: (leadId) => alertEventKey("first_reply", leadId),
};

/** The viewer read the thread: its message alerts still waiting (quiet hours, the delay) are not sent. */
export function skipReadAlerts(db: Executor, access: ThreadAccess & { side: ThreadSide }): Promise<number> {
  return skipQueuedAlerts(
    db,
    access.viewerId,
    readAlertPrefix[access.side](access.leadId),
    "Read on Nivasa before it was sent",
  );
}
