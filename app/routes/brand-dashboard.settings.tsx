import { db } from "~/db/client.server";
import { AlertSettingsPanel } from "~/features/alerts/channels/alert-settings";
import { alertSettingsAction, loadAlertSettings } from "~/features/alerts/channels/alert-settings.server";
import { isAlertSettingsAnswer, isAlertSettingsForm } from "~/features/alerts/channels/alert-settings-intents";
import { PHONE_SECTION_ID } from "~/features/auth";
import { ownedBrandOf, requireOwnedBrand } from "~/features/brands/brand-access.server";
import { loadBrandSettings } from "~/features/brands/settings/brand-settings.server";
import { settingsAction } from "~/features/brands/settings/settings-actions.server";
import { SettingsTab } from "~/features/brands/settings/settings-tab";
import { loadStandardTerms } from "~/features/brands/settings/standard-terms.server";
import { StandardTermsForm } from "~/features/brands/settings/standard-terms-form";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard.settings";

/** This tab's path: alert settings changed here are recorded with it. */
const PAGE = "/brand-dashboard/settings";

/** Profile Settings. Without a brand the layout shows 'Join as a Brand' and this renders nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await ownedBrandOf(request);
  if (!brand) return { settings: null, terms: null, alerts: null };
  const [settings, terms, alerts] = await Promise.all([
    loadBrandSettings(db(), viewer, brand.id),
    loadStandardTerms(db(), brand.id),
    loadAlertSettings(db(), viewer),
  ]);
  return { settings, terms, alerts };
}

export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  return settingsAction(db(), storage(), request, viewer, brand, (form) =>
    isAlertSettingsForm(form) ? alertSettingsAction(db(), form, viewer, PAGE) : null,
  );
}

export default function SettingsTabRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.settings || !loaderData.terms || !loaderData.alerts) return null;
  const alertAnswer = isAlertSettingsAnswer(actionData) ? actionData : undefined;
  const tabAnswer = isAlertSettingsAnswer(actionData) ? undefined : actionData;
  return (
    <>
      <SettingsTab settings={loaderData.settings} actionData={tabAnswer?.intent === "terms" ? undefined : tabAnswer} />
      <StandardTermsForm terms={loaderData.terms} failed={tabAnswer?.intent === "terms" ? tabAnswer : undefined} />
      <AlertSettingsPanel
        settings={loaderData.alerts}
        phoneLink={`/profile#${PHONE_SECTION_ID}`}
        actionData={alertAnswer}
      />
    </>
  );
}
