/** What other features may use of seo on the server. */
export { clearSeoCache, resolveSeo, SEO_OVERRIDE_COLUMNS, siteOrigin } from "./seo.server";
