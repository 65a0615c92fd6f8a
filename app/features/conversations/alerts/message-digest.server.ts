import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { homeownerName } from "~/content/catalog";
import type { Db, Executor } from "~/db/client.server";
import { brands, leads, quoteRequests, users } from "~/db/schema";
import { signInLink } from "~/features/auth/auth.api.server";
import { logger } from "~/lib/logger.server";
import type { JobDefinition } from "~/services/job-queue.server";
import { queueMail } from "~/services/mail-queue.server";
import { threadsAs, unreadFor } from "../thread/messages.server";
import type { ThreadSide } from "../thread/thread-rules";
import { type DigestThread, messageDigestEmail } from "./message-emails";

/** At most this many threads are listed in one digest (the busiest first); the inbox shows the rest. */
const DIGEST_THREADS = 30;

/** The threads in which `userId` has unread messages as `side`, the most unread first, with both sides' names. */
function unreadThreadsAs(db: Executor, userId: string, side: ThreadSide) {
  const unread = unreadFor(side);
  return db
    .select({ homeowner: quoteRequests.name, brand: brands.brandName, unread })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(threadsAs(userId, side), sql`${unread} > 0`))
    .orderBy(desc(unread))
    .limit(DIGEST_THREADS);
}

/** The threads in which `userId` has unread messages, on either side: their brands' first. */
async function unreadThreadsOf(db: Executor, userId: string): Promise<(DigestThread & { side: ThreadSide })[]> {
  const [brandThreads, homeownerThreads] = await Promise.all([
    unreadThreadsAs(db, userId, "brand"),
    unreadThreadsAs(db, userId, "homeowner"),
  ]);
  return [
    ...brandThreads.map((t) => ({ from: homeownerName(t.homeowner), unread: t.unread, side: "brand" as const })),
    ...homeownerThreads.map((t) => ({ from: t.brand, unread: t.unread, side: "homeowner" as const })),
  ].slice(0, DIGEST_THREADS);
}

/**
 * Emails every user who chose a daily digest the threads where messages wait for them (nothing when none), with
 * a sign-in link to their inbox. One user's failure is logged and does not stop the others' digests.
 */
export async function sendMessageDigests(db: Db): Promise<{ sent: number; failed: number }> {
  const readers = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.messageEmails, "daily"), isNull(users.suspendedAt)));
  const tally = { sent: 0, failed: 0 };
  for (const reader of readers) {
    try {
      const threads = await unreadThreadsOf(db, reader.id);
      if (threads.length === 0) continue;
      const inbox = threads.some((t) => t.side === "brand") ? "/brand-dashboard/leads" : "/quotes";
      const url = await signInLink(reader.email, inbox);
      await queueMail(db, messageDigestEmail({ to: reader.email, recipientName: reader.name, threads, url }));
      tally.sent++;
    } catch (error) {
      tally.failed++;
      logger().error({ err: error, userId: reader.id }, "message digest not sent");
    }
  }
  return tally;
}

/** The daily digest, at 08:00 in India (02:30 UTC), once across all instances. */
export const messageDigestJob: JobDefinition<Record<string, never>> = {
  name: "message-digest",
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  queue: { retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 },
  schedule: { cron: "30 2 * * *", data: {} },
  handler: (_data, { db }) => sendMessageDigests(db),
};
