/** What other features may use of seo, in the browser and on the server. */
export {
  absoluteUrl,
  breadcrumbList,
  fillPlaceholderText,
  type JsonLd,
  localBusiness,
  organization,
  type PageSeo,
  pageSeo,
  type SeoPlaceholders,
  service,
} from "./meta";
