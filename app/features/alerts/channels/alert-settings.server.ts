import { data, redirect } from "react-router";
import { z } from "zod";
import { ALERT_SETTINGS_COPY } from "~/content/alerts";
import { ALERT_CHANNELS } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import {
  MESSAGE_EMAILS_INVALID,
  MESSAGES,
  type MessageEmails,
  messageEmailChoices,
  messageEmailsSchema,
} from "~/features/auth";
import { messageEmailsOf, setMessageEmails, type Viewer } from "~/features/auth/auth.api.server";
import { flashToast } from "~/services/flash.server";
import { type AlertChannels, alertChannelsOf, setAlertChannel } from "./alert-channels.server";
import type { AlertSettingsActionData, AlertSettingsIntent } from "./alert-settings-intents";

/**
 * The alert settings' forms, on /profile for everyone and on the brand dashboard's settings for brand owners (the
 * routes read the form and pass it here by its intent): a channel on or off, and how message emails come. Each acts
 * on the signed-in viewer's own account only.
 */
export interface AlertSettings {
  channels: AlertChannels;
  /** Where WhatsApp and SMS alerts may go: the viewer's verified number (null: none yet). */
  phoneNumber: string | null;
  /** Null for an account without an email (made by a phone sign-in). */
  email: string | null;
  messageEmails: MessageEmails;
  messageEmailChoices: MessageEmails[];
}

export async function loadAlertSettings(db: Executor, viewer: Viewer): Promise<AlertSettings> {
  const [channels, messageEmails] = await Promise.all([
    alertChannelsOf(db, viewer.userId),
    messageEmailsOf(db, viewer.userId),
  ]);
  return {
    channels,
    phoneNumber: viewer.phoneNumber ?? null,
    email: viewer.email || null,
    messageEmails,
    messageEmailChoices: messageEmailChoices(viewer.role),
  };
}

type Outcome = { ok: true } | { ok: false; status: number; message: string };

const channelSwitch = z.object({ channel: z.enum(ALERT_CHANNELS), enabled: z.enum(["on", "off"]) });

/**
 * Turns a channel on or off for the viewer, recording it (with the consent wording for WhatsApp and SMS) on `page`.
 * WhatsApp and SMS go to the viewer's verified number only. Email off means no alert emails at all: message emails
 * are turned off with it, in the same transaction.
 */
async function switchChannel(db: Executor, viewer: Viewer, form: FormData, page: string): Promise<Outcome> {
  const parsed = channelSwitch.safeParse({ channel: form.get("channel"), enabled: form.get("enabled") });
  if (!parsed.success) return { ok: false, status: 400, message: ALERT_SETTINGS_COPY.invalid };
  const { channel } = parsed.data;
  const enabled = parsed.data.enabled === "on";
  const phoneNumber = viewer.phoneNumber;
  if (channel !== "email" && enabled && !phoneNumber) {
    return { ok: false, status: 409, message: ALERT_SETTINGS_COPY.phoneRequired };
  }
  const change = { userId: viewer.userId, page, via: "settings" } as const;
  await db.transaction(async (tx) => {
    if (channel === "email") {
      await setAlertChannel(tx, { ...change, channel, enabled });
      if (!enabled) await setMessageEmails(tx, viewer.userId, viewer.role, "off");
    } else if (enabled && phoneNumber) {
      await setAlertChannel(tx, { ...change, channel, enabled, phoneNumber });
    } else {
      const was = (await alertChannelsOf(tx, viewer.userId))[channel].phoneNumber ?? undefined;
      await setAlertChannel(tx, { ...change, channel, enabled: false, phoneNumber: was });
    }
  });
  return { ok: true };
}

/** How message emails come; a choice that sends them needs the email channel on. */
async function chooseMessageEmails(db: Executor, viewer: Viewer, form: FormData): Promise<Outcome> {
  const parsed = messageEmailsSchema.safeParse({ messageEmails: form.get("messageEmails") });
  if (!parsed.success) return { ok: false, status: 400, message: MESSAGE_EMAILS_INVALID };
  const choice = parsed.data.messageEmails;
  if (choice !== "off" && !(await alertChannelsOf(db, viewer.userId)).email.enabled) {
    return { ok: false, status: 409, message: ALERT_SETTINGS_COPY.emailOffFirst };
  }
  if (!(await setMessageEmails(db, viewer.userId, viewer.role, choice))) {
    return { ok: false, status: 400, message: MESSAGE_EMAILS_INVALID };
  }
  return { ok: true };
}

/** Runs an alert settings form posted on `page` (the route's own path), then goes back there with a toast. */
export async function alertSettingsAction(db: Executor, form: FormData, viewer: Viewer | null, page: string) {
  const intent: AlertSettingsIntent = form.get("intent") === "message-emails" ? "message-emails" : "alert-channel";
  if (!viewer) return data<AlertSettingsActionData>({ intent, formError: MESSAGES.signedOut }, { status: 401 });
  const outcome =
    intent === "message-emails"
      ? await chooseMessageEmails(db, viewer, form)
      : await switchChannel(db, viewer, form, page);
  if (!outcome.ok)
    return data<AlertSettingsActionData>({ intent, formError: outcome.message }, { status: outcome.status });
  throw redirect(page, flashToast(undefined, { type: "success", title: ALERT_SETTINGS_COPY.saved }));
}
