/** What other features may use of conversations on the server. */
export { messageAlertJob } from "./message-alerts.server";
export { messageDigestJob } from "./message-digest.server";
export { announceThreadChange, parseThreadEvent, THREAD_CHANNEL, type ThreadEvent } from "./thread-events.server";
