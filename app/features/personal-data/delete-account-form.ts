import { z } from "zod";
import { formText } from "~/lib/form-fields";

/** Shared by the deletion form and its action, so both say exactly the same thing. */
export const DELETE_ACCOUNT_MESSAGES = {
  emailMismatch: "To confirm, type your account's email address exactly as it is shown above.",
  lastAdmin: "You are the only admin: make someone else an admin (Admin › Users) before deleting your account.",
  gone: "This account no longer exists.",
  deleted: "Your account and its data have been deleted.",
} as const;

export const deleteAccountSchema = z.object({
  confirmEmail: formText.pipe(z.string().trim().toLowerCase().max(254, DELETE_ACCOUNT_MESSAGES.emailMismatch)),
});

/** What the deletion form shows again after a refusal. */
export interface DeleteAccountActionData {
  formError: string;
}
