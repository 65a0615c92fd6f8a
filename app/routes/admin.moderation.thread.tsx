import { data } from "react-router";
import { db } from "~/db/client.server";
import { readReportedThread } from "~/features/admin/moderation/message-reports.server";
import { AdminThreadPage } from "~/features/admin/moderation/reported-messages";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.moderation.thread";

/** A reported thread, read-only, for admins (audited); a thread nobody reported is a 404 for them too. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const thread = await readReportedThread(db(), await requireAdmin(request), params.leadId);
  if (!thread) throw data(null, { status: 404 });
  return { thread };
}

export function meta() {
  return [{ title: pageTitle("Reported conversation") }, { name: "robots", content: "noindex" }];
}

export default function AdminModerationThread({ loaderData }: Route.ComponentProps) {
  return <AdminThreadPage thread={loaderData.thread} />;
}
