/**
 * The lines a project's steps write into its history and thread, one function per step, so every writer (the
 * steps themselves, the demo data) tells the same story in the same words.
 */
import { PAYMENT_METHOD_LABELS, type PAYMENT_METHODS } from "~/content/catalog";
import { formatRupees } from "~/features/offers";
import { formatDateTime, formatDay } from "~/lib/dates";
import type { ProjectSide } from "../project/project-rules";
import { warrantyUntil } from "../project/schedule";
import { ackLateBy } from "../warranty/warranty-rules";

/** How much of a warranty claim's text its line quotes. */
const QUOTE_MAX = 160;

/** "The homeowner" or "The designer": how a line names who acted. */
export function sideName(side: ProjectSide): string {
  return side === "homeowner" ? "The homeowner" : "The designer";
}

export const daysText = (days: number) => (days === 1 ? "1 day" : `${days} days`);

const photoCount = (count: number) => (count === 0 ? "" : count === 1 ? " (1 photo)" : ` (${count} photos)`);

const quote = (body: string) => (body.length > QUOTE_MAX ? `${body.slice(0, QUOTE_MAX - 1)}…` : body);

/** "The 5-year warranty runs until 28 November 2031." from the handover day, or that none was offered. */
export function warrantyText(handoverDay: string, years: number): string {
  if (years === 0) return "The offer gave no warranty.";
  return `The ${years}-year warranty runs until ${formatDay(warrantyUntil(handoverDay, years))}.`;
}

export const PROJECT_SUMMARIES = {
  startProposed: (side: ProjectSide, day: string) => `${sideName(side)} proposed starting on ${formatDay(day)}.`,
  startAccepted: (side: ProjectSide, day: string, plannedOn: string) =>
    `${sideName(side)} accepted the start date ${formatDay(day)}: the planned handover is ${formatDay(plannedOn)}.`,
  stageDone: (label: string, amountPaise: number) =>
    `The designer marked "${label}" done: ${formatRupees(amountPaise)} is due.`,
  updatePosted: (label: string, onDay: string, photos: number) =>
    `The designer posted a site update for "${label}" (${formatDay(onDay)}, ${photos === 1 ? "1 photo" : `${photos} photos`}).`,
  paymentRecorded: (payment: {
    amountPaise: number;
    label: string;
    paidOn: string;
    method: (typeof PAYMENT_METHODS)[number];
    reference: string;
  }) => {
    const how = [PAYMENT_METHOD_LABELS[payment.method], payment.reference && `ref. ${payment.reference}`]
      .filter(Boolean)
      .join(", ");
    return `The homeowner recorded paying ${formatRupees(payment.amountPaise)} for "${payment.label}" on ${formatDay(payment.paidOn)} (${how}).`;
  },
  paymentConfirmed: (amountPaise: number, label: string) =>
    `The designer confirmed receiving ${formatRupees(amountPaise)} for "${label}".`,
  changeProposed: (change: { number: number; totalPaise: number; label: string; days: number; reason: string }) => {
    const timeline = change.days > 0 ? ` and ${daysText(change.days)}` : "";
    return `The designer proposed change ${change.number}, ${formatRupees(change.totalPaise)} including GST on "${change.label}"${timeline}: ${change.reason}`;
  },
  /** `handoverOn`: the planned handover it moves to, or null before the start is agreed. */
  changeApproved: (
    change: { number: number; totalPaise: number; label: string; days: number },
    handoverOn: string | null,
  ) => {
    const moved =
      change.days === 0
        ? ""
        : handoverOn
          ? `; the planned handover moves ${daysText(change.days)} to ${formatDay(handoverOn)}`
          : `; the timeline grows by ${daysText(change.days)}`;
    return `The homeowner approved ${changeName(change)}${moved}.`;
  },
  snagListed: (snag: { number: number; room: string; body: string; photos: number }) =>
    `The homeowner listed snag ${snag.number} in ${snag.room}: ${snag.body}${photoCount(snag.photos)}`,
  snagFixed: (snag: { number: number; room: string; note: string | null; photos: number }) =>
    `The designer marked snag ${snag.number} (${snag.room}) fixed${snag.note ? `: ${snag.note}` : "."}${photoCount(snag.photos)}`,
  snagClosed: (snag: { number: number; room: string; note: string | null }) =>
    `The homeowner confirmed the fix and closed snag ${snag.number} (${snag.room})${snag.note ? `: ${snag.note}` : "."}`,
  handedOver: (finalLabel: string, handoverDay: string, warrantyYears: number) =>
    `Handed over: the final stage "${finalLabel}" is done and paid, with every snag closed. ${warrantyText(handoverDay, warrantyYears)}`,
  claimRaised: (number: number, body: string, ackDueAt: Date) =>
    `The homeowner raised warranty claim ${number}: "${quote(body)}". The designer acknowledges it by ${formatDateTime(ackDueAt.toISOString())}.`,
  claimAcknowledged: (number: number, ackDueAt: Date, at: Date) => {
    const late = ackLateBy(ackDueAt, at);
    return `The designer acknowledged warranty claim ${number}${late ? ` (${late} late)` : ""}.`;
  },
  claimClosed: (number: number, note: string | null) => `The designer closed warranty claim ${number}: ${note}`,
} as const;

/** A step's line as the lead's thread shows it. */
export const projectThreadLine = (summary: string) => `Project: ${summary}`;

/** "change 2 (₹29,500 on "Installation")": how the lines after its proposal name a change order. */
export function changeName(change: { number: number; totalPaise: number; label: string }): string {
  return `change ${change.number} (${formatRupees(change.totalPaise)} on "${change.label}")`;
}
