import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { withMatchedRoutesOnly } from "./matched-routes.server";

const route = (id: string, parentId?: string) => ({ id, parentId, module: `/assets/${id}.js`, hasLoader: true });

function entryContext(matchedIds: string[]): EntryContext {
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/jsx.js"] },
    url: "/assets/manifest.js",
    version: "1",
    routes: {
      root: route("root"),
      layout: route("layout", "root"),
      brand: route("brand", "layout"),
      city: route("city", "layout"),
      admin: route("admin", "root"),
    },
  };
  const matches = matchedIds.map((id) => ({ route: { id } }));
  return { manifest, staticHandlerContext: { matches }, isSpaMode: false } as unknown as EntryContext;
}

describe("withMatchedRoutesOnly", () => {
  it("keeps the matched routes' manifest entries, the entry and the manifest's URL, and the rest of the context", () => {
    const context = entryContext(["root", "layout", "brand"]);
    const narrowed = withMatchedRoutesOnly(context);
    expect(Object.keys(narrowed.manifest.routes)).toEqual(["root", "layout", "brand"]);
    expect(narrowed.manifest.routes.brand).toBe(context.manifest.routes.brand);
    expect(narrowed.manifest.entry).toBe(context.manifest.entry);
    expect(narrowed.manifest.url).toBe("/assets/manifest.js");
    expect(narrowed.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(Object.keys(context.manifest.routes)).toHaveLength(5);
  });

  it("narrows a build's manifest once per set of matched routes", () => {
    const first = entryContext(["root", "layout", "city"]);
    const again = { ...first, staticHandlerContext: { ...first.staticHandlerContext } };
    expect(withMatchedRoutesOnly(again).manifest).toBe(withMatchedRoutesOnly(first).manifest);
    const other = { ...first, staticHandlerContext: { ...first.staticHandlerContext, matches: [] } };
    expect(Object.keys(withMatchedRoutesOnly(other as EntryContext).manifest.routes)).toEqual([]);
  });
});
