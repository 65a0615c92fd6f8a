/** The cookies that tell a signed-in visitor, or a page that must be rendered for this visitor alone. */

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
 * Set by a form post without JavaScript that redirects back to a page (a heart, a like): the page it lands on
 * is rendered for the visitor, so it shows what they just changed instead of the copy every visitor shares.
 */
export const OWN_PAGE_COOKIE = "nv_own";

/** `Set-Cookie` for the redirect of such a post: long enough for the page it redirects to, no longer. */
export const OWN_NEXT_PAGE = `${OWN_PAGE_COOKIE}=1; Path=/; Max-Age=10; HttpOnly; SameSite=Lax`;
