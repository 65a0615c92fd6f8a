/** The forms of /quotes/:requestId besides the composers: closing the request. */
export const CLOSE_INTENT = "close";
export const CLOSE_REASON_FIELD = "reason";

/** Why a form on the request's page was refused, shown beside that form (a thread's composer, Close, an offer's). */
export interface QuoteRequestActionError {
  /** MESSAGE_INTENT, CLOSE_INTENT, another feature's form, or null (shown over the page). */
  intent: string | null;
  leadId: string | null;
  error: string;
}
