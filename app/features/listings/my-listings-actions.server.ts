import { data, redirect } from "react-router";
import { MY_LISTINGS_PATH } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { textValues } from "~/features/brands";
import { flashToast } from "~/services/flash.server";
import type { FormState } from "~/ui/form-fields";
import { LISTING_FIELDS } from "./listing-schema";
import { addListing, MY_LISTINGS_MESSAGES, updateListing } from "./my-listings.server";

/** What the tab shows after a form that did not go through: which form, its message, and the form's state. */
export interface MyListingsActionData {
  intent: "add" | "update";
  listingId?: string;
  message: string;
  state: FormState;
}

/** My Listings' forms: Add Listing and Edit. Success goes back to the list with a toast. */
export async function myListingsAction(database: Executor, request: Request, viewer: Viewer) {
  const form = await request.formData();
  const values = textValues(form, LISTING_FIELDS);
  const intent = form.get("intent") === "update" ? "update" : "add";
  const listingId = String(form.get("listingId") ?? "");
  const result =
    intent === "update"
      ? await updateListing(database, viewer, listingId, values)
      : await addListing(database, viewer, values);
  if (result.ok) {
    const title = intent === "update" ? MY_LISTINGS_MESSAGES.saved : MY_LISTINGS_MESSAGES.added;
    throw redirect(MY_LISTINGS_PATH, flashToast(undefined, { type: "success", title }));
  }
  return data<MyListingsActionData>(
    { intent, listingId, message: result.message, state: { values, errors: result.fieldErrors ?? {} } },
    { status: result.status },
  );
}
