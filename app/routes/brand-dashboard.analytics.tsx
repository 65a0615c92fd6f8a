import { data } from "react-router";
import { db } from "~/db/client.server";
import { loadBrandAnalytics } from "~/features/brands/analytics/analytics.server";
import { AnalyticsPage } from "~/features/brands/analytics/analytics-page";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import type { Route } from "./+types/brand-dashboard.analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  const analytics = await loadBrandAnalytics(db(), viewer, brand.id);
  if (!analytics) throw data(null, { status: 403 });
  return { analytics };
}

export default function AnalyticsTab({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage analytics={loaderData.analytics} />;
}
