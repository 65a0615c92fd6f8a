/** The Analytics tab's window and list sizes, and its month arithmetic (shared by server and page). */
export const ANALYTICS_MONTHS = 12;
export const TOP_IMAGES = 5;

/** The `count` months ending with `current` ("2026-03-01"), oldest first, as "YYYY-MM-01". */
export function lastMonths(current: string, count: number): string[] {
  const [year, month] = current.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const offset = month - 1 - (count - 1 - i);
    const y = year + Math.floor(offset / 12);
    const m = ((offset % 12) + 12) % 12;
    return `${y}-${String(m + 1).padStart(2, "0")}-01`;
  });
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-01" → "Mar 2026" (short) or "Mar" (for chart axes). */
export function monthLabel(month: string, withYear = true): string {
  const [year, m] = month.split("-");
  const name = MONTH_NAMES[Number(m) - 1] ?? m;
  return withYear ? `${name} ${year}` : name;
}
