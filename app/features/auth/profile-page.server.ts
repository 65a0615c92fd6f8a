import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import { type FieldErrors, fieldErrors } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import type { Auth } from "./auth.server";
import { resendVerification } from "./endpoints.server";
import { profileSchema } from "./forms";
import { updateFullName } from "./profile.server";
import type { Viewer } from "./viewer.server";

export const PROFILE_MESSAGES = {
  noUser: "No user logged in",
  updated: "Profile updated",
  verificationSent: "Verification email sent",
} as const;

export interface ProfileActionData {
  intent: "update-name" | "resend-verification";
  fieldErrors?: FieldErrors;
  formError?: string;
  notice?: string;
}

/** The /profile form posts: rename, and resend the verification email. Needs a session. */
export async function profilePageAction(
  authInstance: Auth,
  database: Executor,
  request: Request,
  viewer: Viewer | null,
) {
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent === "resend-verification" ? "resend-verification" : "update-name";
  if (!viewer) {
    return data<ProfileActionData>({ intent, formError: PROFILE_MESSAGES.noUser }, { status: 401 });
  }
  if (intent === "resend-verification") {
    const result = await resendVerification(authInstance, request, { email: viewer.email });
    if (!result.ok) return data<ProfileActionData>({ intent, formError: result.message }, { status: result.status });
    return data<ProfileActionData>({ intent, notice: PROFILE_MESSAGES.verificationSent });
  }
  const parsed = profileSchema.safeParse(form);
  if (!parsed.success)
    return data<ProfileActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  await updateFullName(database, viewer.userId, parsed.data.fullName);
  throw redirect("/profile", flashToast(undefined, { type: "success", title: PROFILE_MESSAGES.updated }));
}
