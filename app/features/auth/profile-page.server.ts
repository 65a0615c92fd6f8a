import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import type { Auth } from "./auth.server";
import { resendVerification } from "./endpoints.server";
import { MESSAGE_EMAILS_INVALID, messageEmailsSchema, profileSchema } from "./forms";
import { setMessageEmails, updateFullName } from "./profile.server";
import type { Viewer } from "./viewer.server";

export const PROFILE_MESSAGES = {
  noUser: "No user logged in",
  updated: "Profile updated",
  verificationSent: "Verification email sent",
  messageEmailsSaved: "Message emails updated",
} as const;

const PROFILE_INTENTS = ["update-name", "resend-verification", "message-emails"] as const;
type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export interface ProfileActionData {
  intent: ProfileIntent;
  fieldErrors?: FieldErrors;
  formError?: string;
  notice?: string;
}

/** The /profile form posts: rename, resend the verification email, message emails. Needs a session. */
export async function profilePageAction(
  authInstance: Auth,
  database: Executor,
  request: Request,
  viewer: Viewer | null,
) {
  const form = Object.fromEntries(await request.formData());
  const intent = PROFILE_INTENTS.find((value) => value === form.intent) ?? "update-name";
  if (!viewer) {
    return data<ProfileActionData>({ intent, formError: PROFILE_MESSAGES.noUser }, { status: 401 });
  }
  if (intent === "resend-verification") {
    const result = await resendVerification(authInstance, request, { email: viewer.email });
    if (!result.ok) return data<ProfileActionData>({ intent, formError: result.message }, { status: result.status });
    return data<ProfileActionData>({ intent, notice: PROFILE_MESSAGES.verificationSent });
  }
  if (intent === "message-emails") {
    const choice = messageEmailsSchema.safeParse(form);
    const saved =
      choice.success && (await setMessageEmails(database, viewer.userId, viewer.role, choice.data.messageEmails));
    if (!saved) return data<ProfileActionData>({ intent, formError: MESSAGE_EMAILS_INVALID }, { status: 400 });
    throw redirect("/profile", flashToast(undefined, { type: "success", title: PROFILE_MESSAGES.messageEmailsSaved }));
  }
  const parsed = profileSchema.safeParse(form);
  if (!parsed.success)
    return data<ProfileActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  await updateFullName(database, viewer.userId, parsed.data.fullName);
  throw redirect("/profile", flashToast(undefined, { type: "success", title: PROFILE_MESSAGES.updated }));
}
