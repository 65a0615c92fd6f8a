import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import type { Route } from "./+types/brand-dashboard.reviews";

export async function loader({ request }: Route.LoaderArgs) {
  const { brand } = await requireOwnedBrand(request);
  return { brandId: brand.id };
}

export default function ReviewsTab() {
  return <h2 className="text-xl font-semibold">Reviews</h2>;
}
