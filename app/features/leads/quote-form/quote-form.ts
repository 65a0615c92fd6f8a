import { QUOTE_BUDGETS, QUOTE_TIMELINES } from "~/content/catalog";
import { PHONE_MESSAGES } from "~/content/phone";

/**
 * The Get Free Quote form's messages, option labels and field names. Zod-free, so the
 * components that render the form stay light; the schema that checks it is in quote-form-schema.ts.
 */

/** The carpet area a request may give, in sq ft (designers price per sq ft from it). */
export const QUOTE_AREA_SQFT = { min: 50, max: 100_000 } as const;

export const QUOTE_MESSAGES = {
  name: "Please enter your name",
  phone: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  code: "Enter the 6-digit code from the SMS.",
  location: "Please enter your location",
  requirement: "Please describe your requirement",
  staleTarget: "This quote link is out of date. Please reload the page and try again.",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  areaSqft: `Please give the carpet area as a whole number of sq ft from ${QUOTE_AREA_SQFT.min} to ${QUOTE_AREA_SQFT.max.toLocaleString("en-IN")}, or leave it empty`,
} as const;

/** "5-10-lakh" → "₹5-10 Lakh"; null for no choice. */
export function budgetLabel(value: string | null | undefined): string | null {
  return QUOTE_BUDGETS.find((b) => b.value === value)?.label ?? null;
}

export function timelineLabel(value: string | null | undefined): string | null {
  return QUOTE_TIMELINES.find((t) => t.value === value)?.label ?? null;
}

/** The fields a visitor fills in, in the form's order. */
export const QUOTE_FIELDS = [
  "name",
  "phone",
  "email",
  "location",
  "requirement",
  "areaSqft",
  "budget",
  "timeline",
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** The code step's other buttons (the `step` field): back to the form, or another code. */
export const QUOTE_STEPS = { edit: "edit", resend: "resend" } as const;

/** The honeypot input: hidden from people, tempting to bots. */
export const HONEYPOT_FIELD = "website";
