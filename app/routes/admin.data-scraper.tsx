import { AdminPageHeader } from "~/features/admin/admin-page-header";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.data-scraper";

/** Serves both /admin/data-scraper and /scraper (spec §2). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export function meta() {
  return [{ title: pageTitle("Data Scraper") }, { name: "robots", content: "noindex" }];
}

export default function DataScraper() {
  return (
    <AdminPageHeader title="Data Scraper">
      Import interior designer listings for Indian cities from web directories into Nivasa.
    </AdminPageHeader>
  );
}
