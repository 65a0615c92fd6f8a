import { db } from "~/db/client.server";
import { ownedBrandOf, requireOwnedBrand } from "~/features/brands/brand-access.server";
import { loadMyListings } from "~/features/listings/my-listings.server";
import { myListingsAction } from "~/features/listings/my-listings-actions.server";
import { MyListingsTab } from "~/features/listings/my-listings-tab";
import type { Route } from "./+types/brand-dashboard.listings";

/** My Listings. Without a brand the layout shows 'Join as a Brand' and this renders nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, brand } = await ownedBrandOf(request);
  if (!brand) return { listings: null, adding: false };
  const params = new URL(request.url).searchParams;
  return { listings: await loadMyListings(db(), viewer, params.get("edit")), adding: params.has("add") };
}

export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireOwnedBrand(request);
  return myListingsAction(db(), request, viewer);
}

export default function ListingsTabRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.listings) return null;
  return <MyListingsTab data={loaderData.listings} adding={loaderData.adding} actionData={actionData} />;
}
