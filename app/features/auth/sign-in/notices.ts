/** What the /auth forms post (the hidden `intent` field). */
export const AUTH_INTENTS = [
  "signin",
  "signup",
  "resend-verification",
  "forgot",
  "reset",
  "phone-send",
  "phone-verify",
  "phone-name",
] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** Confirmations shown on the /auth page after a redirect (kept in the URL, so they show without JS too). */
export const AUTH_NOTICES = {
  "check-email": {
    title: "Check your email",
    text: "We've sent you a verification link. Verify your email address, then sign in.",
  },
  "verification-sent": {
    title: "Verification email sent",
    text: "We've sent a new verification link. Please check your inbox.",
  },
  verified: { title: "Email verified", text: "Your email address is verified. Please sign in." },
  "reset-requested": {
    title: "Check your email",
    text: "If an account exists for that email, we've sent a link to reset your password.",
  },
  "password-reset": { title: "Password updated", text: "You can now sign in with your new password." },
} as const;
export type AuthNotice = keyof typeof AUTH_NOTICES;

export function isAuthNotice(value: string): value is AuthNotice {
  return Object.hasOwn(AUTH_NOTICES, value);
}
