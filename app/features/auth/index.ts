/** What other features may use of auth, in the browser and on the server. */
export { EmailVerifiedBadge } from "./email-verified-badge";
export { codeField, emailField, MESSAGES } from "./forms";
export { hasSessionHint } from "./session-hint";
