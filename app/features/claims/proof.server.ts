import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { claims } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { privateDocumentResponse } from "~/services/uploads/documents.server";

/** Policy: a claim's proof document is for the person who sent it and for admins. */
export function canViewClaimProof(viewer: Viewer | null, claim: { userId: string | null }): boolean {
  if (!viewer) return false;
  return viewer.role === "admin" || (claim.userId !== null && claim.userId === viewer.userId);
}

/**
 * The proof document of a claim as a private, sandboxed response; null (answer 404) when the claim, its document
 * or the viewer's right to see it is missing — a stranger can't tell which.
 */
export async function claimProofResponse(
  database: Executor,
  viewer: Viewer | null,
  claimId: string,
  documents: ObjectStorage,
): Promise<Response | null> {
  if (!z.uuid().safeParse(claimId).success) return null;
  const [claim] = await database
    .select({ userId: claims.userId, proof: claims.businessProofUrl })
    .from(claims)
    .where(eq(claims.id, claimId));
  if (!claim?.proof || !canViewClaimProof(viewer, claim)) return null;
  return privateDocumentResponse(documents, claim.proof);
}
