import { z } from "zod";
import { QUOTE_BUDGETS, QUOTE_TIMELINES } from "~/content/catalog";
import { emailField } from "~/features/auth";
import { normaliseIndianMobile } from "~/lib/indian-mobile";
import { QUOTE_AREA_SQFT, QUOTE_FIELDS, QUOTE_MESSAGES, type QuoteField, type QuoteFieldErrors } from "./quote-form";

/**
 * The Get Free Quote form's one schema, for the action (server) and the dialog (browser). It pulls in zod,
 * so the browser only gets it with the lazily loaded dialog or on the /get-quote page's first touch
 * (quote-validation.ts); components import the zod-free quote-form.ts instead.
 */

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

/** Where replies also go by email: asked of visitors without an account address, and optional. */
const optionalEmail = z.preprocess(
  (v) => ((typeof v === "string" && v.trim() === "") || v == null ? undefined : v),
  emailField.optional(),
);

/** The optional carpet area: whole sq ft within QUOTE_AREA_SQFT; "" is absent. */
const optionalArea = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().replace(/,/g, "") : v) || undefined,
  z.coerce
    .number({ error: QUOTE_MESSAGES.areaSqft })
    .int({ error: QUOTE_MESSAGES.areaSqft })
    .min(QUOTE_AREA_SQFT.min, { error: QUOTE_MESSAGES.areaSqft })
    .max(QUOTE_AREA_SQFT.max, { error: QUOTE_MESSAGES.areaSqft })
    .optional(),
);

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
  email: optionalEmail,
  location: required(QUOTE_MESSAGES.location, 200),
  requirement: required(QUOTE_MESSAGES.requirement, 2000),
  areaSqft: optionalArea,
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

export type QuoteParse =
  | { ok: true; value: QuoteForm }
  | { ok: false; fieldErrors: QuoteFieldErrors; formError?: string };

const VISIBLE_FIELDS: readonly string[] = QUOTE_FIELDS;

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
