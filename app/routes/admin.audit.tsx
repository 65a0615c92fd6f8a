import { db } from "~/db/client.server";
import { AUDIT_RECORD_TYPES, auditQuerySchema, listAuditLog } from "~/features/admin/audit/audit-log.server";
import { AdminAuditPage } from "~/features/admin/audit/audit-page";
import { queryOf } from "~/features/admin/list-query";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import { AUDIT_ACTIONS } from "~/services/audit.server";
import type { Route } from "./+types/admin.audit";

/** Read-only: this page has no action, and nothing in the app updates or deletes audit rows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { page, ...query } = auditQuerySchema.parse(queryOf(new URL(request.url)));
  const list = await listAuditLog(db(), { ...query, page });
  return { list, query, actions: AUDIT_ACTIONS, recordTypes: AUDIT_RECORD_TYPES };
}

export function meta() {
  return [{ title: pageTitle("Audit log") }, { name: "robots", content: "noindex" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AdminAuditPage {...loaderData} />;
}
