/** What other features may use of auth on the server. */
export { addEmailToPhoneAccount, nameNewPhoneAccount } from "./accounts/accounts.server";
export { displayName, messageEmailsOf, type Role, setMessageEmails, setRoleIn } from "./accounts/profile.server";
export {
  type Auth,
  auth,
  CLIENT_IP_HEADER,
  resolveAuthSecret,
  SIGN_IN_LINK_DAYS,
  SIGN_IN_LINK_NOTE,
  signInLink,
} from "./auth.server";
export { type AccountResult, sendPhoneCode, signOut, verifyPhoneCode } from "./endpoints.server";
export { onSessionEnd, SESSION_CHANNEL } from "./session/session-ends.server";
export { getSessionId, getViewer, isDataRequest, requireViewer, type Viewer } from "./viewer.server";
