/** A project's dates as both sides read them: calendar days in India, the planned handover and how late it is. */
import { addDays, daysBetween, formatDay } from "~/lib/dates";

/** "8 weeks", or "59 days" once approved changes add days that are not whole weeks. */
export function timelineText(days: number): string {
  return days % 7 === 0 ? `${days / 7} weeks` : `${days} days`;
}

/** The planned handover for a start date: the start plus the offer's timeline (and approved changes' days). */
export function plannedHandover(startOn: string, timelineDays: number): string {
  return addDays(startOn, timelineDays);
}

export interface DelayClock {
  text: string;
  /** Days past the planned handover (0 when on time or not planned yet). */
  daysLate: number;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "Planned handover 12 March 2027 · 9 days late" on `today` (India's calendar day). */
export function delayClock(plannedOn: string | null, today: string): DelayClock {
  if (!plannedOn) return { text: "Planned handover: set once the start date is agreed", daysLate: 0 };
  const left = daysBetween(today, plannedOn);
  const planned = `Planned handover ${formatDay(plannedOn)}`;
  if (left > 0) return { text: `${planned} · ${plural(left, "day")} to go`, daysLate: 0 };
  if (left === 0) return { text: `${planned} · due today`, daysLate: 0 };
  return { text: `${planned} · ${plural(-left, "day")} late`, daysLate: -left };
}

/** The last day of the warranty: `years` after the handover day (29 February runs to 1 March). */
export function warrantyUntil(handoverDay: string, years: number): string {
  const date = new Date(`${handoverDay}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
