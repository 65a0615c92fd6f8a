/** What other features may use of brands on the server. */
export { canEditBrand, canEditListing, findOwnedBrand } from "./brand-access.server";
export { portfolioImageColumns } from "./portfolio/image-columns.server";
export { type BrandSettings, heldStyles, writeBrandFields } from "./settings/brand-settings.server";
export { loadStandardTerms, standardTermsColumns } from "./settings/standard-terms.server";
