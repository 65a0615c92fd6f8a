import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Script and stylesheet URLs a server-rendered page loads: modulepreload/stylesheet links and module imports. */
export function pageAssetUrls(html: string): { js: string[]; css: string[] } {
  const urls = new Set<string>();
  for (const match of html.matchAll(/["'](\/assets\/[^"'?#\s]+\.(?:js|css))["']/g)) urls.add(match[1]);
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
