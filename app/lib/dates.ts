/** Dates as people in India read them, the same on the server and in the browser (fixed time zone). */
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "5 Mar 2026" */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "5 Mar 2026, 3:20 pm" */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const monthFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" });

/** First day of `at`'s month in India, as brand_stats.month_year stores it ("2025-03-01"). */
export function statsMonth(at: Date): string {
  return `${monthFormat.format(at)}-01`;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** The calendar day in India ("2025-03-14"). */
export function indiaDay(at: Date): string {
  return dayFormat.format(at);
}
