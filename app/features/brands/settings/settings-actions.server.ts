import { data, redirect } from "react-router";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { OwnedBrand } from "~/features/brands/brand-access.server";
import { type FormFailure, formValues } from "~/lib/form-fields";
import { flashToast } from "~/services/flash.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { readUploadedFile } from "~/services/uploads/checks.server";
import { withUploadForm } from "~/services/uploads/upload-form.server";
import {
  removeBrandLogo,
  replaceBrandLogo,
  SETTINGS_MESSAGES,
  type SettingsResult,
  updateBrandSettings,
} from "./brand-settings.server";
import { BRAND_LIST_FIELDS } from "./brand-settings-schema";
import { standardTermsAction } from "./standard-terms.server";

export const SETTINGS_INTENTS = ["save", "logo", "removeLogo"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** What the settings tab shows after a form that did not go through: the messages and what was typed. */
export type SettingsActionData = FormFailure<SettingsIntent>;

const SETTINGS_PATH = "/brand-dashboard/settings";

const DONE: Record<SettingsIntent, string> = {
  save: SETTINGS_MESSAGES.saved,
  logo: SETTINGS_MESSAGES.logoSaved,
  removeLogo: SETTINGS_MESSAGES.logoRemoved,
};

function run(
  database: Executor,
  storage: ObjectStorage,
  viewer: Viewer,
  brand: OwnedBrand,
  intent: SettingsIntent,
  form: FormData,
): Promise<SettingsResult> {
  if (intent === "logo") {
    return replaceBrandLogo(database, storage, viewer, brand.id, () => readUploadedFile(form, "logo"));
  }
  if (intent === "removeLogo") return removeBrandLogo(database, storage, viewer, brand.id);
  return updateBrandSettings(database, viewer, brand.id, formValues(form, BRAND_LIST_FIELDS));
}

/**
 * Profile Settings' forms, told apart by their intent: save the brand's fields, upload a new logo, remove the
 * logo, save the standard terms; `otherForm` runs the forms of other features the route shows on the tab (the alert
 * settings), when it takes the form. Success goes back to the tab with a toast; a refusal re-shows the form with its
 * messages and what was typed.
 */
export async function settingsAction<Other>(
  database: Executor,
  storage: ObjectStorage,
  request: Request,
  viewer: Viewer,
  brand: OwnedBrand,
  otherForm?: (form: FormData) => Promise<Other> | null,
) {
  return withUploadForm(request, 1, async (read) => {
    if ("refused" in read) {
      return data<SettingsActionData>({ intent: "logo", fieldErrors: { logo: read.refused } }, { status: 413 });
    }
    const { form } = read;
    const other = otherForm?.(form);
    if (other) return other;
    if (form.get("intent") === "terms") return standardTermsAction(database, form, viewer, brand.id);
    const intent = SETTINGS_INTENTS.find((i) => i === form.get("intent")) ?? "save";
    const result = await run(database, storage, viewer, brand, intent, form);
    if (result.ok) throw redirect(SETTINGS_PATH, flashToast(undefined, { type: "success", title: DONE[intent] }));
    const values = intent === "save" ? formValues(form, BRAND_LIST_FIELDS) : undefined;
    return data<SettingsActionData>(
      { intent, message: result.message, fieldErrors: result.fieldErrors, values },
      { status: result.status },
    );
  });
}
