/** What other features may use of leads, in the browser and on the server. */
export { QuoteButton, QuoteLink, type QuoteTarget } from "./quote-dialog";
export { budgetLabel } from "./quote-form";
export { locationLabel, quoteRequestPath, quoteTargetFromSearch } from "./quote-target";
export { responseTimeLabel } from "./response-time";
