import type { MESSAGE_INTENT } from "./message-fields";

/** The forms of /quotes/:requestId besides the composers: closing the request. */
export const CLOSE_INTENT = "close";
export const CLOSE_REASON_FIELD = "reason";

/** Why a form on the request's page was refused, shown beside that form (a thread's composer or Close). */
export interface QuoteRequestActionError {
  intent: typeof MESSAGE_INTENT | typeof CLOSE_INTENT | null;
  leadId: string | null;
  error: string;
}
