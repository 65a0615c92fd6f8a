import { AdminPageHeader } from "~/features/admin/admin-page-header";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.seo";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export function meta() {
  return [{ title: pageTitle("SEO Management") }, { name: "robots", content: "noindex" }];
}

export default function SeoDashboard() {
  return (
    <AdminPageHeader title="SEO Management">
      Per-page titles, descriptions, social cards and structured data for city, locality, brand and gallery pages.
    </AdminPageHeader>
  );
}
