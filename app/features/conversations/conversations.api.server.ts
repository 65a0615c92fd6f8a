/** What other features may use of conversations on the server. */
export { ownQuoteRequest } from "./homeowner-quotes.server";
export { messageAlertJob } from "./message-alerts.server";
export { messageDigestJob } from "./message-digest.server";
export { unreadMessagesOf, writeMessage, writeSystemMessage } from "./messages.server";
export { type ThreadMessage, threadMessages } from "./thread.server";
export { adminThreadAccess, type ThreadAccess, threadAccess } from "./thread-access.server";
export { threadAlertFacts } from "./thread-alerts.server";
export { announceThreadChange, parseThreadEvent, THREAD_CHANNEL, type ThreadEvent } from "./thread-events.server";
