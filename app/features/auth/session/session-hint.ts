/**
 * A readable "someone is signed in here" hint beside the session cookie, which pages cannot read (HttpOnly).
 * Public pages are the same bytes for every visitor; the browser asks GET /api/viewer for the signed-in
 * visitor's bits only when this cookie says there may be some, so anonymous page views (most of them) make no
 * second request. It holds no secret and grants nothing: the session cookie still decides who is signed in.
 */
import { readCookie } from "~/lib/cookies";

export const SESSION_HINT_COOKIE = "nv_in";

/** Whether this cookie header (or document.cookie) carries the hint. */
export function hasSessionHint(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, SESSION_HINT_COOKIE) !== null;
}
