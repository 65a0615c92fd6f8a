import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { appRouteManifest, manifestOf } from "~/testing/route-manifest";
import { fullPaths, type ManifestRoute, routeLookup, routeObjects, routeSubsets } from "./route-lookup";

/** Each way a pattern's segment can be filled: a param as a value, an optional one present and absent, a splat as nothing, one or two segments. */
function fillings(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter((s) => s !== "")) {
    const options =
      segment === "*"
        ? ["", "/a", "/a/b"]
        : segment.startsWith(":")
          ? [...(segment.endsWith("?") ? [""] : []), "/x-1"]
          : segment.endsWith("?")
            ? ["", `/${segment.slice(0, -1)}`]
            : [`/${segment}`];
    paths = paths.flatMap((path) => options.map((option) => path + option));
  }
  return paths.map((path) => path || "/");
}

/** A path as a visitor may spell it: trailing slashes, another case, escaped letters, doubled slashes, one more segment. */
function spellings(path: string): string[] {
  const escaped = path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
  return [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    escaped,
    `/${path}`,
    path.replace("/", "//").replace(/^\/\//, "/"),
    `${path}/more`,
    `${path}x`,
    path.replace(/\/([^/]*)$/, "%2F$1"),
  ];
}

const patternsOf = (routes: Record<string, ManifestRoute>) => [...fullPaths(Object.values(routes)).values()];

const EDGE_PATHS = [
  "/",
  "//",
  "/nope",
  "/nope/deeper/still",
  "/%2Fbrand/x",
  "/brand%2Fx",
  "/%E2%82%AC",
  "/brand/caf%C3%A9",
  "/sitemap%2Exml",
  "/api/auth",
  "/api/authx/y",
  "/brand-dashboard//leads",
  "/interior-designers/mumbai/bandra/extra",
  "/design-gallery/kitchen/modern/small/extra",
  "/admin/seo/new/delete",
  "/\u212Aitchen",
];

/**
 * What React Router's matchRoutes finds among all the routes, for each path: the lookup must answer the same,
 * and so must matchRoutes among the part of the routes the path reaches (a request handler's routes).
 */
function expectSameAnswers(routes: Record<string, ManifestRoute>, paths: string[]) {
  const lookup = routeLookup(routes);
  const subsetOf = routeSubsets(routes);
  const all = routeObjects(Object.values(routes));
  const matched = (tree: typeof all, path: string) => matchRoutes(tree, path)?.map((match) => match.route.id);
  const expected = paths.map((path) => [path, matched(all, path)?.at(-1)]);
  expect(paths.map((path) => [path, lookup(path)?.id])).toEqual(expected);
  const inSubsets = paths.map((path) => {
    const subset = subsetOf(path);
    return [path, matched(subset ? routeObjects(Object.values(subset.routes)) : all, path)];
  });
  expect(inSubsets).toEqual(paths.map((path) => [path, matched(all, path)]));
}

describe("routeLookup: the route React Router would match, from the routes a path's first segments can reach", () => {
  it("answers as matchRoutes over all the app's routes, for every route's paths however spelled, and for paths of none", () => {
    const routes = appRouteManifest();
    const paths = [...new Set([...patternsOf(routes).flatMap(fillings), ...EDGE_PATHS].flatMap(spellings))];
    expect(paths.length).toBeGreaterThan(1_000);
    expectSameAnswers(routes, paths);
  });

  it("answers as matchRoutes where a route's first segment is a param, optional or case-sensitive, or a child's path is absolute", () => {
    const routes = {
      root: { id: "root", path: "", module: {} },
      ...manifestOf([
        { id: "lang-about", file: "a.tsx", path: ":lang/about" },
        { id: "docs", file: "b.tsx", path: "docs?/guide/:page?" },
        { id: "files", file: "c.tsx", path: "Files/:name", caseSensitive: true },
        { id: "files-any", file: "d.tsx", path: "files/:name" },
        {
          id: "shop",
          file: "e.tsx",
          path: "shop",
          children: [
            { id: "shop-index", file: "f.tsx", index: true },
            { id: "shop-cart", file: "g.tsx", path: "/shop/cart" },
            { id: "shop-item", file: "h.tsx", path: ":item" },
          ],
        },
        { id: "about", file: "i.tsx", path: "about" },
        { id: "rest", file: "j.tsx", path: "*" },
      ]),
    };
    const paths = [...patternsOf(routes).flatMap(fillings), ...EDGE_PATHS, "/shop/cart", "/en/about", "/guide"];
    expectSameAnswers(routes, [...new Set(paths.flatMap(spellings))]);
  });

  it("matches a data request as its page, and a path whose escapes decode to no text as no route", () => {
    const lookup = routeLookup(appRouteManifest());
    expect(lookup("/interior-designers/mumbai.data")?.id).toBe("routes/interior-designers.city");
    expect(lookup("/interior-designers/mumbai/_.data")?.id).toBe("routes/interior-designers.city");
    expect(lookup("/_root.data")?.id).toBe("routes/home");
    expect(lookup("/brand/%E0%A4")).toBeUndefined();
  });

  it("gives a handler the few routes a path can reach, with the root, and all of them for a path it cannot read", () => {
    const routes = appRouteManifest();
    const subsetOf = routeSubsets(routes);
    const city = subsetOf("/interior-designers/mumbai");
    expect(city?.routes.root).toBeDefined();
    expect(city?.routes["routes/interior-designers.city"]).toBeDefined();
    expect(Object.keys(city?.routes ?? {}).length).toBeLessThan(Object.keys(routes).length / 4);
    expect(subsetOf("/interior-designers/pune.data")?.key).toBe(city?.key);
    expect(subsetOf("/nope")?.routes.root).toBeDefined();
    expect(subsetOf("/brand/%E0%A4")).toBeUndefined();
  });
});
