import { db } from "~/db/client.server";
import { ownedBrandOf, requireOwnedBrand } from "~/features/brands/brand-access.server";
import { loadBrandSettings } from "~/features/brands/settings/brand-settings.server";
import { settingsAction } from "~/features/brands/settings/settings-actions.server";
import { SettingsTab } from "~/features/brands/settings/settings-tab";
import { loadStandardTerms } from "~/features/brands/settings/standard-terms.server";
import { StandardTermsForm } from "~/features/brands/settings/standard-terms-form";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard.settings";

/** Profile Settings. Without a brand the layout shows 'Join as a Brand' and this renders nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await ownedBrandOf(request);
  if (!brand) return { settings: null, terms: null };
  const [settings, terms] = await Promise.all([
    loadBrandSettings(db(), viewer, brand.id),
    loadStandardTerms(db(), brand.id),
  ]);
  return { settings, terms };
}

export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  return settingsAction(db(), storage(), request, viewer, brand);
}

export default function SettingsTabRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.settings || !loaderData.terms) return null;
  return (
    <>
      <SettingsTab
        settings={loaderData.settings}
        actionData={actionData?.intent === "terms" ? undefined : actionData}
      />
      <StandardTermsForm terms={loaderData.terms} failed={actionData?.intent === "terms" ? actionData : undefined} />
    </>
  );
}
