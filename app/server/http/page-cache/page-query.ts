/**
 * Route `handle` naming the query parameters a page reads, so the page cache can share one copy among URLs
 * that differ only in others (`?utm_source=…`, click ids). Tiny and dependency-free: route modules import it
 * into the browser bundle too.
 *
 * A page with a `pageQuery` handle is also shared with signed-in visitors: the page cache renders and serves
 * it to them as to an anonymous visitor, and the few personal bits (header menu, hearts, likes) come from one
 * `GET /api/viewer` after hydration (viewer-state.tsx). A page whose server render depends on who is looking in
 * ways that request does not cover has no handle, and signed-in visitors get their own render of it.
 */
export interface PageQueryHandle {
  queryParams?: readonly string[];
}

/** `export const handle = pageQuery(["page", "sort"])`; a page without one keeps every parameter in its key. */
export function pageQuery(queryParams: readonly string[]): PageQueryHandle {
  return { queryParams };
}

/** Whether signed-in visitors get the shared copy of a page with this handle (see above). */
export function sharedWithSignedIn(handle: PageQueryHandle | undefined): boolean {
  return handle?.queryParams !== undefined;
}
