import { lazily } from "./lazy";

/** Dates as people in India read them, the same on the server and in the browser (fixed time zone). */
const DAY_MONTH_YEAR = { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" } as const;
const dateFormat = lazily(() => new Intl.DateTimeFormat("en-IN", DAY_MONTH_YEAR));
const dateTimeFormat = lazily(
  () => new Intl.DateTimeFormat("en-IN", { ...DAY_MONTH_YEAR, hour: "numeric", minute: "2-digit" }),
);

/** "5 Mar 2026", from an instant or its ISO string. */
export function formatDate(at: string | Date): string {
  return dateFormat().format(new Date(at));
}

/** "5 Mar 2026, 3:20 pm", from an instant or its ISO string. */
export function formatDateTime(at: string | Date): string {
  return dateTimeFormat().format(new Date(at));
}

const monthFormat = lazily(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }),
);

/** First day of `at`'s month in India, as brand_stats.month_year stores it ("2025-03-01"). */
export function statsMonth(at: Date): string {
  return `${monthFormat().format(at)}-01`;
}

const dayFormat = lazily(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }));

/** The calendar day in India ("2025-03-14"). */
export function indiaDay(at: Date): string {
  return dayFormat().format(at);
}

/** The first instant of a calendar day in India (YYYY-MM-DD). */
export function indiaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The calendar day `days` after `day` (YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `value` when it is a real calendar day (YYYY-MM-DD), else null. */
export function calendarDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** Whole days from calendar day `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const longDayFormat = lazily(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** A calendar day as people read it: "12 March 2027". */
export function formatDay(day: string): string {
  return longDayFormat().format(new Date(`${day}T00:00:00Z`));
}
