import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { findOwnedBrand } from "~/features/brands/brand-access.server";
import { uploadPortfolioImageJson } from "~/features/brands/portfolio/portfolio-actions.server";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard.images";

/** POST one portfolio image (the dashboard's script, one request per file); answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const brand = viewer ? await findOwnedBrand(db(), viewer.userId) : null;
  return uploadPortfolioImageJson(db(), storage(), request, viewer, brand);
}
