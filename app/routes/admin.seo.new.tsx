import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { loadNewSeoPage, seoPageFormAction } from "~/features/seo-admin/dashboard.server";
import { SeoPageForm } from "~/features/seo-admin/seo-page-form";
import { SeoPanel } from "~/features/seo-admin/seo-panel";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.seo.new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadNewSeoPage(db(), request);
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return seoPageFormAction(db(), viewer, null, await request.formData());
}

export function meta() {
  return [{ title: pageTitle("Add SEO Page") }, { name: "robots", content: "noindex" }];
}

export default function NewSeoPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SeoPanel
      title="Add SEO Page"
      description="Set what search engines and social cards show for one page."
      closeHref={loaderData.closeHref}
    >
      <SeoPageForm mode="create" action={`/admin/seo/new${loaderData.back}`} actionData={actionData} {...loaderData} />
    </SeoPanel>
  );
}
