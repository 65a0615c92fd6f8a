import type { FormEvent } from "react";
import type { QuoteFieldErrors } from "./quote-form";
import { parseQuoteForm } from "./quote-form-schema";

/**
 * Validates in the browser with the same schema as the server. Returns the errors (and stops the
 * submission) when a field has one, so the person sees every message at once without a round trip.
 * Brings zod with it: the dialog loads it in its own lazy chunk, the /get-quote page through
 * quoteValidation (quote-form-fields.tsx).
 */
export function validateQuoteSubmit(event: FormEvent<HTMLFormElement>): QuoteFieldErrors | null {
  const form = event.currentTarget;
  const parsed = parseQuoteForm(Object.fromEntries(new FormData(form)));
  const first = parsed.ok ? undefined : Object.keys(parsed.fieldErrors)[0];
  // Only a stale hidden target is wrong: the server answers with the form error that explains it.
  if (parsed.ok || !first) return null;
  event.preventDefault();
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return parsed.fieldErrors;
}
