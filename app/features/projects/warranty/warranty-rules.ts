/** The warranty's rules and words, shared by the page, the actions and the tests (client-safe). */
import { formatDay, indiaDay } from "~/lib/dates";

export const WARRANTY_LIMITS = {
  /** The brand acknowledges a claim within this many hours. */
  ackHours: 72,
  bodyMax: 2000,
  noteMax: 1000,
  photosPerClaim: 5,
} as const;

const HOUR = 60 * 60 * 1000;

export const WARRANTY_MESSAGES = {
  body: "Please describe the problem (up to 2,000 characters).",
  note: "Please say how the claim was resolved (up to 1,000 characters).",
  tooManyPhotos: "Up to 5 photos per claim.",
  notHandedOver: "Warranty claims can be raised once the project is handed over.",
  noWarranty: "This project's offer has no warranty, so no warranty claim can be raised.",
  ended: (day: string) => `The warranty ended on ${day}: no new claim can be raised.`,
  alreadyAcknowledged: "That claim is already acknowledged.",
  notAcknowledged: "A claim is acknowledged before it is closed.",
  alreadyClosed: "That claim is already closed.",
  notClosed: "Only a closed claim can be reopened.",
  done: {
    raised: "Warranty claim raised. The designer has 72 hours to acknowledge it.",
    acknowledged: "Claim acknowledged.",
    closed: "Claim closed.",
    reopened: "Claim reopened: the designer sees it again.",
  },
} as const;

/** When a warranty of `years` from a handover at `handedOverAt` ends (the same instant, `years` later). */
export function warrantyEndsAt(handedOverAt: Date, years: number): Date {
  const end = new Date(handedOverAt);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

export type WarrantyStatus =
  | { state: "none" }
  | { state: "pending"; years: number }
  | { state: "running"; until: string }
  | { state: "ended"; on: string };

/** Where the warranty stands at `now`: none in the offer, waiting for the handover, running until a day, or ended. */
export function warrantyStatus(handedOverAt: Date | null, years: number, now: Date): WarrantyStatus {
  if (years === 0) return { state: "none" };
  if (!handedOverAt) return { state: "pending", years };
  const end = warrantyEndsAt(handedOverAt, years);
  const day = formatDay(indiaDay(end));
  return now < end ? { state: "running", until: day } : { state: "ended", on: day };
}

/** "5 hours", "1 hour", "3 days", "less than an hour": how long past (or before) a time. */
function span(ms: number): string {
  const hours = Math.floor(ms / HOUR);
  if (hours < 1) return "less than an hour";
  if (hours <= WARRANTY_LIMITS.ackHours) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

/** How late an acknowledgement at `at` is ("5 hours"), or null when it is in time. */
export function ackLateBy(ackDueAt: Date, at: Date): string | null {
  const late = at.getTime() - ackDueAt.getTime();
  return late > 0 ? span(late) : null;
}

/**
 * The acknowledgement clock of a claim as the page shows it: "Acknowledgement due in 71 hours", "Acknowledgement 5
 * hours late", or once acknowledged "Acknowledged in time" / "Acknowledged 5 hours late".
 */
export function ackClock(
  claim: { ackDueAt: Date; acknowledgedAt: Date | null },
  now: Date,
): { late: boolean; text: string } {
  if (claim.acknowledgedAt) {
    const late = ackLateBy(claim.ackDueAt, claim.acknowledgedAt);
    return late ? { late: true, text: `Acknowledged ${late} late` } : { late: false, text: "Acknowledged in time" };
  }
  const late = ackLateBy(claim.ackDueAt, now);
  if (late) return { late: true, text: `Acknowledgement ${late} late` };
  return { late: false, text: `Acknowledgement due in ${span(claim.ackDueAt.getTime() - now.getTime())}` };
}
