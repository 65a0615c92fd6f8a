import { Outlet } from "react-router";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireAdmin } from "~/features/auth/viewer.server";
import type { Route } from "./+types/admin-layout";

/** Every /admin… page (and /scraper) sits in this layout; each page's own loader and action check again. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
