import { isRouteErrorResponse, Outlet } from "react-router";
import { ADMIN_ACCESS } from "~/content/admin";
import { AccessDenied } from "~/features/admin/access-denied";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireAdmin } from "~/features/auth/viewer.server";
import { ErrorView } from "~/features/shell/error-view";
import { NotFoundView } from "~/features/shell/not-found-view";
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

/** A refusal replaces the whole admin area (tabs included): nothing of it is shown to a non-admin. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === ADMIN_ACCESS.deniedStatus) return <AccessDenied />;
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView error={error} />;
}
