import { z } from "zod";

/**
 * Field schemas shared by the dashboard's forms (browser and server): text is trimmed, bounded and plain
 * (no markup), empty optional fields become null, and every failure has a message a person can act on.
 */

export const FIELD_MESSAGES = {
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  markup: "Please remove HTML tags (text between < and >).",
  choice: "Please choose one of the options",
  number: "Please enter a whole number",
} as const;

const MARKUP = /<\s*[a-z!/?]/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A form value as a string; anything else (missing, a file, a repeated field) reads as "". */
export const formText = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

export interface TextOptions {
  /** Keeps line breaks (descriptions, messages); single-line text has its whitespace runs collapsed. */
  multiline?: boolean;
}

/** Trimmed text of at most `max` characters, without markup or control characters. */
export function plainText(max: number, { multiline = false }: TextOptions = {}) {
  return formText.pipe(
    z
      .string()
      .trim()
      .transform((value) => (multiline ? value : value.replace(/\s+/g, " ")))
      .pipe(
        z
          .string()
          .max(max, { error: FIELD_MESSAGES.tooLong(max) })
          .refine((value) => !MARKUP.test(value) && !CONTROL.test(value), { error: FIELD_MESSAGES.markup }),
      ),
  );
}

/** Empty text → null. */
export const blankToNull = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.transform((value) => (value === "" ? null : value));

/** Required plain text: `missing` when empty. */
export function requiredText(missing: string, max: number, options: TextOptions = {}) {
  return plainText(max, options).refine((value) => value.length > 0, { error: missing });
}

/** Optional plain text; empty → null. */
export function optionalText(max: number, options: TextOptions = {}) {
  return blankToNull(plainText(max, options));
}

/** One of `values`, or null when left empty. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.enum(values, { error: FIELD_MESSAGES.choice }).nullable(),
  );
}

/** Several of `values` (checkboxes), without repeats. */
export function choices<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (v == null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(values, { error: FIELD_MESSAGES.choice })).transform((list) => [...new Set(list)]),
  );
}

/** A whole number in [min, max], or null when left empty. */
export function optionalWholeNumber(min: number, max: number, outOfRange: string) {
  return z.preprocess(
    (v) => (v === "" || v == null ? null : typeof v === "string" ? Number(v.trim().replaceAll(",", "")) : v),
    z
      .number({ error: FIELD_MESSAGES.number })
      .int({ error: FIELD_MESSAGES.number })
      .min(min, { error: outOfRange })
      .max(max, { error: outOfRange })
      .nullable(),
  );
}

/** A message per field name; an error that belongs to no one field is under "form". */
export type FieldErrors = Partial<Record<string, string>>;

export type ParsedForm<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses a form's values with `schema`: the value, or the first message per field. */
export function parseForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedForm<T> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: fieldErrors(result.error) };
}

/** The first message per field of a failed parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** A form's values as a plain object: fields sent several times (checkboxes) become arrays. */
export function formValues(form: FormData, multiple: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = multiple.includes(key) ? all : all[0];
  }
  return values;
}

/** What a page shows after one of its forms did not go through: which form, its messages and what was typed. */
export interface FormFailure<Intent extends string> {
  intent: Intent;
  message?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, unknown>;
}
