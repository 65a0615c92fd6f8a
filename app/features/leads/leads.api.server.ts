/** What other features may use of leads on the server. */
export { leadNotificationJob, verifiedDesignersIn } from "./quote-requests.server";
export { refreshResponseTimes } from "./response-time.server";
