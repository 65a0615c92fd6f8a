/** What other features may use of conversations on the server. */
export { messageAlertJob } from "./alerts/message-alerts.server";
export { messageDigestJob } from "./alerts/message-digest.server";
export { threadAlertFacts } from "./alerts/thread-alerts.server";
export { unansweredRequestsJob } from "./homeowner/close-request.server";
export { ownQuoteRequest } from "./homeowner/homeowner-quotes.server";
export {
  announceThreadChange,
  parseThreadEvent,
  THREAD_CHANNEL,
  type ThreadEvent,
} from "./stream/thread-events.server";
export { unreadMessagesOf, writeMessage, writeSystemMessage } from "./thread/messages.server";
export { type ThreadMessage, threadMessages } from "./thread/thread.server";
export { adminThreadAccess, type ThreadAccess, threadAccess } from "./thread/thread-access.server";
