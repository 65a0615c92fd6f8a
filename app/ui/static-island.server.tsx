import { hash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, type RouterContextProvider } from "react-router";
import { type Island, StaticRenderContext } from "~/ui/static-island";

/**
 * Server side of static islands (how a page uses them: `app/ui/static-island.tsx`). Each part's markup is
 * rendered once per distinct key and kept in a bounded memo (least recently used out first): the key is
 * the data the part is a function of, so a change to that data is a new key and nothing goes stale.
 */
const MEMO_BYTES = 32 * 1024 * 1024;

interface Markup {
  html: string;
  /** A hash of the html, so an island's version costs no hashing of its whole markup per request. */
  hash: string;
}

// lru-cache needs a positive size for each entry.
const memo = new LRUCache<string, Markup>({
  maxSize: MEMO_BYTES,
  sizeCalculation: (markup, key) => Math.max(1, key.length + markup.html.length),
});

const hashOf = (text: string) => hash("sha1", text, "base64url").slice(0, 16);

function markupOf(key: string, element: () => ReactElement): Markup {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const html = renderToStaticMarkup(<StaticRenderContext value>{element()}</StaticRenderContext>);
  const markup = { html, hash: hashOf(html) };
  memo.set(key, markup);
  return markup;
}

/** The static markup of `element`, rendered once per `key` (a string naming everything the element shows). */
export function memoizedMarkup(key: string, element: () => ReactElement): string {
  return markupOf(key, element).html;
}

export interface IslandPart {
  /** Everything the element shows (e.g. JSON of the card's data and props). */
  key: string;
  element: () => ReactElement;
}

/** The markup of the document's islands, kept in the request's load context for entry.server. */
const islandHtml = createContext<Map<string, string> | null>(null);

/** React Router's client-side navigation and revalidation fetch `<path>.data` (with v8_passThroughRequests). */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * Renders an island's parts (memoized) for a loader. A document request keeps the markup out of the loader
 * data (it goes to the render through the load context: `islandHtmlOf`); a data request carries it.
 */
export function renderIsland(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
  parts: readonly IslandPart[],
): Island {
  const markups = parts.map((part) => markupOf(part.key, part.element));
  const html = markups.map((markup) => markup.html).join("");
  // Hashing the parts' hashes: hashing the whole markup again was ~5 % of a city page's uncached render.
  const version = hashOf(markups.map((markup) => markup.hash).join(""));
  if (isDataRequest(request)) return { id, version, html };
  let map = context.get(islandHtml);
  if (!map) {
    map = new Map();
    context.set(islandHtml, map);
  }
  map.set(id, html);
  return { id, version };
}

/** For entry.server: the islands' markup of this document, to provide as IslandHtmlContext. */
export function islandHtmlOf(context: Readonly<RouterContextProvider>): ReadonlyMap<string, string> | null {
  return context.get(islandHtml);
}

/** For tests. */
export function clearMarkupMemo(): void {
  memo.clear();
}
