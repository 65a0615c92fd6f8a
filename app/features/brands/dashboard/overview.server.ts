import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import type { OwnedBrand } from "~/features/brands/brand-access.server";

/** The dashboard's header: welcome line and stat cards (issue 12 fills the stats). */
export interface DashboardOverview {
  brand: OwnedBrand;
  welcomeName: string;
}

export async function loadDashboardOverview(
  _database: Executor,
  viewer: Viewer,
  brand: OwnedBrand,
): Promise<DashboardOverview> {
  return { brand, welcomeName: viewer.fullName || "Brand Owner" };
}
