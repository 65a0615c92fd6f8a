import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.moderation";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export function meta() {
  return [{ title: pageTitle("Moderation") }, { name: "robots", content: "noindex" }];
}

export default function AdminModerationPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Moderation</h1>;
}
