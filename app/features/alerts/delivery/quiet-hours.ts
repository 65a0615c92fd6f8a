import type { AlertKind } from "~/content/alerts";

/** Quiet hours in India (IST, UTC+05:30 all year): alerts wait from 21:00 until 08:00. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE = 60_000;

/** Kinds that go out at once whatever the hour: a brand's new lead is worth most in its first minutes. */
const AT_ANY_HOUR: ReadonlySet<AlertKind> = new Set(["new_lead"]);

/**
 * When an alert that could go at `earliest` may be sent: `earliest` itself, or 08:00 India time after it when it
 * falls in quiet hours (21:00–08:00), except for the kinds sent at any hour.
 */
export function alertSendAfter(kind: AlertKind, earliest: Date): Date {
  if (AT_ANY_HOUR.has(kind)) return earliest;
  const local = new Date(earliest.getTime() + IST_OFFSET_MINUTES * MINUTE);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return earliest;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_HOURS.endHour, 0, 0, 0);
  if (hour >= QUIET_HOURS.startHour) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - IST_OFFSET_MINUTES * MINUTE);
}
