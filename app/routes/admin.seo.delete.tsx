import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { loadSeoPageDeletion, seoDeleteAction } from "~/features/seo-admin/dashboard.server";
import { SeoDeleteConfirm } from "~/features/seo-admin/seo-delete-confirm";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.seo.delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSeoPageDeletion(db(), request, params.seoPageId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return seoDeleteAction(db(), viewer, params.seoPageId, await request.formData());
}

export function meta() {
  return [{ title: pageTitle("Delete SEO Page") }, { name: "robots", content: "noindex" }];
}

export default function DeleteSeoPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <SeoDeleteConfirm
      page={loaderData.page}
      action={`/admin/seo/${params.seoPageId}/delete${loaderData.back}`}
      back={loaderData.back}
      closeHref={loaderData.closeHref}
    />
  );
}
