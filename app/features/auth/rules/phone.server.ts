import { createHmac } from "node:crypto";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { LIMITS } from "~/content/limits";
import { PHONE_CODE_MINUTES, PHONE_MESSAGES } from "~/content/phone";
import { SMS_TEMPLATES } from "~/content/sms";
import type { Executor } from "~/db/client.server";
import { normaliseIndianMobile } from "~/lib/indian-mobile";
import { countInWindow } from "~/services/action-limits.server";
import { type SendSms, SmsError } from "~/services/sms/sms.server";
import { MESSAGES, PHONE_CODE_DIGITS } from "../forms";

/**
 * Sign-in codes by SMS, on better-auth's phone-number plugin (/api/auth/phone-number/send-otp and /verify).
 * The plugin keeps a code in the verification table as `<code>:<wrong tries>` in plain text; here the code is
 * replaced by an HMAC of number and code (keyed with the auth secret) before it is written, and the code a
 * visitor types is hashed the same way before the plugin compares them, so the table never holds a usable code
 * and the plugin's race-safe consume and try counting work unchanged.
 */

const MINUTE = 60 * 1000;

export const PHONE_CODE = { digits: PHONE_CODE_DIGITS, minutes: PHONE_CODE_MINUTES, tries: 3 } as const;

/** How many codes may be asked for: per number (who), and a flood ceiling per network address (where). */
export const PHONE_CODE_SENDS = {
  perNumber: [
    { ...LIMITS.phoneCodesPerNumber, said: "in 15 minutes" },
    { ...LIMITS.phoneCodesPerNumberDaily, said: "today" },
  ],
  /** A carrier's NAT puts thousands of phones behind one address: high enough for them, a wall for a script. */
  perAddress: LIMITS.phoneCodesPerAddress,
} as const;

export const PHONE_CODE_MESSAGES = {
  codeFormat: MESSAGES.codeFormat,
  wrong: "That code is not right. Check the SMS and try again.",
  expired: "This code has expired. Ask for a new one.",
  missing: "There is no code waiting for this number: it was used or replaced, or none was sent. Ask for a new one.",
  tooManyTries: `That was ${PHONE_CODE.tries} wrong tries: this code no longer works. Ask for a new one.`,
  numberTaken: "This number signs in to another Nivasa account. Sign in with it there, or use another number.",
  notSent: "We could not send the SMS just now. Please try again in a minute.",
} as const;

/** The error codes of ours the forms show as they are (the plugin's own get our wording in endpoints.server.ts). */
export const PHONE_LIMIT_CODE = "TOO_MANY_CODES";

/** The paths of the plugin we don't offer: phone numbers have no passwords here. */
export const UNUSED_PHONE_PATHS = [
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
];

const PHONE_PATHS = ["/phone-number/send-otp", "/phone-number/verify"];
const SIX_DIGITS = /^\d{6}$/;
const STORED_CODE = /^(\d{6}):(\d+)$/;
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

export function hashPhoneCode(secret: string, phone: string, code: string): string {
  return createHmac("sha256", secret).update(`${phone}:${code}`).digest("hex");
}

/** "in 12 minutes", "in 3 hours": when a refused send may be tried again. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

function refuse(status: "BAD_REQUEST" | "TOO_MANY_REQUESTS", message: string, retryAfterMs?: number): never {
  const headers = retryAfterMs ? { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) } : undefined;
  throw new APIError(status, { message, code: status === "BAD_REQUEST" ? "INVALID_INPUT" : PHONE_LIMIT_CODE }, headers);
}

/** Counts a send against the address's ceiling and the number's limits; refuses (429) past any of them. */
async function countSend(db: Executor, phone: string, ip: string | null, now: Date): Promise<void> {
  if (ip) {
    const { max, windowMs } = PHONE_CODE_SENDS.perAddress;
    const { count, resetAt } = await countInWindow(db, `phone-code-ip:${ip}`, windowMs, now);
    if (count > max) {
      const wait = resetAt.getTime() - now.getTime();
      refuse(
        "TOO_MANY_REQUESTS",
        `Too many codes were asked for from your network. Please try again ${tryAgainIn(wait)}.`,
        wait,
      );
    }
  }
  for (const { max, windowMs, said } of PHONE_CODE_SENDS.perNumber) {
    const { count, resetAt } = await countInWindow(db, `phone-code:${windowMs}:${phone}`, windowMs, now);
    if (count > max) {
      const wait = resetAt.getTime() - now.getTime();
      refuse(
        "TOO_MANY_REQUESTS",
        `${max} codes have been sent to this number ${said}. Please try again ${tryAgainIn(wait)}.`,
        wait,
      );
    }
  }
}

/**
 * Before the plugin's endpoints: one canonical +91 number (or a 400 with the form's message), a code that is
 * six digits (then hashed), and the send limits. The plugin's password paths answer 404.
 */
export function phoneInputGuard(settings: {
  db: Executor;
  secret: string;
  clientIp: (headers?: Headers) => string | null;
}) {
  return createAuthMiddleware(async (ctx) => {
    if (UNUSED_PHONE_PATHS.includes(ctx.path)) throw new APIError("NOT_FOUND");
    if (!PHONE_PATHS.includes(ctx.path)) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const phone = typeof body.phoneNumber === "string" ? normaliseIndianMobile(body.phoneNumber) : null;
    if (!phone) refuse("BAD_REQUEST", PHONE_MESSAGES.invalid);
    if (ctx.path === "/phone-number/send-otp") {
      await countSend(settings.db, phone, settings.clientIp(ctx.headers), new Date());
      return { context: { body: { ...body, phoneNumber: phone } } };
    }
    const code = typeof body.code === "string" ? body.code.replace(/\s/g, "") : "";
    if (!SIX_DIGITS.test(code)) refuse("BAD_REQUEST", PHONE_CODE_MESSAGES.codeFormat);
    return { context: { body: { ...body, phoneNumber: phone, code: hashPhoneCode(settings.secret, phone, code) } } };
  });
}

/** The verification table's create hook: a phone code row keeps the code's hash, never the code. */
export function hashStoredPhoneCode(secret: string) {
  return async (row: { identifier: string; value: string }) => {
    const stored = STORED_CODE.exec(row.value);
    if (!INDIAN_MOBILE.test(row.identifier) || !stored) return;
    return { data: { ...row, value: `${hashPhoneCode(secret, row.identifier, stored[1])}:${stored[2]}` } };
  };
}

/** The plugin's sendOTP: the code SMS, on its registered template. */
export function sendPhoneCode(sendSms: SendSms) {
  return async ({ phoneNumber, code }: { phoneNumber: string; code: string }) => {
    try {
      await sendSms({ to: phoneNumber, template: "otp", text: SMS_TEMPLATES.otp.text(code, PHONE_CODE.minutes) });
    } catch (error) {
      if (error instanceof SmsError)
        throw new APIError("SERVICE_UNAVAILABLE", { message: PHONE_CODE_MESSAGES.notSent });
      throw error;
    }
  };
}
