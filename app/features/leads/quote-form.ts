import { QUOTE_BUDGETS, QUOTE_TIMELINES } from "~/content/catalog";

/**
 * The Get Free Quote form's messages, phone rule, option labels and field names. Zod-free, so the
 * components that render the form stay light; the schema that checks it is in quote-form-schema.ts.
 */

export const QUOTE_MESSAGES = {
  name: "Please enter your name",
  phone: "Please enter your phone number",
  phoneInvalid: "Enter a valid 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210",
  location: "Please enter your location",
  requirement: "Please describe your requirement",
  staleTarget: "This quote link is out of date. Please reload the page and try again.",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

const PHONE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number: 10 digits starting 6–9, optionally prefixed +91, 91 or 0, with spaces or dashes
 * anywhere. Returns the canonical +91XXXXXXXXXX form, or null when it isn't one.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  const match = PHONE_PATTERN.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" → "+91 98765 43210" for display. */
export function formatIndianMobile(phone: string): string {
  const digits = phone.replace(/^\+91/, "");
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** "5-10-lakh" → "₹5-10 Lakh"; null for no choice. */
export function budgetLabel(value: string | null | undefined): string | null {
  return QUOTE_BUDGETS.find((b) => b.value === value)?.label ?? null;
}

export function timelineLabel(value: string | null | undefined): string | null {
  return QUOTE_TIMELINES.find((t) => t.value === value)?.label ?? null;
}

export type QuoteField = "name" | "phone" | "location" | "requirement" | "budget" | "timeline";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** The honeypot input: hidden from people, tempting to bots. */
export const HONEYPOT_FIELD = "website";
