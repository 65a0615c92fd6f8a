import { createHmac, timingSafeEqual } from "node:crypto";
import { readCookie } from "~/lib/cookies";

/** How better-auth names and signs its session cookie (its context's `authCookies` and `secret`). */
export interface SessionCookieSettings {
  name: string;
  secret: string;
}

/** An HMAC-SHA256 in standard base64: 43 characters and one `=`. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token in better-auth's signed session cookie (`<token>.<base64 HMAC-SHA256 of the token>`, as
 * better-call signs it), or null when the cookie is missing, malformed or not signed with `secret`.
 */
export function signedSessionToken(
  cookieHeader: string | null,
  { name, secret }: SessionCookieSettings,
): string | null {
  const value = decoded(readCookie(cookieHeader, name));
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // Standard base64 only, as better-call reads it with atob (Buffer would also take `-`, `_` and spaces).
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function decoded(value: string | null): string | null {
  try {
    return value === null ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}
