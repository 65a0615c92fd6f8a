import { Outlet } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { BrandDashboardFrame, BrandDashboardShell } from "~/features/brands/dashboard/dashboard-shell";
import { loadOwnedDashboard } from "~/features/brands/dashboard/overview.server";
import { handleJoinAction, loadJoinPage } from "~/features/onboarding/join.server";
import { JoinAsBrandPage } from "~/features/onboarding/join-page";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard";

/** Without a brand: 'Join as a Brand'. With one: the dashboard, its open tab in the Outlet. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const overview = await loadOwnedDashboard(db(), viewer.userId);
  if (!overview) return { kind: "join" as const, join: await loadJoinPage(db(), viewer, new URL(request.url)) };
  return { kind: "brand" as const, overview };
}

/** The 'Join as a Brand' forms (claim, claim request, create brand or listing) post here. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  return handleJoinAction(db(), viewer, request, storage());
}

export function meta() {
  return [{ title: pageTitle("Brand Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function BrandDashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BrandDashboardFrame>
      {loaderData.kind === "join" ? (
        <JoinAsBrandPage data={loaderData.join} actionData={actionData} />
      ) : (
        <BrandDashboardShell overview={loaderData.overview}>
          <Outlet />
        </BrandDashboardShell>
      )}
    </BrandDashboardFrame>
  );
}
