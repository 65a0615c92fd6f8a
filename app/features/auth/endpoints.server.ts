import { logger } from "~/lib/logger.server";
import { AUTH_BASE_PATH, AUTH_LANDING, type Auth, CLIENT_IP_HEADER } from "./auth.server";
import { PHONE_CODE_MESSAGES, PHONE_LIMIT_CODE } from "./rules/phone.server";

/**
 * Account actions behind the /auth, /profile and /sign-out forms. Each one goes through
 * better-auth's HTTP handler (not `auth.api.*`) so that its rate limits, origin/CSRF checks
 * and cookie handling apply to form posts exactly as they do to /api/auth/* calls.
 */

export type AccountErrorKind = "invalid" | "unverified" | "rate-limited" | "invalid-token" | "failed";

export type AccountResult =
  | { ok: true; headers: Headers; payload: unknown }
  | { ok: false; kind: AccountErrorKind; message: string; status: number };

const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  CLIENT_IP_HEADER,
];

export const ACCOUNT_MESSAGES = {
  unverified:
    "Please verify your email address before signing in. Check your inbox for the verification link, or send a new one below.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  invalidResetToken: "This password reset link is invalid or has expired. Please request a new one.",
  failed: "Something went wrong. Please try again.",
} as const;

/** The phone-number plugin's refusals, in our words. */
const PHONE_CODE_ERRORS: Record<string, string> = {
  INVALID_OTP: PHONE_CODE_MESSAGES.wrong,
  OTP_EXPIRED: PHONE_CODE_MESSAGES.expired,
  OTP_NOT_FOUND: PHONE_CODE_MESSAGES.missing,
  TOO_MANY_ATTEMPTS: PHONE_CODE_MESSAGES.tooManyTries,
  PHONE_NUMBER_EXIST: PHONE_CODE_MESSAGES.numberTaken,
};

function errorFor(status: number, code: string | undefined, message: string | undefined): AccountResult {
  if (code && PHONE_CODE_ERRORS[code]) return { ok: false, kind: "invalid", message: PHONE_CODE_ERRORS[code], status };
  if (status === 429 && code === PHONE_LIMIT_CODE && message)
    return { ok: false, kind: "rate-limited", message, status };
  if (status === 429) return { ok: false, kind: "rate-limited", message: ACCOUNT_MESSAGES.rateLimited, status };
  if (code === "EMAIL_NOT_VERIFIED")
    return { ok: false, kind: "unverified", message: ACCOUNT_MESSAGES.unverified, status };
  if (code === "INVALID_TOKEN") {
    return { ok: false, kind: "invalid-token", message: ACCOUNT_MESSAGES.invalidResetToken, status };
  }
  if (status === 503 && message) return { ok: false, kind: "failed", message, status };
  if (status >= 500 || !message) return { ok: false, kind: "failed", message: ACCOUNT_MESSAGES.failed, status };
  return { ok: false, kind: "invalid", message, status };
}

async function callEndpoint(
  authInstance: Auth,
  request: Request,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<AccountResult> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, request.url);
  const response = await authInstance.handler(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  if (response.ok) {
    const forwarded = new Headers();
    for (const cookie of response.headers.getSetCookie()) forwarded.append("set-cookie", cookie);
    return { ok: true, headers: forwarded, payload: await response.json().catch(() => null) };
  }
  const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (response.status >= 500) logger().error({ detail: payload }, `[auth] ${endpoint} failed with ${response.status}`);
  return errorFor(response.status, payload?.code, payload?.message);
}

export function signIn(authInstance: Auth, request: Request, input: { email: string; password: string }) {
  return callEndpoint(authInstance, request, "/sign-in/email", { ...input, rememberMe: true });
}

export function signUp(
  authInstance: Auth,
  request: Request,
  input: { fullName: string; email: string; password: string },
) {
  return callEndpoint(authInstance, request, "/sign-up/email", {
    name: input.fullName,
    email: input.email,
    password: input.password,
    callbackURL: AUTH_LANDING.verified,
  });
}

export function resendVerification(authInstance: Auth, request: Request, input: { email: string }) {
  return callEndpoint(authInstance, request, "/send-verification-email", {
    email: input.email,
    callbackURL: AUTH_LANDING.verified,
  });
}

export function requestPasswordReset(authInstance: Auth, request: Request, input: { email: string }) {
  return callEndpoint(authInstance, request, "/request-password-reset", {
    email: input.email,
    redirectTo: AUTH_LANDING.resetPassword,
  });
}

export function resetPassword(authInstance: Auth, request: Request, input: { token: string; password: string }) {
  return callEndpoint(authInstance, request, "/reset-password", { token: input.token, newPassword: input.password });
}

export function signOut(authInstance: Auth, request: Request) {
  return callEndpoint(authInstance, request, "/sign-out", {});
}

/** Texts a sign-in code to `phoneNumber` (any Indian-mobile spelling; refused with a message past the limits). */
export function sendPhoneCode(authInstance: Auth, request: Request, input: { phoneNumber: string }) {
  return callEndpoint(authInstance, request, "/phone-number/send-otp", input);
}

/**
 * Checks a code: signs in the number's account, or makes one (a first sign-in). `addToAccount`: the signed-in
 * account gets the number instead (refused when another account has it).
 */
export function verifyPhoneCode(
  authInstance: Auth,
  request: Request,
  input: { phoneNumber: string; code: string; addToAccount?: boolean },
) {
  return callEndpoint(authInstance, request, "/phone-number/verify", {
    phoneNumber: input.phoneNumber,
    code: input.code,
    ...(input.addToAccount ? { updatePhoneNumber: true } : {}),
  });
}

/** Names the signed-in account (better-auth's update-user; the profile follows through its hook). */
export function setAccountName(authInstance: Auth, request: Request, input: { fullName: string }) {
  return callEndpoint(authInstance, request, "/update-user", { name: input.fullName });
}

/**
 * Mails a link to `newEmail` that makes it the signed-in account's email when opened (better-auth's change-email;
 * the address stays as it is until then). Check first that no other account has the address: better-auth answers
 * the same either way, and says nothing.
 */
export function changeEmail(authInstance: Auth, request: Request, input: { newEmail: string }) {
  return callEndpoint(authInstance, request, "/change-email", {
    newEmail: input.newEmail,
    callbackURL: AUTH_LANDING.emailChanged,
  });
}
