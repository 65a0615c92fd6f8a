import { useOutlet } from "react-router";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { loadSeoDashboard, seoDashboardAction } from "~/features/seo-admin/dashboard.server";
import { parseSeoListQuery } from "~/features/seo-admin/list-query";
import { SeoDashboard } from "~/features/seo-admin/seo-dashboard";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.seo";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSeoDashboard(db(), parseSeoListQuery(new URL(request.url).searchParams));
}

/** Row toggles and the bulk buttons post here. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return seoDashboardAction(db(), viewer, await request.formData());
}

export function meta() {
  return [{ title: pageTitle("SEO Management") }, { name: "robots", content: "noindex" }];
}

export default function SeoDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <SeoDashboard {...loaderData} child={useOutlet()} />;
}
