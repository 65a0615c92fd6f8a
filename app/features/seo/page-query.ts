/**
 * Route `handle` naming the query parameters a page reads, so the page cache can share one copy among URLs
 * that differ only in others (`?utm_source=…`, click ids). Tiny and dependency-free: route modules import it
 * into the browser bundle too.
 */
export interface PageQueryHandle {
  queryParams?: readonly string[];
}

/** `export const handle = pageQuery(["page", "sort"])`; a page without one keeps every parameter in its key. */
export function pageQuery(queryParams: readonly string[]): PageQueryHandle {
  return { queryParams };
}
