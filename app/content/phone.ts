/** The messages of every Indian mobile number field (quote requests, brand and listing profiles). */
export const PHONE_MESSAGES = {
  required: "Please enter your phone number",
  invalid: "Enter a valid 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210",
} as const;

/** How long a texted sign-in code works. */
export const PHONE_CODE_MINUTES = 5;

/** Said on every code step (/auth, the quote form, /profile); `{number}` is the number the code went to. */
export const PHONE_CODE_SENT = `We sent a 6-digit code to {number}. It works for ${PHONE_CODE_MINUTES} minutes.`;
