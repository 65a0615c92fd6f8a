/** What other features may use of auth, in the browser and on the server. */
export { EmailVerifiedBadge } from "./email-verified-badge";
export {
  codeField,
  emailField,
  MESSAGE_EMAILS_INVALID,
  MESSAGES,
  type MessageEmails,
  messageEmailChoices,
  messageEmailsSchema,
} from "./forms";
export { hasSessionHint } from "./session-hint";
export { PHONE_SECTION_ID } from "./sign-in-methods";
