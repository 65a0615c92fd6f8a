import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { replyFormSchema, reviewFormSchema } from "./review-schema";

/**
 * Checks the review and reply forms in the browser with the action's schemas and its input (every field of
 * the form), so a person sees the same messages without a round trip. Brings zod with it: reviews-panel.tsx
 * loads this module when a form is first pointed at or focused.
 */

/** The review form's errors, or null when it may be sent. */
export function reviewFormErrors(form: FormData): FieldErrors | null {
  const result = reviewFormSchema.safeParse(Object.fromEntries(form));
  return result.success ? null : fieldErrors(result.error);
}

/** The reply form's error (the message the action would answer with), or null when it may be sent. */
export function replyFormError(form: FormData): string | null {
  const result = replyFormSchema.safeParse(Object.fromEntries(form));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
