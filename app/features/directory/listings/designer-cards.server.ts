import type { RouterContextProvider } from "react-router";
import { renderIsland } from "~/ui/static-island.server";
import { type DesignerCardsIsland, designerCardItem } from "../cards/designer-card";
import type { DesignerListing } from "./listing.server";
import type { DesignerResultsData } from "./listing-queries.server";

/** A listing page's results with its cards as a static island instead of their data. */
export interface DesignerCardsResults {
  listing: Omit<DesignerListing, "designers">;
  cards: DesignerCardsIsland;
}

/**
 * For a listing page's loader: its designer cards rendered (each once per distinct card data, see
 * lib/static-island.server.tsx) into the island StaticDesignerGrid shows, in place of their data.
 */
export function designerCardsResults(
  request: Request,
  context: Readonly<RouterContextProvider>,
  results: DesignerResultsData,
  quoteLocation?: string,
): DesignerCardsResults {
  const { designers, ...listing } = results.listing;
  const parts = designers.map((designer) => {
    const favourite = { signedIn: results.signedIn, saved: results.favouriteIds.includes(designer.id) };
    return {
      key: JSON.stringify(["designer-card", designer, favourite, quoteLocation ?? null]),
      element: () => designerCardItem(designer, favourite, quoteLocation),
    };
  });
  return {
    listing,
    cards: {
      island: renderIsland(request, context, "designer-cards", parts),
      count: designers.length,
      unverified: designers.some((designer) => !designer.isVerified),
    },
  };
}
