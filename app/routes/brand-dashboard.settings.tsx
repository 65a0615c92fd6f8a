import { db } from "~/db/client.server";
import { ownedBrandOf, requireOwnedBrand } from "~/features/brands/brand-access.server";
import { loadBrandSettings } from "~/features/brands/settings/brand-settings.server";
import { settingsAction } from "~/features/brands/settings/settings-actions.server";
import { SettingsTab } from "~/features/brands/settings/settings-tab";
import { StandardTermsForm } from "~/features/offers";
import { loadStandardTerms, standardTermsAction } from "~/features/offers/standard-terms.server";
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

/** The standard terms form posts with ?terms; every other form of the page is the brand's settings. */
export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  if (new URL(request.url).searchParams.has("terms")) return standardTermsAction(db(), request, viewer, brand.id);
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
