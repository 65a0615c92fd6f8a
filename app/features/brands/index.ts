/** What other features may use of brands, in the browser and on the server. */
export {
  BUSINESS_MESSAGES,
  cityId,
  commaList,
  type FormValues,
  optionalEmail,
  optionalMobile,
  optionalWebsite,
  type Refusal,
  requiredEmail,
  requiredMobile,
  textValues,
} from "./profile-fields";
export { BUSINESS_INPUTS, CityField } from "./profile-form-fields";
export { FIELD_LIMITS } from "./profile-limits";
export { BRAND_LIST_FIELDS, parseBrandFields } from "./settings/brand-settings-schema";
export { BrandFieldsForm } from "./settings/settings-tab";
export { type StandardTerms, stagesSummary, termsHighlights } from "./settings/standard-terms";
export {
  fieldText,
  fieldTexts,
  parsePaymentStages,
  TERMS_LIMITS,
  TERMS_MESSAGES,
  wholeNumber,
} from "./settings/terms-rules";
