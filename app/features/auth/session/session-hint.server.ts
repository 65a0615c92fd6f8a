/**
 * Keeps the session hint (session-hint.ts) in step with the session: set when a response signs someone in,
 * cleared when it signs them out, set for a signed-in request that lacks it (sessions from before the hint),
 * and cleared by GET /api/viewer when the session behind it is gone (expired, revoked).
 */
import type { MiddlewareFunction } from "react-router";
import { clearCookie, setCookie } from "~/lib/cookies.server";
import { hasSessionCookie } from "~/lib/visitor-cookies.server";
import { getViewer } from "../viewer.server";
import { hasSessionHint, SESSION_HINT_COOKIE } from "./session-hint";

/** As long as a session lives (auth.server.ts `session.expiresIn`); a stale hint costs one request, no more. */
const HINT_MAX_AGE = 30 * 24 * 60 * 60;

/** Not HttpOnly: the page's script reads it (session-hint.ts). */
export function setSessionHint(): string {
  return setCookie(SESSION_HINT_COOKIE, "1", { maxAge: HINT_MAX_AGE });
}

export function clearSessionHint(): string {
  return clearCookie(SESSION_HINT_COOKIE);
}

/** better-auth's session cookie being set (`"set"`) or removed (`"cleared"`) by a response, if it is. */
export function sessionCookieChange(setCookies: readonly string[]): "set" | "cleared" | null {
  let change: "set" | "cleared" | null = null;
  for (const cookie of setCookies) {
    const match = /^\s*(?:__Secure-|__Host-)?[\w.-]*\.session_token=([^;]*)(.*)$/i.exec(cookie);
    if (!match) continue;
    const [, value, attributes] = match;
    change = value === "" || /;\s*max-age=0\b/i.test(attributes) ? "cleared" : "set";
  }
  return change;
}

function withCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // A response built with immutable headers (Response.redirect, fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}

/** Root middleware (see the module comment). */
export const sessionHintMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const cookie = request.headers.get("cookie");
  const hinted = hasSessionHint(cookie);
  const change = sessionCookieChange(response.headers.getSetCookie());
  if (change === "set") return withCookie(response, setSessionHint());
  if (change === "cleared") return hinted ? withCookie(response, clearSessionHint()) : response;
  // Pages every visitor shares reach here without the session cookie (page-cache.server.ts): they change nothing.
  if (!hinted && hasSessionCookie(cookie) && (await getViewer(request))) return withCookie(response, setSessionHint());
  return response;
};

/** For GET /api/viewer: the hint outlived its session (expired, revoked, signed out elsewhere). */
export function staleSessionHint(request: Request, signedIn: boolean): boolean {
  return !signedIn && hasSessionHint(request.headers.get("cookie"));
}
