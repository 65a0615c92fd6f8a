import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import { otherHolder } from "../accounts/accounts.server";
import { updateFullName } from "../accounts/profile.server";
import type { Auth } from "../auth.server";
import {
  type AccountResult,
  changeEmail,
  resendVerification,
  sendPhoneCode,
  verifyPhoneCode,
} from "../endpoints.server";
import { MESSAGES, newEmailSchema, phoneSendSchema, phoneVerifySchema, profileSchema } from "../forms";
import { PHONE_CODE_MESSAGES } from "../rules/phone.server";
import type { Viewer } from "../viewer.server";

export const PROFILE_MESSAGES = {
  noUser: MESSAGES.signedOut,
  updated: "Profile updated",
  verificationSent: "Verification email sent",
  phoneSaved: "Mobile number saved",
  phoneSame: "This is already your mobile number.",
  phoneTaken: PHONE_CODE_MESSAGES.numberTaken,
  emailSame: "This is already your email address.",
  emailTaken: "This email belongs to another Nivasa account. Sign in with it there, or use another address.",
  emailConfirmed: "Your email is confirmed: it now signs in to this account.",
  emailLinkFailed: "That email link has expired or was already used. Ask for a new one below.",
} as const;

export function emailLinkSent(email: string): string {
  return `We sent a link to ${email}. Your email changes when you open it (within 24 hours).`;
}

const PROFILE_INTENTS = ["update-name", "resend-verification", "phone-send", "phone-verify", "email-change"] as const;
type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export interface ProfileActionData {
  intent: ProfileIntent;
  fieldErrors?: FieldErrors;
  formError?: string;
  notice?: string;
  /** The number a code was just texted to (+91…): the phone form shows its code step. */
  phoneSent?: string;
  /** What was typed, shown again with the messages. */
  values?: Record<string, string>;
}

/** What the page says after an email link brought the viewer back (`?email=verified`, with `error=` if it failed). */
export function emailLinkNotice(url: URL): ProfileActionData | undefined {
  if (url.searchParams.get("email") !== "verified") return undefined;
  return url.searchParams.has("error")
    ? { intent: "email-change", formError: PROFILE_MESSAGES.emailLinkFailed }
    : { intent: "email-change", notice: PROFILE_MESSAGES.emailConfirmed };
}

type Form = Record<string, FormDataEntryValue>;
const typed = (form: Form, name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");

function refused(answer: ProfileActionData, status = 400) {
  return data<ProfileActionData>(answer, { status });
}

function accountRefusal(intent: ProfileIntent, result: Extract<AccountResult, { ok: false }>, extra = {}) {
  return refused({ intent, formError: result.message, ...extra }, result.status);
}

/** Texts a code to a number for the viewer's account: never to one that is theirs already or another account's. */
async function sendCode(authInstance: Auth, database: Executor, request: Request, viewer: Viewer, form: Form) {
  const intent = "phone-send";
  const values = { phoneNumber: typed(form, "phoneNumber") };
  const parsed = phoneSendSchema.safeParse(form);
  if (!parsed.success) return refused({ intent, fieldErrors: fieldErrors(parsed.error), values });
  const phone = parsed.data.phoneNumber;
  if (phone === viewer.phoneNumber)
    return refused({ intent, fieldErrors: { phoneNumber: PROFILE_MESSAGES.phoneSame }, values });
  if (await otherHolder(database, viewer.userId, { phone })) {
    return refused({ intent, fieldErrors: { phoneNumber: PROFILE_MESSAGES.phoneTaken }, values }, 409);
  }
  const sent = await sendPhoneCode(authInstance, request, { phoneNumber: phone });
  if (!sent.ok) return accountRefusal(intent, sent, { values });
  return data<ProfileActionData>({ intent, phoneSent: phone, values });
}

/** The code makes the number the viewer's (the plugin's update: refused when another account got it meanwhile). */
async function verifyCode(authInstance: Auth, request: Request, form: Form) {
  const intent = "phone-verify";
  const phoneSent = typed(form, "phoneNumber");
  const parsed = phoneVerifySchema.safeParse(form);
  if (!parsed.success) return refused({ intent, fieldErrors: fieldErrors(parsed.error), phoneSent });
  const verified = await verifyPhoneCode(authInstance, request, { ...parsed.data, addToAccount: true });
  if (!verified.ok) return accountRefusal(intent, verified, { phoneSent: parsed.data.phoneNumber });
  throw redirect("/profile", flashToast(verified.headers, { type: "success", title: PROFILE_MESSAGES.phoneSaved }));
}

/** Mails the link that makes an address the viewer's email: never for theirs already, or another account's. */
async function requestEmailChange(
  authInstance: Auth,
  database: Executor,
  request: Request,
  viewer: Viewer,
  form: Form,
) {
  const intent = "email-change";
  const values = { email: typed(form, "email") };
  const parsed = newEmailSchema.safeParse(form);
  if (!parsed.success) return refused({ intent, fieldErrors: fieldErrors(parsed.error), values });
  const { email } = parsed.data;
  if (email === viewer.email) return refused({ intent, fieldErrors: { email: PROFILE_MESSAGES.emailSame }, values });
  if (await otherHolder(database, viewer.userId, { email })) {
    return refused({ intent, fieldErrors: { email: PROFILE_MESSAGES.emailTaken }, values }, 409);
  }
  const sent = await changeEmail(authInstance, request, { newEmail: email });
  if (!sent.ok) return accountRefusal(intent, sent, { values });
  return data<ProfileActionData>({ intent, notice: emailLinkSent(email) });
}

/**
 * The /profile account forms (`posted`, read from `request` by the route): rename, resend the verification email,
 * add or change the mobile number (a code) or the email (a link). Each acts on the signed-in viewer's own account
 * only; needs a session.
 */
export async function profilePageAction(
  authInstance: Auth,
  database: Executor,
  request: Request,
  posted: FormData,
  viewer: Viewer | null,
) {
  const form = Object.fromEntries(posted);
  const intent = PROFILE_INTENTS.find((value) => value === form.intent) ?? "update-name";
  if (!viewer) {
    return data<ProfileActionData>({ intent, formError: PROFILE_MESSAGES.noUser }, { status: 401 });
  }
  switch (intent) {
    case "phone-send":
      return sendCode(authInstance, database, request, viewer, form);
    case "phone-verify":
      return verifyCode(authInstance, request, form);
    case "email-change":
      return requestEmailChange(authInstance, database, request, viewer, form);
    case "resend-verification": {
      const result = await resendVerification(authInstance, request, { email: viewer.email });
      if (!result.ok) return accountRefusal(intent, result);
      return data<ProfileActionData>({ intent, notice: PROFILE_MESSAGES.verificationSent });
    }
    default: {
      const parsed = profileSchema.safeParse(form);
      if (!parsed.success) return refused({ intent, fieldErrors: fieldErrors(parsed.error) });
      await updateFullName(database, viewer.userId, parsed.data.fullName);
      throw redirect("/profile", flashToast(undefined, { type: "success", title: PROFILE_MESSAGES.updated }));
    }
  }
}
