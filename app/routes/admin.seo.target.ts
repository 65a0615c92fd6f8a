import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/viewer.server";
import { lookUpSeoTarget } from "~/features/seo-admin/dashboard.server";
import type { Route } from "./+types/admin.seo.target";

/** GET /admin/seo/target?pageType=…&identifier=… — what an SEO page's identifier names (the form's hint). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json(await lookUpSeoTarget(db(), request));
}
