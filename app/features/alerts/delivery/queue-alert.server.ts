import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { AlertChannel, AlertKind } from "~/content/alerts";
import type { Executor } from "~/db/client.server";
import { users } from "~/db/schema";
import { enqueueJob } from "~/services/job-queue.server";
import { alertChannelsOf } from "../channels/alert-channels.server";
import {
  alertEventKey,
  EMAILED_ELSEWHERE,
  firstReachable,
  insertAlert,
  missingParameters,
  parameterValue,
} from "./alert-rows.server";
import { alertSendAfter } from "./quiet-hours";
import { alertSendJob, startAfterSeconds } from "./send-alert.server";

export interface AlertRequest {
  kind: AlertKind;
  /** What happened, once (a lead's id, an offer's id…): with the kind it is the alert's event key. */
  eventId: string;
  userId: string;
  /** The template's named parameters except `link`. */
  parameters: Record<string, string>;
  /** The page the alert opens (a path on this site); the sent alert signs its reader in to it. */
  path: string;
  /** When the change happened (now by default): quiet hours are reckoned from it. */
  now?: Date;
}

/**
 * Queues an alert on the first channel that reaches the person, WhatsApp → SMS → email, in `tx`, the transaction
 * of the change that causes it, with the job that sends it: both exist only if that change commits, and an event
 * already alerted to this person on that channel is not queued again. Kinds the email alerts of leads and threads
 * already send (EMAILED_ELSEWHERE) are queued on WhatsApp or SMS only. Returns the new alert's id and channel, or
 * null.
 */
export async function queueAlert(
  tx: Executor,
  request: AlertRequest,
): Promise<{ id: string; channel: AlertChannel } | null> {
  const missing = missingParameters(request.kind, request.parameters);
  if (missing.length > 0) throw new Error(`alert ${request.kind} needs ${missing.join(", ")}`);
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
  if (!account) return null;
  const target = firstReachable(await alertChannelsOf(tx, request.userId), account.email, "whatsapp");
  if (!target || (target.channel === "email" && EMAILED_ELSEWHERE.has(request.kind))) return null;
  const now = request.now ?? new Date();
  const sendAfter = alertSendAfter(request.kind, now);
  const id = await insertAlert(tx, {
    eventKey: alertEventKey(request.kind, request.eventId),
    userId: request.userId,
    ...target,
    kind: request.kind,
    parameters: { ...alertParameters(request.parameters), link: pageUrl(request.path) },
    sendAfter,
  });
  if (!id) return null;
  await enqueueJob(tx, alertSendJob, { alertId: id }, { startAfterSeconds: startAfterSeconds(sendAfter, now) });
  return { id, channel: target.channel };
}

function alertParameters(parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, parameterValue(value)]));
}

/** The page's address on this site (the row keeps it; the sent alert carries a sign-in link to it). */
function pageUrl(path: string): string {
  return new URL(path, config().PUBLIC_URL).toString();
}
