import { ownedBrandOf } from "~/features/brands/brand-access.server";
import type { Route } from "./+types/brand-dashboard._index";

/** The Portfolio tab. Without a brand the layout shows 'Join as a Brand' and this renders nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const { brand } = await ownedBrandOf(request);
  return { brandId: brand?.id ?? null };
}

export default function PortfolioTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData.brandId) return null;
  return <h2 className="text-xl font-semibold">Portfolio</h2>;
}
