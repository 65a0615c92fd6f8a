/** What other features may use of leads, in the browser and on the server. */

export type { LeadStatus } from "./lead-rules";
export { QuoteButton, QuoteLink, type QuoteTarget } from "./quote-dialog";
export { budgetLabel, timelineLabel } from "./quote-form";
export { locationLabel, QUOTE_PATH, quoteTargetFromSearch } from "./quote-target";
export { RESPONSE_TIME, responseTimeLabel } from "./response-time";
