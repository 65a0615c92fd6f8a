import { db } from "~/db/client.server";
import { getViewer } from "~/features/auth/viewer.server";
import { offerPdfResponse } from "~/features/offers/offer/offer-pdf.server";
import { privateNotFound } from "~/server/http/cache-control";
import type { Route } from "./+types/quotes.offer-pdf";

/** An offer on one of a quote request's threads as a PDF, for the homeowner who asked only; 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await offerPdfResponse(
    db(),
    await getViewer(request),
    { side: "homeowner", requestId: params.requestId },
    params.offerId,
  );
  return response ?? privateNotFound();
}
