import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";

/** The channel every thread change is announced on (PostgreSQL NOTIFY; PGlite delivers it in-process). */
export const THREAD_CHANNEL = "nivasa_threads";

/** What a thread event says: which thread changed; listeners read what changed through the thread's loader. */
export interface ThreadEvent {
  quoteRequestId: string;
  leadId: string;
}

/**
 * Announces a change to a thread (a message, a "Seen" mark, the request closed). Called inside the change's
 * transaction: PostgreSQL delivers the notification only when it commits, never for a rollback.
 */
export async function announceThreadChange(tx: Executor, event: ThreadEvent): Promise<void> {
  await tx.execute(sql`select ${announcement(event)}`);
}

/** The `pg_notify` call announcing `event`, for a statement that announces its own change. */
export function announcement(event: ThreadEvent): SQL {
  return sql`pg_notify(${THREAD_CHANNEL}, ${`${event.quoteRequestId}:${event.leadId}`})`;
}

export function parseThreadEvent(payload: string): ThreadEvent | null {
  const [quoteRequestId, leadId] = payload.split(":");
  return quoteRequestId && leadId ? { quoteRequestId, leadId } : null;
}
