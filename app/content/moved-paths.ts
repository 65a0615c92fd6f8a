/** Addresses of the spec that name a page by an alias, and the named page each redirects to (permanently). */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  "/admin": "/admin/claims",
  "/scraper": "/admin/data-scraper",
  "/uxpilot-design": "/design-system",
};
