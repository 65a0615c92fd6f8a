/** What other features may use of leads, in the browser and on the server. */

export type { LeadStatus } from "./lead-rules";
export { QuoteButton, QuoteLink, type QuoteTarget } from "./quote-form/quote-dialog";
export { budgetLabel, timelineLabel } from "./quote-form/quote-form";
export { locationLabel, QUOTE_PATH, quoteTargetFromSearch } from "./quote-form/quote-target";
export { RESPONSE_TIME, responseTimeLabel } from "./response-time/response-time";
