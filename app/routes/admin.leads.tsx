import { db } from "~/db/client.server";
import { adminActionData, readAdminForm } from "~/features/admin/admin-access.server";
import { leadListQuerySchema, listTriageLeads, routeLead, routeLeadSchema } from "~/features/admin/leads/leads.server";
import { AdminLeadsPage } from "~/features/admin/leads/leads-page";
import { queryOf } from "~/features/admin/list-query";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.leads";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = leadListQuerySchema.parse(queryOf(new URL(request.url)));
  return { list: await listTriageLeads(db(), query), view: query.view };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await readAdminForm(request, routeLeadSchema, ["brandIds"]);
  return adminActionData(form.ok ? await routeLead(db(), viewer, form.data) : form);
}

export function meta() {
  return [{ title: pageTitle("Leads") }, { name: "robots", content: "noindex" }];
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminLeadsPage {...loaderData} actionData={actionData} />;
}
