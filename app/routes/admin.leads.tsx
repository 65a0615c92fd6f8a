import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.leads";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export function meta() {
  return [{ title: pageTitle("Leads") }, { name: "robots", content: "noindex" }];
}

export default function AdminLeadsPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Leads</h1>;
}
