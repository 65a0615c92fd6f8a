/** The messages of every Indian mobile number field (quote requests, brand and listing profiles). */
export const PHONE_MESSAGES = {
  required: "Please enter your phone number",
  invalid: "Enter a valid 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210",
} as const;
