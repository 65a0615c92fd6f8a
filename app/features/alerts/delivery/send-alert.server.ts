import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type AlertChannel, alertParameterNames, renderAlert } from "~/content/alerts";
import type { Db, Executor } from "~/db/client.server";
import { alerts, users } from "~/db/schema";
import { signInLink } from "~/features/auth/auth.api.server";
import { enqueueJob, type JobDefinition } from "~/services/job-queue.server";
import { queueMail } from "~/services/mail-queue.server";
import { alertsCounted } from "~/services/metrics.server";
import { sendSms } from "~/services/sms/send-sms.server";
import { type SendSms, SmsError } from "~/services/sms/sms.server";
import { sendWhatsApp } from "~/services/whatsapp/send-whatsapp.server";
import { type SendWhatsApp, WhatsAppError } from "~/services/whatsapp/whatsapp.server";
import { type AlertChannels, alertChannelsOf } from "../channels/alert-channels.server";
import { alertEmail } from "./alert-email";
import { shortAlertLink } from "./alert-link.server";
import {
  type AlertRow,
  EMAILED_ELSEWHERE,
  firstReachable,
  insertAlert,
  nextChannel,
  smsParameters,
  stillQueued,
} from "./alert-rows.server";

/** How an alert goes out: the providers, the sign-in link it carries, and how long a worker may hold one. */
export interface AlertSenders {
  whatsApp: SendWhatsApp;
  sms: SendSms;
  signInLink(account: { email: string; name: string }, path: string): Promise<string>;
  /** Seconds a worker holds an alert it is sending; after that another takes it over (the first one died). */
  leaseSeconds: number;
}

export const ALREADY_EMAILED = "Sent by the email alerts of leads and threads";

/** Retries of a failed send: 2 s, 4 s, 8 s… doubling up to 5 minutes apart, about 20 minutes in all. */
export const ALERT_RETRIES = { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 } as const;

export type AlertOutcome = "sent" | "failed" | "skipped" | "gone" | AlertRow["state"];

/** Another worker holds the alert now: the job tries again later and finds it sent (or takes it over). */
class AlertHeldElsewhere extends Error {}

/** Whole seconds from `now` until `sendAfter` (none when it is due), for the job's start. */
export function startAfterSeconds(sendAfter: Date, now: Date): number | undefined {
  const seconds = Math.ceil((sendAfter.getTime() - now.getTime()) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/** Takes the alert for this worker if it is queued and no other worker holds it: one conditional UPDATE. */
async function claim(db: Executor, alertId: string, leaseSeconds: number): Promise<AlertRow | null> {
  const [claimed] = await db
    .update(alerts)
    .set({
      attempts: sql`${alerts.attempts} + 1`,
      claimedUntil: sql`now() + ${leaseSeconds}::int * interval '1 second'`,
    })
    .where(and(stillQueued(alertId), or(isNull(alerts.claimedUntil), lt(alerts.claimedUntil, sql`now()`))))
    .returning();
  return claimed ?? null;
}

/** Why a claimed alert is not to be sent any more: its channel was turned off (or moved to another number). */
function skipReason(alert: AlertRow, channels: AlertChannels, email: string): string | null {
  const setting = channels[alert.channel];
  if (!setting.enabled) return `${channelName(alert.channel)} alerts were turned off`;
  if (alert.channel === "email" ? email !== alert.recipient : setting.phoneNumber !== alert.recipient) {
    return `${channelName(alert.channel)} alerts moved to another ${alert.channel === "email" ? "address" : "number"}`;
  }
  return null;
}

function channelName(channel: AlertChannel): string {
  return { whatsapp: "WhatsApp", sms: "SMS", email: "Email" }[channel];
}

interface Failure {
  code: string;
  reason: string;
  retryable: boolean;
}

/** What a provider's refusal says, kept on the row (their messages carry no personal data; cut to 300 characters). */
function failureOf(error: unknown): Failure {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  if (error instanceof WhatsAppError) return { code: error.code, reason, retryable: error.retryable };
  if (error instanceof SmsError)
    return { code: error.retryable ? "sms_unavailable" : "sms_refused", reason, retryable: error.retryable };
  return { code: "error", reason, retryable: true };
}

/**
 * Sends one queued alert, once: claims it (a second worker or a retry finds it held or done), skips it if its
 * channel was turned off meanwhile, sends it with a sign-in link to its page, and records the provider's id. A
 * retryable refusal throws, so the job tries again with its backoff; a permanent one (or the last retry) marks the
 * alert failed and queues it on the next channel the person has on (WhatsApp → SMS → email) in one transaction.
 */
export async function deliverAlert(
  db: Db,
  alertId: string,
  senders: AlertSenders,
  options: { lastAttempt?: boolean } = {},
): Promise<AlertOutcome> {
  const alert = await claim(db, alertId, senders.leaseSeconds);
  if (!alert) {
    const [row] = await db.select({ state: alerts.state }).from(alerts).where(eq(alerts.id, alertId));
    if (row?.state === "queued") throw new AlertHeldElsewhere(`alert ${alertId} is being sent by another worker`);
    return row?.state ?? "gone";
  }
  const [account] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, alert.userId));
  if (!account) return "gone";
  const skipped = skipReason(alert, await alertChannelsOf(db, alert.userId), account.email);
  if (skipped) return finish(db, alert, { state: "skipped", failureReason: skipped, claimedUntil: null });

  const page = new URL(alert.parameters.link);
  const link = await (alert.channel === "sms"
    ? shortAlertLink(db, alert)
    : senders.signInLink(account, `${page.pathname}${page.search}`)
  ).catch(async (error: unknown) => {
    // Nothing was sent: let the job's retry claim it again at once.
    await db.update(alerts).set({ claimedUntil: null }).where(stillQueued(alert.id));
    throw error;
  });
  const withLink = { ...alert.parameters, link };
  const parameters = alert.channel === "sms" ? smsParameters(withLink) : withLink;
  const text = renderAlert(alert.kind, parameters);
  if (alert.channel === "email") {
    return db.transaction(async (tx) => {
      const outcome = await finish(tx, alert, { state: "sent", sentAt: new Date(), claimedUntil: null });
      if (outcome === "sent") await queueMail(tx, alertEmail(alert, account.name, text, link));
      return outcome;
    });
  }
  let providerId: string;
  try {
    ({ providerId } = await send(senders, alert, parameters, text));
  } catch (error) {
    return failed(db, alert, failureOf(error), account.email, options.lastAttempt ?? false);
  }
  return finish(db, alert, { state: "sent", providerId, sentAt: new Date(), claimedUntil: null });
}

function send(senders: AlertSenders, alert: AlertRow, parameters: Record<string, string>, text: string) {
  if (alert.channel === "sms") return senders.sms({ to: alert.recipient, template: alert.kind, text });
  return senders.whatsApp({
    to: alert.recipient,
    template: alert.template,
    parameters: alertParameterNames(alert.kind).map((name) => parameters[name] ?? ""),
    text,
  });
}

/**
 * A refused send: kept on the queued row and thrown for the job's retry when retryable; otherwise (or on the last
 * attempt) the row fails and the alert falls back to the next channel, in one transaction.
 */
async function failed(db: Db, alert: AlertRow, failure: Failure, email: string, lastAttempt: boolean) {
  const recorded = { failureCode: failure.code, failureReason: failure.reason, claimedUntil: null };
  if (failure.retryable && !lastAttempt) {
    await db.update(alerts).set(recorded).where(stillQueued(alert.id));
    throw new Error(`alert ${alert.id} not sent yet (${failure.code}): ${failure.reason}`);
  }
  return db.transaction(async (tx) => {
    const outcome = await finish(tx, alert, { ...recorded, state: "failed", failedAt: new Date() });
    if (outcome === "failed") await fallBack(tx, alert, email);
    return outcome;
  });
}

/** Moves the alert from queued to its outcome, if no one else did first; returns the state it is in. */
async function finish(
  db: Executor,
  alert: AlertRow,
  change: Partial<typeof alerts.$inferInsert> & { state: "sent" | "failed" | "skipped" },
): Promise<AlertOutcome> {
  const [changed] = await db.update(alerts).set(change).where(stillQueued(alert.id)).returning({ id: alerts.id });
  if (!changed) {
    const [row] = await db.select({ state: alerts.state }).from(alerts).where(eq(alerts.id, alert.id));
    return row?.state ?? "gone";
  }
  alertsCounted.inc({ channel: alert.channel, state: change.state });
  return change.state;
}

/**
 * Queues a failed alert on the next channel the person has on, naming the one it replaces. On email it is
 * written as skipped where the email alerts of leads and threads already sent it, so no one gets it twice.
 */
async function fallBack(tx: Executor, failed: AlertRow, email: string): Promise<void> {
  const next = firstReachable(await alertChannelsOf(tx, failed.userId), email, nextChannel(failed.channel));
  if (!next) return;
  const skipped = next.channel === "email" && EMAILED_ELSEWHERE.has(failed.kind) ? ALREADY_EMAILED : undefined;
  const id = await insertAlert(tx, {
    eventKey: failed.eventKey,
    userId: failed.userId,
    channel: next.channel,
    kind: failed.kind,
    parameters: failed.parameters,
    recipient: next.recipient,
    sendAfter: new Date(),
    fallbackFrom: failed.id,
    skipped,
  });
  if (id && !skipped) await enqueueJob(tx, alertSendJob, { alertId: id });
}

/**
 * A provider's receipt says a sent alert failed for good (WhatsApp's `failed` status): the alert fails with the
 * provider's code and falls back to the next channel, in the receipt's transaction. False when it had already
 * failed, been read or been skipped.
 */
export async function failAlertOnReceipt(tx: Executor, alertId: string, code: string, reason?: string) {
  const [row] = await tx
    .update(alerts)
    .set({
      state: "failed",
      failedAt: new Date(),
      failureCode: code,
      failureReason: reason ?? null,
      claimedUntil: null,
    })
    .where(and(eq(alerts.id, alertId), inArray(alerts.state, ["queued", "sent"])))
    .returning();
  if (!row) return false;
  alertsCounted.inc({ channel: row.channel, state: "failed" });
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  if (account) await fallBack(tx, row, account.email);
  return true;
}

export const defaultAlertSenders: AlertSenders = {
  whatsApp: sendWhatsApp,
  sms: sendSms,
  signInLink: (account, path) => signInLink(account.email, path, account.name),
  leaseSeconds: 90,
};

/** The job that sends one alert row (see deliverAlert); tests pass their own providers. */
export function createAlertSendJob(senders: AlertSenders = defaultAlertSenders): JobDefinition<{ alertId: string }> {
  return {
    name: "alert-send",
    schema: z.object({ alertId: z.uuid() }),
    queue: { ...ALERT_RETRIES, expireInSeconds: 60 },
    concurrency: 4,
    handler: ({ alertId }, { db, lastAttempt }) => deliverAlert(db, alertId, senders, { lastAttempt }),
  };
}

export const alertSendJob = createAlertSendJob();
