/** Builders for alert tests: a person's WhatsApp or SMS alerts turned on, and the alert rows they have. */
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { alerts, users } from "~/db/schema";
import { setAlertChannel } from "~/features/alerts/alerts.api.server";

let number = 9_300_000_000;

/**
 * Turns `channel` on for `userId` at their verified number, giving them one first (a fresh number, or `phoneNumber`)
 * as the profile's code step would; returns the number.
 */
export async function turnOnAlerts(
  db: Executor,
  userId: string,
  channel: "whatsapp" | "sms",
  phoneNumber?: string,
): Promise<string> {
  const [account] = await db
    .select({ phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId));
  const verified = account?.verified ? account.phoneNumber : null;
  const to = phoneNumber ?? verified ?? `+91${number++}`;
  if (to !== verified)
    await db.update(users).set({ phoneNumber: to, phoneNumberVerified: true }).where(eq(users.id, userId));
  await setAlertChannel(db, { userId, channel, enabled: true, phoneNumber: to, page: "/profile", via: "settings" });
  return to;
}

/** Every alert row of a person, oldest first. */
export function alertsOf(db: Executor, userId: string) {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/**
 * The alert-send queue as the killed-worker test runs it (its process and the workers it starts): a job expires with
 * the worker's claim on its alert, and is retried a second later.
 */
export function alertTestQueue(leaseSeconds: number) {
  return { expireInSeconds: leaseSeconds, retryDelay: 1, retryDelayMax: 1 };
}
