import type { RouteConfigEntry } from "@react-router/dev/routes";
import appRoutes from "~/routes";
import type { ManifestRoute } from "~/server/http/route-lookup";

/** A route table as a server build's manifest has it: ids are the given id or the module's file, under root. */
export function manifestOf(entries: RouteConfigEntry[], parentId = "root"): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    manifest[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: {},
    };
    Object.assign(manifest, manifestOf(entry.children ?? [], id));
  }
  return manifest;
}

/** The app's routes (app/routes.ts) as its server build's manifest has them. */
export function appRouteManifest(): Record<string, ManifestRoute> {
  return { root: { id: "root", path: "", module: {} }, ...manifestOf(appRoutes) };
}
