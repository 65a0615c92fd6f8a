import { AdminPageHeader } from "~/features/admin/admin-page-header";
import { requireAdmin } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import { Container } from "~/ui/container";
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
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto w-full max-w-5xl">
          <AdminPageHeader title="Data Scraper">
            Import interior designer listings for Indian cities from web directories into Nivasa.
          </AdminPageHeader>
        </div>
      </Container>
    </main>
  );
}
