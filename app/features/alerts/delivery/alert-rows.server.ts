import { and, eq, like } from "drizzle-orm";
import { type AlertChannel, type AlertKind, alertParameterNames, whatsAppTemplateName } from "~/content/alerts";
import type { Executor } from "~/db/client.server";
import { alerts } from "~/db/schema";
import { isPhoneOnlyEmail } from "~/lib/phone-only-email";
import { alertsCounted } from "~/services/metrics.server";
import type { AlertChannels } from "../channels/alert-channels.server";

export type AlertRow = typeof alerts.$inferSelect;

/** The longest a parameter may be: WhatsApp refuses long ones, and an SMS is read at a glance. */
const PARAMETER_MAX = 80;

/** DLT's limit on one variable (`{#var#}`) of a registered SMS template: a longer one gets the SMS dropped. */
export const SMS_VARIABLE_MAX = 30;

/**
 * A value as a template parameter may carry it: one line (WhatsApp refuses new lines, tabs and runs of spaces),
 * cut to `max` characters (PARAMETER_MAX) ending in `ellipsis`.
 */
export function parameterValue(value: string, max = PARAMETER_MAX, ellipsis = "…"): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - ellipsis.length).trimEnd()}${ellipsis}` : line;
}

/**
 * An SMS alert's parameters within DLT's limit (the link is a short one already): cut to SMS_VARIABLE_MAX with
 * "..." (GSM characters: a "…" would make the whole SMS Unicode, 70 characters a part instead of 160).
 */
export function smsParameters(parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parameters).map(([name, value]) => [
      name,
      name === "link" ? value : parameterValue(value, SMS_VARIABLE_MAX, "..."),
    ]),
  );
}

/** The name an alert's row keeps as its template: WhatsApp's registered name, or the kind for SMS and email. */
export function templateOf(kind: AlertKind, channel: AlertChannel): string {
  return channel === "whatsapp" ? whatsAppTemplateName(kind) : kind;
}

/** The key of one event: with the person and the channel it makes an alert unique. */
export function alertEventKey(kind: AlertKind, id: string): string {
  return `${kind}:${id}`;
}

/** Checks that the parameters fill the kind's template (besides `link`, added by queueing). */
export function missingParameters(kind: AlertKind, parameters: Record<string, string>): string[] {
  return alertParameterNames(kind).filter((name) => name !== "link" && parameters[name] === undefined);
}

export interface NewAlertRow {
  eventKey: string;
  userId: string;
  channel: AlertChannel;
  kind: AlertKind;
  parameters: Record<string, string>;
  recipient: string;
  sendAfter: Date;
  fallbackFrom?: string;
  /** A row written as already skipped, with why (a fallback the email alerts already cover). */
  skipped?: string;
}

/** Inserts the alert unless it exists for this (event, person, channel); returns its id when it is new. */
export async function insertAlert(tx: Executor, row: NewAlertRow): Promise<string | null> {
  const { skipped, ...values } = row;
  const [inserted] = await tx
    .insert(alerts)
    .values({
      ...values,
      template: templateOf(row.kind, row.channel),
      ...(skipped ? { state: "skipped" as const, failureReason: skipped } : {}),
    })
    .onConflictDoNothing({ target: [alerts.eventKey, alerts.userId, alerts.channel] })
    .returning({ id: alerts.id });
  if (inserted) alertsCounted.inc({ channel: row.channel, state: skipped ? "skipped" : "queued" });
  return inserted?.id ?? null;
}

/**
 * Marks `userId`'s queued alerts whose event key starts with `prefix` skipped, saying why (e.g. they read the
 * thread meanwhile): an alert not sent yet is not sent any more. Returns how many.
 */
export async function skipQueuedAlerts(tx: Executor, userId: string, prefix: string, reason: string) {
  const skipped = await tx
    .update(alerts)
    .set({ state: "skipped", failureReason: reason, claimedUntil: null })
    .where(and(eq(alerts.userId, userId), eq(alerts.state, "queued"), like(alerts.eventKey, `${prefix}%`)))
    .returning({ channel: alerts.channel });
  for (const { channel } of skipped) alertsCounted.inc({ channel, state: "skipped" });
  return skipped.length;
}

/** The next channel after `channel` in the fallback order (WhatsApp → SMS → email), or null after email. */
export function nextChannel(channel: AlertChannel): AlertChannel | null {
  return FALLBACK_ORDER[FALLBACK_ORDER.indexOf(channel) + 1] ?? null;
}
const FALLBACK_ORDER: readonly AlertChannel[] = ["whatsapp", "sms", "email"];

/**
 * The first channel from `from` on, in the fallback order, that reaches the person (on, and with a number or a real
 * address: a phone-only account's placeholder address reaches no one), with its recipient; null when none does.
 */
export function firstReachable(
  channels: AlertChannels,
  email: string,
  from: AlertChannel | null,
): { channel: AlertChannel; recipient: string } | null {
  for (let channel = from; channel; channel = nextChannel(channel)) {
    const recipient =
      channel === "email"
        ? channels.email.enabled && !isPhoneOnlyEmail(email) && email
        : channels[channel].enabled && channels[channel].phoneNumber;
    if (recipient) return { channel, recipient };
  }
  return null;
}

/**
 * Kinds the email alerts of leads and threads already send (the new-lead email, the message emails, which carry
 * offers and the "chose another designer" notice): they are never queued on email here, and a WhatsApp or SMS alert
 * of these that fails falls back to them, never to a second email. The other kinds (an offer accepted, an offer
 * expiring, a request closed) have no email of their own: their email is an alert row.
 */
export const EMAILED_ELSEWHERE: ReadonlySet<AlertKind> = new Set([
  "new_lead",
  "homeowner_message",
  "first_reply",
  "offer_received",
  "another_designer_chosen",
]);

/** A row's state changes only from queued: the condition that makes two workers' writes exclusive. */
export function stillQueued(id: string) {
  return and(eq(alerts.id, id), eq(alerts.state, "queued"));
}
