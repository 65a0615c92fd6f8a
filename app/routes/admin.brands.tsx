import { db } from "~/db/client.server";
import { adminBrandsAction, brandListQuerySchema, listAdminBrands } from "~/features/admin/brands/brands.server";
import { AdminBrandsPage } from "~/features/admin/brands/brands-page";
import { queryOf } from "~/features/admin/list-query";
import { requireAdmin } from "~/features/auth/viewer.server";
import { loadBrandSettings } from "~/features/brands/settings/brand-settings.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.brands";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const query = brandListQuerySchema.parse(queryOf(new URL(request.url)));
  const [list, settings] = await Promise.all([
    listAdminBrands(db(), query),
    query.edit ? loadBrandSettings(db(), viewer, query.edit) : null,
  ]);
  const editing = query.edit && settings ? { brandId: query.edit, settings } : null;
  return { list, q: query.q, status: query.status, editing };
}

export async function action({ request }: Route.ActionArgs) {
  return adminBrandsAction(db(), await requireAdmin(request), request);
}

export function meta() {
  return [{ title: pageTitle("Brands") }, { name: "robots", content: "noindex" }];
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminBrandsPage {...loaderData} actionData={actionData} />;
}
