import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { modulePreloads } from "../../app/server/http/deferred-scripts.server";

const ASSET = String.raw`(\/assets\/[^"'?#\s]+\.(?:js|css))`;
/**
 * Stylesheets and module preloads, whatever attribute comes first (React Router writes `nonce` before `rel`);
 * the deferred preloads are read from the module script's list (modulePreloads).
 */
const LINKED = new RegExp(`<link\\b[^>]*?\\srel="(?:stylesheet|modulepreload)"[^>]*?\\shref="${ASSET}"`, "g");
/** `import "…"`, `import * as x from "…"` and `import("…")` in the inline module script. */
const IMPORTED = new RegExp(String.raw`import(?:[^"'();]*from)?\s*\(?\s*["']${ASSET}["']`, "g");

/**
 * Script and stylesheet URLs a server-rendered page loads: its stylesheet and module-preload links, the
 * preloads the boot script makes from the module script's list, and the inline module script's imports.
 */
export function pageAssetUrls(html: string): { js: string[]; css: string[] } {
  const urls = new Set<string>();
  for (const pattern of [LINKED, IMPORTED]) for (const match of html.matchAll(pattern)) urls.add(match[1]);
  for (const url of modulePreloads(html)) urls.add(url);
  const all = [...urls];
  return { js: all.filter((url) => url.endsWith(".js")), css: all.filter((url) => url.endsWith(".css")) };
}

export interface AssetWeight {
  jsFiles: number;
  jsGzip: number;
  cssFiles: number;
  cssGzip: number;
}

/** Gzipped bytes of the page's scripts and stylesheets, read from the build's client folder. */
export function pageAssetWeight(html: string, clientDir: string): AssetWeight {
  const { js, css } = pageAssetUrls(html);
  const gzipped = (url: string) => gzipSync(readFileSync(path.join(clientDir, url))).length;
  const total = (urls: string[]) => urls.reduce((sum, url) => sum + gzipped(url), 0);
  return { jsFiles: js.length, jsGzip: total(js), cssFiles: css.length, cssGzip: total(css) };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
