/** What other features may use of auth, in the browser and on the server. */

export {
  codeField,
  emailField,
  MESSAGE_EMAILS_INVALID,
  MESSAGES,
  type MessageEmails,
  messageEmailChoices,
  messageEmailsSchema,
} from "./forms";
export { EmailVerifiedBadge } from "./profile/email-verified-badge";
export { PHONE_SECTION_ID } from "./profile/sign-in-methods";
export { hasSessionHint } from "./session/session-hint";
