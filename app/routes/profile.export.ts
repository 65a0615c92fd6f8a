import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { personalDataDownload } from "~/features/personal-data/export.server";
import type { Route } from "./+types/profile.export";

/** The signed-in viewer's own data as one JSON download; a visitor is sent to sign in first. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return personalDataDownload(db(), viewer.userId);
}
