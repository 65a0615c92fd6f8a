import { db } from "~/db/client.server";
import { adminActionData, readAdminForm } from "~/features/admin/admin-access.server";
import { AdminClaimsPage } from "~/features/admin/claims/claims-page";
import { claimsQuerySchema, loadClaimsPage, reviewedRedirect } from "~/features/admin/claims/claims-review.server";
import { queryOf } from "~/features/admin/list-query";
import { requireAdmin } from "~/features/auth/viewer.server";
import { processClaimSchema } from "~/features/claims/claim-schema";
import { processClaim } from "~/features/claims/process-claim.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.claims";

/** /admin: the admin dashboard is the claims review. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadClaimsPage(db(), claimsQuerySchema.parse(queryOf(new URL(request.url))));
}

/** Approve or reject from the review dialog: processClaim (claims) does the whole transaction. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await readAdminForm(request, processClaimSchema);
  if (!form.ok) return adminActionData(form);
  const result = await processClaim(db(), viewer, form.data);
  if (!result.ok) return adminActionData({ ok: false, status: 409, message: result.message });
  throw reviewedRedirect(request, result);
}

export function meta() {
  return [{ title: pageTitle("Admin Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminClaimsPage {...loaderData} actionData={actionData} />;
}
