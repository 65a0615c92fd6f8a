/**
 * What makes two requests the same page for the page cache: only the query parameters the page reads and
 * only the cookies that change public pages. Campaign tags (`?utm_source=…`), click ids, a page's own
 * parameters in another order, analytics or consent cookies — none of them forces a fresh render.
 *
 * A page declares the parameters it reads in its route module's `handle` (`pageQuery([...])`, page-query.ts);
 * a page that declares nothing keeps every parameter (safe, just less shared). Layouts above a page read none.
 */
import { FLASH_COOKIE } from "~/lib/flash-cookie";
import { THEME_COOKIE } from "~/lib/theme";
import { hasSessionCookie, OWN_PAGE_COOKIE, withoutSessionCookies } from "~/lib/visitor-cookies.server";
import { type ManifestRoute, routeLookup } from "../route-lookup";
import type { PageQueryHandle } from "./page-query";

/** React Router's data requests name the routes to load with this parameter: always part of the key. */
const ROUTER_PARAMS: readonly string[] = ["_routes"];

/**
 * `search` reduced to the parameters a page reads (in a fixed order: by name, values in their order), or
 * unchanged when the page declares nothing. Returns "" or "?…".
 */
export function normalizedSearch(search: string, reads: readonly string[] | undefined): string {
  if (!reads || search === "" || search === "?") return reads ? "" : search;
  const params = new URLSearchParams(search);
  const kept = [...params.keys()]
    .filter((name, index, all) => all.indexOf(name) === index)
    .filter((name) => reads.includes(name) || ROUTER_PARAMS.includes(name))
    .sort();
  const out = new URLSearchParams();
  for (const name of kept) for (const value of params.getAll(name)) out.append(name, value);
  const query = out.toString();
  return query ? `?${query}` : "";
}

/** Cookies that change what a public page shows to an anonymous visitor: part of the cache key. */
const VARYING_COOKIES: readonly string[] = [THEME_COOKIE];

/** The key's cookie part: the varying cookies in a fixed order; everything else is ignored. */
export function varyingCookies(cookieHeader: string | null): string {
  if (!cookieHeader) return "";
  const found = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = part.slice(0, eq).trim();
    if (eq > 0 && VARYING_COOKIES.includes(name) && !found.has(name)) found.set(name, part.slice(eq + 1).trim());
  }
  return [...found.keys()]
    .sort()
    .map((name) => `${name}=${found.get(name)}`)
    .join("; ");
}

const ONE_VISITOR = new RegExp(`(?:^|;)\\s*(?:${FLASH_COOKIE}|${OWN_PAGE_COOKIE})=`);

/** A signed-in visitor, or one with a one-time message or a change of their own to see: the page is theirs alone. */
export function bypassesPageCache(cookieHeader: string | null): boolean {
  return hasSessionCookie(cookieHeader) || (cookieHeader !== null && ONE_VISITOR.test(cookieHeader));
}

/**
 * The cookie header a signed-in visitor's request for a page shared with signed-in visitors is rendered and
 * looked up with: theirs without the session, so the page is the anonymous one, byte for byte, and nothing of
 * theirs can reach the render (or the cache). A one-time message or their own change to see keeps the page
 * theirs (unchanged header).
 */
export function sharedPageCookie(cookieHeader: string): string | null {
  if (ONE_VISITOR.test(cookieHeader)) return cookieHeader;
  return withoutSessionCookies(cookieHeader);
}

/** `(pathname) => its page's handle` (undefined: the page declares no query, see page-query.ts). */
export function createPageHandleLookup(
  routes: Record<string, ManifestRoute | undefined>,
): (pathname: string) => PageQueryHandle | undefined {
  const routeOf = routeLookup(routes);
  return (pathname) => {
    const handle = routeOf(pathname)?.handle as PageQueryHandle | undefined;
    return handle?.queryParams ? handle : undefined;
  };
}
