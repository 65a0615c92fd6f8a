import { db } from "~/db/client.server";
import { AdminAlertsPage } from "~/features/alerts/admin/alerts-page";
import { alertsReport } from "~/features/alerts/alerts.api.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.alerts";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { report: await alertsReport(db(), admin) };
}

export function meta() {
  return [{ title: pageTitle("Alerts") }, { name: "robots", content: "noindex" }];
}

export default function AdminAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminAlertsPage report={loaderData.report} />;
}
