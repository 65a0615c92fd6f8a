/** What other features may use of leads on the server. */
export { leadNotificationJob, verifiedDesignersIn } from "./requests/quote-requests.server";
export { refreshResponseTimes } from "./response-time/response-time.server";
