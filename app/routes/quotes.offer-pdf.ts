import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { offerPdfResponse } from "~/features/offers/offer/offer-pdf.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import type { Route } from "./+types/quotes.offer-pdf";

/** An offer on one of a quote request's threads as a PDF, for the homeowner who asked only: a signed-out visitor signs in first (for any id); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await offerPdfResponse(
    db(),
    await requireViewer(request),
    { side: "homeowner", requestId: params.requestId },
    params.offerId,
  );
  return response ?? privateNotFound();
}
