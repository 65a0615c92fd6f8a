import { db } from "~/db/client.server";
import { getViewer, signInRedirect } from "~/features/auth/viewer.server";
import { claimProofResponse } from "~/features/claims/proof.server";
import { privateNotFound } from "~/server/http/page-cache/cache-control";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/claim-proof";

/** A claim's business-proof document, for its claimant and admins only; never a public URL. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) throw signInRedirect(request);
  const response = await claimProofResponse(db(), viewer, params.claimId, storage());
  return response ?? privateNotFound();
}
