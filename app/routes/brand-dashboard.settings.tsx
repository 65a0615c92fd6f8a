import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import type { Route } from "./+types/brand-dashboard.settings";

export async function loader({ request }: Route.LoaderArgs) {
  const { brand } = await requireOwnedBrand(request);
  return { brandId: brand.id };
}

export default function SettingsTab() {
  return <h2 className="text-xl font-semibold">Profile Settings</h2>;
}
