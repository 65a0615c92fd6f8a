/**
 * Cache-Control for pages and their data requests, applied centrally in app/entry.server.tsx.
 * Anonymous visitors share cacheable copies (a CDN may keep them for 5 minutes); anything that
 * may carry a person's data — a session cookie, a private area, a response that sets a cookie,
 * a form submission — is never stored.
 */
import { hasSessionCookie } from "~/lib/visitor-cookies.server";

export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";
/** A private file or stream asked for by anyone but those it is for, or one that does not exist: the same 404. */
export function privateNotFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** Errors and redirects: not kept by shared caches, revalidated by browsers. */
export const UNCACHED = "no-store";

const PRIVATE_AREAS = ["/profile", "/quotes", "/admin", "/scraper", "/brand-dashboard", "/auth", "/sign-out", "/api"];

/** Whether `pathname` (a page path or its `.data` request) is in a signed-in or admin area. */
export function isPrivatePath(pathname: string): boolean {
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return PRIVATE_AREAS.some((area) => page === area || page.startsWith(`${area}/`));
}

export interface CacheDecisionInput {
  method: string;
  pathname: string;
  cookie: string | null;
  status: number;
  /** Cache-Control a route set itself through its `headers` export. */
  routeCacheControl: string | null;
  setsCookie: boolean;
}

export function cacheControlFor(input: CacheDecisionInput): string {
  const readOnly = input.method === "GET" || input.method === "HEAD";
  if (!readOnly || input.setsCookie || hasSessionCookie(input.cookie) || isPrivatePath(input.pathname)) {
    return PRIVATE_NO_STORE;
  }
  if (input.status !== 200) return UNCACHED;
  return input.routeCacheControl ?? PUBLIC_PAGE_CACHE;
}

/** Sets Cache-Control (and Vary: Cookie, since signed-in visitors get a different page) on a response's headers. */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  const value = cacheControlFor({
    method: request.method,
    pathname: new URL(request.url).pathname,
    cookie: request.headers.get("cookie"),
    status,
    routeCacheControl: headers.get("cache-control"),
    setsCookie: headers.has("set-cookie"),
  });
  headers.set("Cache-Control", value);
  if (value.startsWith("public")) appendVary(headers, "Cookie");
}

function appendVary(headers: Headers, field: string): void {
  const current = headers.get("vary");
  if (!current) headers.set("Vary", field);
  else if (!current.split(",").some((f) => f.trim().toLowerCase() === field.toLowerCase())) {
    headers.set("Vary", `${current}, ${field}`);
  }
}
