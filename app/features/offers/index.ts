/** What other features may use of offers, in the browser and on the server. */
export { type StandardTerms, stagesSummary, termsHighlights } from "./standard-terms";
export { StandardTermsForm } from "./standard-terms-form";
