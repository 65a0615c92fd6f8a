/** The `intent` of a thread page's report form: its route action hands the form to reportMessageFromForm. */
export const REPORT_INTENT = "report";
/** The report form's field naming the reported message. */
export const REPORT_MESSAGE_FIELD = "messageId";
/** The query parameter that opens a thread page with the report form under that message (`?report=<id>`). */
export const REPORT_PARAM = "report";

export const REPORT_MESSAGES = {
  reported: "Thank you. The message has been reported to our moderators.",
  already: "You have already reported this message.",
  notTheirs: "You can only report messages from the other side of the conversation.",
  notFound: "This message is not in this conversation.",
  reason: "Please choose why you are reporting this message.",
} as const;
