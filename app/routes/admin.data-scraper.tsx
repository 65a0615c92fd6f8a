import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { scraperSettingsFromConfig } from "~/features/scraper/import-runs.server";
import { ScraperScreen } from "~/features/scraper/scraper-screen";
import { loadScraperScreen, scraperAction } from "~/features/scraper/scraper-screen.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/admin.data-scraper";

/** The admins' listing import (/scraper redirects here). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return loadScraperScreen(db(), admin, scraperSettingsFromConfig());
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return scraperAction(db(), request, admin, scraperSettingsFromConfig());
}

export function meta() {
  return [{ title: pageTitle("Data Scraper") }, { name: "robots", content: "noindex" }];
}

export default function DataScraper({ loaderData, actionData }: Route.ComponentProps) {
  return <ScraperScreen screen={loaderData} actionData={actionData} />;
}
