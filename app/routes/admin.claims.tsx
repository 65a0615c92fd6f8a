import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.claims";

/** /admin: the admin dashboard is the claims review (spec §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.fullName || admin.email };
}

export function meta() {
  return [{ title: pageTitle("Admin Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">Signed in as {loaderData.adminName}.</p>
    </div>
  );
}
