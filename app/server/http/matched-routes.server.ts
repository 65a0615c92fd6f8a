import type { EntryContext } from "react-router";

type Manifest = EntryContext["manifest"];

/** Per asset manifest (one per build), the manifest narrowed to each set of matched routes seen. */
const narrowed = new WeakMap<Manifest, Map<string, Manifest>>();

/**
 * The entry context with a route manifest of the matched routes only. `ServerRouter` builds a route object for
 * every route in the manifest on each render (58 here: ~4 % of an uncached render), though rendering a document
 * reads only the matched routes (the render uses the request's matches; `<Scripts>` and `<Links>` read their
 * manifest entries). The browser gets the whole manifest from its own script (routeDiscovery "initial").
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  const manifest = context.manifest;
  let byMatches = narrowed.get(manifest);
  if (!byMatches) {
    byMatches = new Map();
    narrowed.set(manifest, byMatches);
  }
  const key = ids.join("\n");
  let matchedOnly = byMatches.get(key);
  if (!matchedOnly) {
    const routes = Object.fromEntries(ids.flatMap((id) => (manifest.routes[id] ? [[id, manifest.routes[id]]] : [])));
    matchedOnly = { ...manifest, routes };
    byMatches.set(key, matchedOnly);
  }
  return { ...context, manifest: matchedOnly };
}
