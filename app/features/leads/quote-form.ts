import { z } from "zod";
import { QUOTE_BUDGETS, QUOTE_TIMELINES } from "~/content/catalog";

/** The Get Free Quote form: one schema for the dialog (client) and the action (server). */

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

const budgetValues = QUOTE_BUDGETS.map((b) => b.value) as [string, ...string[]];
const timelineValues = QUOTE_TIMELINES.map((t) => t.value) as [string, ...string[]];

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: QUOTE_MESSAGES.tooLong(max) });

/** Empty selects and missing ids arrive as "" from forms: treat them as absent. */
const optionalChoice = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" || v == null ? undefined : v), z.enum(values).optional());

const optionalUuid = z.preprocess((v) => (v === "" || v == null ? undefined : v), z.uuid().optional());

export const quoteFormSchema = z.object({
  name: required(QUOTE_MESSAGES.name, 100),
  phone: z
    .string({ error: QUOTE_MESSAGES.phone })
    .trim()
    .min(1, { error: QUOTE_MESSAGES.phone })
    .transform((value, ctx) => {
      const phone = normaliseIndianMobile(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: QUOTE_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone;
    }),
  location: required(QUOTE_MESSAGES.location, 200),
  requirement: required(QUOTE_MESSAGES.requirement, 2000),
  budget: optionalChoice(budgetValues),
  timeline: optionalChoice(timelineValues),
  brandId: optionalUuid,
  brandSlug: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/)
      .optional(),
  ),
  imageId: optionalUuid,
  cityId: optionalUuid,
  localityId: optionalUuid,
});

export type QuoteForm = z.output<typeof quoteFormSchema>;
export type QuoteField = "name" | "phone" | "location" | "requirement" | "budget" | "timeline";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** The honeypot input: hidden from people, tempting to bots. */
export const HONEYPOT_FIELD = "website";

export type QuoteParse =
  | { ok: true; value: QuoteForm }
  | { ok: false; fieldErrors: QuoteFieldErrors; formError?: string };

const VISIBLE_FIELDS: readonly string[] = ["name", "phone", "location", "requirement", "budget", "timeline"];

/** Validates raw form values; the first message per visible field, keyed by field name. */
export function parseQuoteForm(values: Record<string, unknown>): QuoteParse {
  const result = quoteFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: QuoteFieldErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (VISIBLE_FIELDS.includes(field)) fieldErrors[field as QuoteField] ??= issue.message;
    else formError = QUOTE_MESSAGES.staleTarget;
  }
  return { ok: false, fieldErrors, formError };
}
