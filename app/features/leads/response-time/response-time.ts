/** How a brand's measured response time is computed and shown (from its real replies, never a fixed promise). */
export const RESPONSE_TIME = {
  windowDays: 90,
  /** Leads in the window before the figure shows. */
  minLeads: 3,
} as const;

/** 'Usually responds within N hours' (1 hour at least; whole days from 2 days on). Null when not measured. */
export function responseTimeLabel(minutes: number | null | undefined): string | null {
  if (minutes == null) return null;
  const hours = Math.max(1, Math.ceil(minutes / 60));
  if (hours === 1) return "Usually responds within 1 hour";
  if (hours < 48) return `Usually responds within ${hours} hours`;
  return `Usually responds within ${Math.ceil(hours / 24)} days`;
}
