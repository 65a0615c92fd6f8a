/** Builders for alert tests: a person's WhatsApp or SMS alerts turned on, and the alert rows they have. */
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { alerts } from "~/db/schema";
import { setAlertChannel } from "~/features/alerts/alerts.api.server";

let number = 9_300_000_000;

/** Turns `channel` on for `userId` at a fresh number (or `phoneNumber`); returns the number. */
export async function turnOnAlerts(
  db: Executor,
  userId: string,
  channel: "whatsapp" | "sms",
  phoneNumber = `+91${number++}`,
): Promise<string> {
  await setAlertChannel(db, { userId, channel, enabled: true, phoneNumber, page: "/profile", via: "settings" });
  return phoneNumber;
}

/** Every alert row of a person, oldest first. */
export function alertsOf(db: Executor, userId: string) {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(asc(alerts.createdAt), asc(alerts.id));
}
