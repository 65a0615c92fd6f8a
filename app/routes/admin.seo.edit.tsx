import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { loadSeoPageEditor, seoPageFormAction } from "~/features/seo-admin/dashboard.server";
import { SeoPageForm } from "~/features/seo-admin/seo-page-form";
import { SeoPanel } from "~/features/seo-admin/seo-panel";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.seo.edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSeoPageEditor(db(), request, params.seoPageId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return seoPageFormAction(db(), viewer, params.seoPageId, await request.formData());
}

export function meta() {
  return [{ title: pageTitle("Edit SEO Page") }, { name: "robots", content: "noindex" }];
}

export default function EditSeoPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <SeoPanel title="Edit SEO Page" closeHref={loaderData.closeHref}>
      <SeoPageForm
        key={params.seoPageId}
        mode="edit"
        action={`/admin/seo/${params.seoPageId}${loaderData.back}`}
        actionData={actionData}
        {...loaderData}
      />
    </SeoPanel>
  );
}
