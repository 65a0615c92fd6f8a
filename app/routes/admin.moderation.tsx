import { db } from "~/db/client.server";
import { adminActionData, readAdminForm } from "~/features/admin/admin-access.server";
import { queryOf } from "~/features/admin/list-query";
import {
  MODERATION_LIST_FIELDS,
  moderate,
  moderationActionSchema,
  moderationPage,
  moderationQuerySchema,
} from "~/features/admin/moderation/moderation.server";
import { AdminModerationPage } from "~/features/admin/moderation/moderation-page";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.moderation";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = moderationQuerySchema.parse(queryOf(new URL(request.url)));
  return moderationPage(db(), query);
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await readAdminForm(request, moderationActionSchema, MODERATION_LIST_FIELDS);
  return adminActionData(form.ok ? await moderate(db(), viewer, form.data) : form);
}

export function meta() {
  return [{ title: pageTitle("Moderation") }, { name: "robots", content: "noindex" }];
}

export default function AdminModeration({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminModerationPage {...loaderData} actionData={actionData} />;
}
