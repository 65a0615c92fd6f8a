import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { offerPdfResponse } from "~/features/offers/offer/offer-pdf.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/brand-dashboard.lead-offer-pdf";

/** An offer in a lead's thread as a PDF, for the owner of the brand the lead went to only: a signed-out visitor signs in first (for any id); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await offerPdfResponse(
    db(),
    await requireViewer(request),
    { side: "brand", leadId: params.leadId },
    params.offerId,
  );
  return response ?? privateNotFound();
}
