import { data } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { ComparePage } from "~/features/offers/offer/compare-page";
import { compareOffers } from "~/features/offers/offer/offer-actions.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/quotes.compare";

/**
 * For the homeowner who asked only: a signed-out visitor signs in first (whatever the id), anyone else signed in
 * is answered as if there were no such request.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const compared = await compareOffers(db(), await requireViewer(request), params.requestId);
  if (!compared) throw data(null, { status: 404 });
  return { compared };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Compare offers: ${loaderData.compared.location}` : "Compare offers") },
    { name: "robots", content: "noindex" },
  ];
}

export default function CompareOffers({ loaderData }: Route.ComponentProps) {
  return <ComparePage compared={loaderData.compared} />;
}
