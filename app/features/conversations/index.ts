/** What other features and the server may use of conversations anywhere (client-safe). */
export { ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX } from "./thread/thread-rules";
export type { ShownMessages } from "./thread/thread-view";
