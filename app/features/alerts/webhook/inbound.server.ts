import { and, desc, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { isWhatsAppStopRequest, whatsAppAutoReply } from "~/content/whatsapp";
import type { Executor } from "~/db/client.server";
import { brandProfiles, leads, quoteRequests, users, whatsappAutoReplies, whatsappInboundMessages } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { leadThreadPath, quoteRequestPath } from "~/lib/paths";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { sendWhatsAppText } from "~/services/whatsapp/send-whatsapp.server";
import { WhatsAppError } from "~/services/whatsapp/whatsapp.server";
import { stopWhatsAppAlerts } from "../channels/alert-channels.server";

/** The page a STOP is recorded as given on (alert_consents.page). */
export const WHATSAPP_WEBHOOK_PATH = "/webhooks/whatsapp";

const AUTO_REPLY_EVERY_MS = 24 * 60 * 60 * 1000;

/** A message someone sent to the business number. */
export interface WhatsAppInbound {
  /** Meta's `wamid…` of the message. */
  id: string;
  /** The sender, +<country code><number>. */
  from: string;
  /** The text written (a text message's body, a button's label); null for media and the like. */
  text: string | null;
}

export type InboundOutcome = "replayed" | "stopped" | "auto-replied" | "already-replied";

/**
 * The person's latest thread on Nivasa: the newest of their requests' leads (as a homeowner) and their brand's leads
 * (as its owner), by its last message. Null when the number is no verified account's or the account has none.
 */
export async function latestThreadPath(db: Executor, phoneNumber: string): Promise<string | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.phoneNumberVerified, true)));
  if (!account) return null;
  const activity = sql<Date>`coalesce(${leads.lastMessageAt}, ${leads.createdAt})`;
  const [asHomeowner] = await db
    .select({ requestId: leads.quoteRequestId, at: activity })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(eq(quoteRequests.userId, account.id))
    .orderBy(desc(activity))
    .limit(1);
  const [asBrand] = await db
    .select({ leadId: leads.id, at: activity })
    .from(leads)
    .innerJoin(brandProfiles, eq(brandProfiles.brandId, leads.brandId))
    .where(eq(brandProfiles.userId, account.id))
    .orderBy(desc(activity))
    .limit(1);
  if (asBrand && (!asHomeowner || new Date(asBrand.at) > new Date(asHomeowner.at))) {
    return leadThreadPath(asBrand.leadId);
  }
  return asHomeowner ? quoteRequestPath(asHomeowner.requestId) : null;
}

const autoReplySchema = z.object({ to: z.string().regex(/^\+\d{8,15}$/), text: z.string().min(1).max(4096) });

/** Sends the automatic reply; a refusal that no retry can help (the 24 hours passed, no WhatsApp) is logged and dropped. */
export const whatsAppAutoReplyJob: JobDefinition<z.infer<typeof autoReplySchema>> = {
  name: "whatsapp-auto-reply",
  schema: autoReplySchema,
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  concurrency: 2,
  async handler(reply) {
    try {
      await sendWhatsAppText(reply);
    } catch (error) {
      if (!(error instanceof WhatsAppError) || error.retryable) throw error;
      logger().warn({ code: error.code }, "[whatsapp webhook] the automatic reply was refused for good");
    }
  },
};

/** Forgets the numbers replied to more than 24 hours ago, then takes this number's reply slot if it is free. */
async function takeAutoReplySlot(tx: Executor, phoneNumber: string, now: Date): Promise<boolean> {
  await tx
    .delete(whatsappAutoReplies)
    .where(lt(whatsappAutoReplies.repliedAt, new Date(now.getTime() - AUTO_REPLY_EVERY_MS)));
  const taken = await tx
    .insert(whatsappAutoReplies)
    .values({ phoneNumber, repliedAt: now })
    .onConflictDoNothing()
    .returning({ phoneNumber: whatsappAutoReplies.phoneNumber });
  return taken.length > 0;
}

/**
 * One inbound message, in the webhook's transaction. Its id is kept, so the same message delivered again changes
 * nothing. A STOP turns WhatsApp alerts off at that number; anything else gets one automatic reply per number per
 * 24 hours pointing to the person's latest thread (or the site), sent by a job once the transaction commits.
 */
export async function receiveWhatsAppMessage(
  tx: Executor,
  message: WhatsAppInbound,
  now = new Date(),
): Promise<InboundOutcome> {
  const fresh = await tx
    .insert(whatsappInboundMessages)
    .values({ messageId: message.id, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: whatsappInboundMessages.messageId });
  if (fresh.length === 0) return "replayed";
  if (message.text !== null && isWhatsAppStopRequest(message.text)) {
    const stopped = await stopWhatsAppAlerts(tx, message.from, WHATSAPP_WEBHOOK_PATH);
    logger().info({ accounts: stopped }, "[whatsapp webhook] STOP received: WhatsApp alerts turned off");
    return "stopped";
  }
  if (!(await takeAutoReplySlot(tx, message.from, now))) return "already-replied";
  const path = (await latestThreadPath(tx, message.from)) ?? "/";
  const link = new URL(path, config().PUBLIC_URL).toString();
  await enqueueJob(tx, whatsAppAutoReplyJob, { to: message.from, text: whatsAppAutoReply(link) });
  return "auto-replied";
}
