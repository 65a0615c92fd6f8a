import { and, eq, sql } from "drizzle-orm";
import { type AlertChannel, consentWording } from "~/content/alerts";
import type { ALERT_CHANNEL_CHANGES } from "~/content/catalog";
import type { Executor } from "~/db/client.server";
import { alertChannelSettings, alertConsents, users } from "~/db/schema";

export interface AlertChannelState {
  enabled: boolean;
  /** The number WhatsApp or SMS alerts go to (null for email, and for a channel never turned on). */
  phoneNumber: string | null;
  /**
   * Turned on for a number that is no longer the account's verified one: off (not `enabled`) until the person
   * consents again for their number now.
   */
  numberChanged?: true;
}

export type AlertChannels = Record<AlertChannel, AlertChannelState>;

/** With no setting: email on, WhatsApp and SMS off until the person turns them on. */
const DEFAULT_CHANNELS: AlertChannels = {
  email: { enabled: true, phoneNumber: null },
  whatsapp: { enabled: false, phoneNumber: null },
  sms: { enabled: false, phoneNumber: null },
};

/**
 * Where a person gets alerts now. WhatsApp and SMS count as on only for the number they were consented for while it
 * is still the account's verified number.
 */
export async function alertChannelsOf(db: Executor, userId: string): Promise<AlertChannels> {
  const rows = await db
    .select({
      channel: alertChannelSettings.channel,
      enabled: alertChannelSettings.enabled,
      phoneNumber: alertChannelSettings.phoneNumber,
      verifiedNumber: sql<string | null>`case when ${users.phoneNumberVerified} then ${users.phoneNumber} end`,
    })
    .from(alertChannelSettings)
    .innerJoin(users, eq(users.id, alertChannelSettings.userId))
    .where(eq(alertChannelSettings.userId, userId));
  const channels = { ...DEFAULT_CHANNELS };
  for (const { channel, enabled, phoneNumber, verifiedNumber } of rows) {
    const numberChanged = channel !== "email" && enabled && phoneNumber !== verifiedNumber;
    channels[channel] = numberChanged ? { enabled: false, phoneNumber, numberChanged } : { enabled, phoneNumber };
  }
  return channels;
}

export type AlertChannelChange = {
  userId: string;
  /** The path of the page the change is made on. */
  page: string;
  via: (typeof ALERT_CHANNEL_CHANGES)[number];
} & (
  | { channel: "email"; enabled: boolean }
  | { channel: "whatsapp" | "sms"; enabled: true /** verified, +91… */; phoneNumber: string }
  | { channel: "whatsapp" | "sms"; enabled: false /** the number it was on, for the record */; phoneNumber?: string }
);

/**
 * Turns a channel on or off and records it with the consent wording shown (WhatsApp and SMS on), in one
 * transaction: pass a transaction, or the two writes may part. The caller has checked that the number is the
 * person's verified one.
 */
export async function setAlertChannel(tx: Executor, change: AlertChannelChange): Promise<void> {
  const phoneNumber = ("phoneNumber" in change && change.phoneNumber) || null;
  const wording =
    change.enabled && phoneNumber && change.channel !== "email" ? consentWording(change.channel, phoneNumber) : "";
  await tx
    .insert(alertChannelSettings)
    .values({ userId: change.userId, channel: change.channel, enabled: change.enabled, phoneNumber })
    .onConflictDoUpdate({
      target: [alertChannelSettings.userId, alertChannelSettings.channel],
      set: {
        enabled: change.enabled,
        // Turning off keeps the number it was on; turning on sets the one consented for.
        ...(change.enabled && phoneNumber ? { phoneNumber } : {}),
        updatedAt: new Date(),
      },
    });
  await tx.insert(alertConsents).values({
    userId: change.userId,
    channel: change.channel,
    enabled: change.enabled,
    phoneNumber,
    wording,
    page: change.page,
    via: change.via,
  });
}

/** A STOP reply on WhatsApp: turns WhatsApp alerts off for everyone who has them on at that number. */
export async function stopWhatsAppAlerts(tx: Executor, phoneNumber: string, page: string): Promise<number> {
  const subscribed = await tx
    .select({ userId: alertChannelSettings.userId })
    .from(alertChannelSettings)
    .where(
      and(
        eq(alertChannelSettings.channel, "whatsapp"),
        eq(alertChannelSettings.enabled, true),
        eq(alertChannelSettings.phoneNumber, phoneNumber),
      ),
    );
  for (const { userId } of subscribed) {
    await setAlertChannel(tx, { userId, channel: "whatsapp", enabled: false, phoneNumber, page, via: "whatsapp_stop" });
  }
  return subscribed.length;
}
