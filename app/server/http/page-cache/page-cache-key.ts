/**
 * What makes two requests the same page for the page cache: only the query parameters the page reads and
 * only the cookies that change public pages. Campaign tags (`?utm_source=…`), click ids, a page's own
 * parameters in another order, analytics or consent cookies — none of them forces a fresh render.
 *
 * A page declares the parameters it reads in its route module's `handle` (`pageQuery([...])`, page-query.ts);
 * a page that declares nothing keeps every parameter (safe, just less shared). Layouts above a page read none.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { FLASH_COOKIE } from "~/lib/flash-cookie";
import { THEME_COOKIE } from "~/lib/theme";
import { hasSessionCookie, OWN_PAGE_COOKIE, withoutSessionCookies } from "~/lib/visitor-cookies.server";
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

/** The subset of a server build's route manifest the matcher needs. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

const LOOKUP_CACHE_SIZE = 5_000;

/** The deepest route a pathname matches: its id and handle. */
export interface MatchedRoute {
  id: string;
  handle: unknown;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** One lookup per server build's routes: the page cache, the admission gate and the metrics share what it remembers. */
const lookups = new WeakMap<object, (pathname: string) => MatchedRoute | undefined>();

/**
 * `(pathname) => the route it matches` (undefined: none) for a server build's routes. Data-request paths
 * (`/x.data`, `/_root.data`) are matched as their page. Remembers recent pathnames; a pathname not seen yet is
 * matched by React Router against only the routes its first two segments can reach (`candidateTrees`): tens of
 * microseconds instead of more than a millisecond for all of them. Every caller with the same `routes` gets the
 * same lookup.
 */
export function routeLookup(
  routes: Record<string, ManifestRoute | undefined>,
): (pathname: string) => MatchedRoute | undefined {
  const shared = lookups.get(routes);
  if (shared) return shared;
  const treeFor = candidateTrees(Object.values(routes).filter((r): r is ManifestRoute => r !== undefined));
  const seen = new Map<string, MatchedRoute | undefined>();
  const lookup = (pathname: string) => {
    if (seen.has(pathname)) return seen.get(pathname);
    const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    // A path whose escapes decode to no text matches no route (express answers it 400), without React Router's warning.
    const leaf = decodes(page) ? matchRoutes(treeFor(page), page)?.at(-1)?.route : undefined;
    const matched = leaf?.id === undefined ? undefined : { id: leaf.id, handle: leaf.handle };
    if (seen.size >= LOOKUP_CACHE_SIZE) seen.clear();
    seen.set(pathname, matched);
    return matched;
  };
  lookups.set(routes, lookup);
  return lookup;
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

/**
 * What a route's path says of a pathname's first two segments: the static segment (lower case: React Router
 * compares them case-insensitively, after decoding), "" for none, or null: a param, optional or splat segment,
 * or one after such a first segment, any.
 */
type Signature = readonly [first: string | null, second: string | null];

function signatureOf(path: string): Signature {
  const [first = "", second = ""] = path.split("/").filter((segment) => segment !== "");
  const fixed = (segment: string) => (/[:?*]/.test(segment) ? null : segment.toLowerCase());
  const head = fixed(first);
  return head === null ? [null, null] : [head, fixed(second)];
}

/** A pathname's first two segments as React Router compares them: decoded (an encoded slash stays `%2F`), lower case. */
function leadingSegments(pathname: string): [string, string] {
  const [, first = "", second = ""] = pathname.split("/", 3);
  const decoded = (segment: string) => decodeURIComponent(segment).replaceAll("/", "%2F").toLowerCase();
  return [decoded(first), decoded(second)];
}

/**
 * `(pathname) => the route tree to match it against`: the routes whose path's first two segments could match
 * the pathname's (`Signature`), with their ancestors, in their order. React Router ranks a tree's routes on
 * every match, and an omitted route is one that cannot match, so the first route that matches is the one it
 * would find among all of them. One tree per pair of segments that routes name, built once; a segment no route
 * names matches only the routes that take any.
 */
function candidateTrees(routes: ManifestRoute[]): (pathname: string) => RouteObject[] {
  const paths = fullPaths(routes);
  const signatures = new Map(routes.map((route) => [route.id, signatureOf(paths.get(route.id) ?? "")]));
  const named = (at: 0 | 1) => new Set([...signatures.values()].map((signature) => signature[at]));
  const [firsts, seconds] = [named(0), named(1)];
  const everything = routeObjects(routes);
  const trees = new Map<string, RouteObject[]>();
  return (pathname) => {
    if (!pathname.startsWith("/")) return everything;
    const [first, second] = leadingSegments(pathname);
    const [one, two] = [firsts.has(first) ? first : undefined, seconds.has(second) ? second : undefined];
    const key = JSON.stringify([one, two]);
    let tree = trees.get(key);
    if (!tree) {
      const fits = (id: string) => {
        const [head, next] = signatures.get(id) ?? [null, null];
        return head === null || (head === one && (next === null || next === two));
      };
      tree = routeTree(routes, fits);
      trees.set(key, tree);
    }
    return tree;
  };
}

/** Each route's path from the root: its ancestors' paths and its own (an absolute path stands for them all). */
export function fullPaths(routes: ManifestRoute[]): Map<string, string> {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const pathOf = (route: ManifestRoute | undefined): string => {
    if (!route) return "";
    const own = route.path ?? "";
    return own.startsWith("/") ? own : `${pathOf(route.parentId ? byId.get(route.parentId) : undefined)}/${own}`;
  };
  return new Map(routes.map((route) => [route.id, pathOf(route)]));
}

/** A server build's routes as React Router's route objects (what `matchRoutes` takes). */
export function routeObjects(routes: ManifestRoute[]): RouteObject[] {
  return routeTree(routes, () => true);
}

/** The routes under `parentId` that fit, or have a descendant that fits, as React Router's route objects. */
function routeTree(routes: ManifestRoute[], fits: (id: string) => boolean, parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .flatMap((route): RouteObject[] => {
      const { id, path, caseSensitive } = route;
      const handle = route.module.handle;
      if (route.index) return fits(id) ? [{ id, path, caseSensitive, handle, index: true }] : [];
      const children = routeTree(routes, fits, route.id);
      return fits(id) || children.length > 0 ? [{ id, path, caseSensitive, handle, children }] : [];
    });
}
