import { matchRoutes, type RouteObject } from "react-router";

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
 * A request's pathname as React Router routes it: a data request (`/x.data`, `/x/_.data`, `/_root.data`) as
 * its page's (`/x`, `/x/`, `/`).
 */
export function routedPathname(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/**
 * `(pathname) => the route it matches` (undefined: none) for a server build's routes. Data-request paths are
 * matched as their page (`routedPathname`). Remembers recent pathnames; a pathname not seen yet is matched by
 * React Router against only the routes its first two segments can reach (`candidateTrees`): tens of
 * microseconds instead of more than a millisecond for all of them. Every caller with the same `routes` gets the
 * same lookup.
 */
export function routeLookup(
  routes: Record<string, ManifestRoute | undefined>,
): (pathname: string) => MatchedRoute | undefined {
  const shared = lookups.get(routes);
  if (shared) return shared;
  const candidatesOf = candidateTrees(presentRoutes(routes));
  const seen = new Map<string, MatchedRoute | undefined>();
  const lookup = (pathname: string) => {
    if (seen.has(pathname)) return seen.get(pathname);
    const page = routedPathname(pathname);
    // A path whose escapes decode to no text matches no route (express answers it 400), without React Router's warning.
    const leaf = decodes(page) ? matchRoutes(candidatesOf(page).tree, page)?.at(-1)?.route : undefined;
    const matched = leaf?.id === undefined ? undefined : { id: leaf.id, handle: leaf.handle };
    if (seen.size >= LOOKUP_CACHE_SIZE) seen.clear();
    seen.set(pathname, matched);
    return matched;
  };
  lookups.set(routes, lookup);
  return lookup;
}

const presentRoutes = <R extends ManifestRoute>(routes: Record<string, R | undefined>): R[] =>
  Object.values(routes).filter((route): route is R => route !== undefined);

/** The routes a set of pathnames can match, and the name of that set. */
export interface RouteSubset<R extends ManifestRoute> {
  key: string;
  routes: Record<string, R>;
}

/**
 * `(pathname) => the routes it can match` as a part of `routes`: its candidate tree's routes and every top-level
 * route (the root, whose error boundary answers a path that matches none). Undefined when only all of them will
 * do: a pathname whose escapes decode to no text (React Router then matches it undecoded). One part per
 * candidate tree, made once; matching a pathname against its part finds what matching against all of them does.
 */
export function routeSubsets<R extends ManifestRoute>(
  routes: Record<string, R | undefined>,
): (pathname: string) => RouteSubset<R> | undefined {
  const all = presentRoutes(routes);
  const candidatesOf = candidateTrees(all);
  const subsets = new Map<string, RouteSubset<R>>();
  return (pathname) => {
    const page = routedPathname(pathname);
    if (!page.startsWith("/") || !decodes(page)) return undefined;
    const { key, tree } = candidatesOf(page);
    let subset = subsets.get(key);
    if (!subset) {
      const ids = new Set(idsIn(tree));
      subset = {
        key,
        routes: Object.fromEntries(all.filter((r) => !r.parentId || ids.has(r.id)).map((r) => [r.id, r])),
      };
      subsets.set(key, subset);
    }
    return subset;
  };
}

const idsIn = (tree: RouteObject[]): string[] =>
  tree.flatMap((route) => [...(route.id ? [route.id] : []), ...idsIn(route.children ?? [])]);

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
 * `(pathname) => the route tree to match it against`, and a key naming it: the routes whose path's first two segments could match
 * the pathname's (`Signature`), with their ancestors, in their order. React Router ranks a tree's routes on
 * every match, and an omitted route is one that cannot match, so the first route that matches is the one it
 * would find among all of them. One tree per pair of segments that routes name, built once; a segment no route
 * names matches only the routes that take any.
 */
function candidateTrees(routes: ManifestRoute[]): (pathname: string) => { key: string; tree: RouteObject[] } {
  const paths = fullPaths(routes);
  const signatures = new Map(routes.map((route) => [route.id, signatureOf(paths.get(route.id) ?? "")]));
  const named = (at: 0 | 1) => new Set([...signatures.values()].map((signature) => signature[at]));
  const [firsts, seconds] = [named(0), named(1)];
  const everything = { key: "*", tree: routeObjects(routes) };
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
    return { key, tree };
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
