import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { type Auth, signOut, type Viewer } from "~/features/auth/auth.api.server";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { deleteAccount, isLastAdmin } from "./delete-account.server";
import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountActionData, deleteAccountSchema } from "./delete-account-form";

/** What /profile/delete shows: the address to type, and why deletion is refused before trying (last admin). */
export async function deleteAccountPageData(database: Db, viewer: Viewer) {
  const blocked = (await isLastAdmin(database, viewer.userId)) ? DELETE_ACCOUNT_MESSAGES.lastAdmin : null;
  return { email: viewer.email, blocked };
}

/**
 * The /profile/delete form post: deletes the signed-in viewer's own account (never another's: there is no
 * account to name) and signs them out; a refusal is shown on the form with its reason.
 */
export async function deleteAccountAction(
  authInstance: Auth,
  database: Db,
  documents: ObjectStorage,
  request: Request,
  viewer: Viewer,
) {
  const form = deleteAccountSchema.safeParse(Object.fromEntries(await request.formData()));
  const result = await deleteAccount(database, documents, viewer, form.success ? form.data.confirmEmail : "");
  if (!result.ok) return data<DeleteAccountActionData>({ formError: result.message }, { status: result.status });
  // The session is gone with the account; signing out clears its cookies from the browser.
  const signedOut = await signOut(authInstance, request);
  throw redirect(
    "/",
    flashToast(signedOut.ok ? signedOut.headers : undefined, {
      type: "success",
      title: DELETE_ACCOUNT_MESSAGES.deleted,
    }),
  );
}
