/**
 * The cookies that tell a signed-in visitor, a page that must be rendered for this visitor alone, or the
 * browser a view comes from.
 */
import { randomBytes } from "node:crypto";
import { readCookie } from "./cookies";
import { setCookie } from "./cookies.server";

/** better-auth names its cookies `<prefix>.session_token` (with `__Secure-` on https). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?[\w.-]*\.session_(?:token|data)=/;

export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader != null && SESSION_COOKIE.test(cookieHeader);
}

/** The cookie header as a signed-out visitor of this browser would send it (null when nothing is left). */
export function withoutSessionCookies(cookieHeader: string): string | null {
  const kept = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !SESSION_COOKIE.test(part));
  return kept.length > 0 ? kept.join("; ") : null;
}

/**
 * Set by a signed-in visitor's change that public pages show (a like, a saved designer, a review; see
 * ownChangeHeaders) and by /auth sending a visitor already signed in back: while it lasts, their pages are
 * rendered for them, so they show what they just changed instead of the copy every visitor shares.
 */
export const OWN_PAGE_COOKIE = "nv_own";

/** `Set-Cookie` that makes this visitor's pages their own renders for `seconds`. */
export function ownPagesFor(seconds: number): string {
  return setCookie(OWN_PAGE_COOKIE, "1", { maxAge: seconds, httpOnly: true });
}

/** `Set-Cookie` for a redirect to a page of the visitor's own: long enough for that page, no longer. */
export function ownNextPage(): string {
  return ownPagesFor(10);
}

/**
 * A browser's visitor id for counting views (features/views): random, first-party, HttpOnly, kept a year. Set by
 * the first view beacon that comes without one, so cached pages (which never set a cookie) get it too. Public
 * pages don't vary on it (page-cache-key.ts).
 */
export const VISITOR_ID_COOKIE = "nv_vid";

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_ID_SECONDS = 365 * 24 * 60 * 60;

/** The browser's visitor id, or null when it has none (or one we did not make). */
export function visitorIdOf(cookieHeader: string | null): string | null {
  const id = readCookie(cookieHeader, VISITOR_ID_COOKIE);
  return id !== null && VISITOR_ID.test(id) ? id : null;
}

/** A new visitor id and the `Set-Cookie` that gives it to the browser. */
export function newVisitorId(): { id: string; setCookie: string } {
  const id = randomBytes(16).toString("base64url");
  return { id, setCookie: setCookie(VISITOR_ID_COOKIE, id, { maxAge: VISITOR_ID_SECONDS, httpOnly: true }) };
}
