import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { requireOwnedBrand } from "~/features/brands/brand-access.server";
import { loadPortfolioTab } from "~/features/brands/portfolio/portfolio.server";
import { portfolioAction } from "~/features/brands/portfolio/portfolio-actions.server";
import { PortfolioTab } from "~/features/brands/portfolio/portfolio-tab";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/brand-dashboard._index";

/** The Portfolio tab. Without a brand the layout shows 'Join as a Brand' and this renders nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { portfolio: await loadPortfolioTab(db(), viewer.userId, new URL(request.url).searchParams) };
}

export async function action({ request }: Route.ActionArgs) {
  const { viewer, brand } = await requireOwnedBrand(request);
  return portfolioAction(db(), storage(), request, viewer, brand);
}

export default function PortfolioTabRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.portfolio) return null;
  return <PortfolioTab data={loaderData.portfolio} actionData={actionData} />;
}
