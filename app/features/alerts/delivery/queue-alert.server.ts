import { config } from "~/config.server";
import type { AlertChannel, AlertKind } from "~/content/alerts";
import type { Executor } from "~/db/client.server";
import { enqueueJob } from "~/services/job-queue.server";
import { alertChannelsOf } from "../channels/alert-channels.server";
import { alertEventKey, insertAlert, missingParameters, parameterValue } from "./alert-rows.server";
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
 * Queues an alert on the person's WhatsApp (if on), else SMS (if on), in `tx`, the transaction of the change that
 * causes it, with the job that sends it: both exist only if that change commits, and an event already alerted to
 * this person on that channel is not queued again. Email is not queued here: the email alerts of leads and
 * threads send it (an alert falls back to email only where they don't, send-alert.server.ts). Returns the new
 * alert's id and channel, or null.
 */
export async function queueAlert(
  tx: Executor,
  request: AlertRequest,
): Promise<{ id: string; channel: AlertChannel } | null> {
  const missing = missingParameters(request.kind, request.parameters);
  if (missing.length > 0) throw new Error(`alert ${request.kind} needs ${missing.join(", ")}`);
  const channels = await alertChannelsOf(tx, request.userId);
  const channel = (["whatsapp", "sms"] as const).find((c) => channels[c].enabled && channels[c].phoneNumber);
  const recipient = channel && channels[channel].phoneNumber;
  if (!channel || !recipient) return null;
  const now = request.now ?? new Date();
  const sendAfter = alertSendAfter(request.kind, now);
  const id = await insertAlert(tx, {
    eventKey: alertEventKey(request.kind, request.eventId),
    userId: request.userId,
    channel,
    kind: request.kind,
    parameters: { ...alertParameters(request.parameters), link: pageUrl(request.path) },
    recipient,
    sendAfter,
  });
  if (!id) return null;
  await enqueueJob(tx, alertSendJob, { alertId: id }, { startAfterSeconds: startAfterSeconds(sendAfter, now) });
  return { id, channel };
}

function alertParameters(parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, parameterValue(value)]));
}

/** The page's address on this site (the row keeps it; the sent alert carries a sign-in link to it). */
function pageUrl(path: string): string {
  return new URL(path, config().PUBLIC_URL).toString();
}
