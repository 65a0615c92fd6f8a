import { db } from "~/db/client.server";
import { adminActionData, readAdminForm } from "~/features/admin/admin-access.server";
import { queryOf } from "~/features/admin/list-query";
import { listUsers, setRoleSchema, setUserRole, userListQuerySchema } from "~/features/admin/users/users.server";
import { AdminUsersPage } from "~/features/admin/users/users-page";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.users";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const query = userListQuerySchema.parse(queryOf(new URL(request.url)));
  return { list: await listUsers(db(), query), q: query.q, viewerId: viewer.userId };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await readAdminForm(request, setRoleSchema);
  return adminActionData(form.ok ? await setUserRole(db(), viewer, form.data) : form);
}

export function meta() {
  return [{ title: pageTitle("Users") }, { name: "robots", content: "noindex" }];
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminUsersPage {...loaderData} actionData={actionData} />;
}
