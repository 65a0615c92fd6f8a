import { and, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { CLAIM_REVIEW_MESSAGES } from "~/content/onboarding";
import type { Executor } from "~/db/client.server";
import { brands, claims, interiorListings, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { recordAudit } from "~/services/audit.server";
import { queueMail } from "~/services/mail-queue.server";
import { type ClaimSubject, claimOutcomeEmail } from "./claim-emails";
import { type ProcessClaimInput, processClaimSchema } from "./claim-schema";
import { type ClaimConflict, claimConflictOf, grantBrand, grantListing } from "./grant.server";

export type { ProcessClaimInput } from "./claim-schema";

export type ProcessClaimResult =
  | { ok: true; status: "approved" | "rejected"; title: string; message: string }
  | {
      ok: false;
      reason: "forbidden" | "invalid" | "not_found" | "already_processed" | "conflict";
      message: string;
    };

/** Policy: only admins review claims. */
export function canProcessClaims(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === "admin";
}

const CONFLICT_MESSAGES: Record<ClaimConflict, string> = {
  brand_taken: "This brand has already been claimed by someone else.",
  already_owns_brand: "The claimant already owns a brand. A user can own one brand.",
  listing_taken: "This listing has already been claimed by someone else.",
  claim_open: "Another claim for this business is open.",
};

class ClaimNotOpenError extends Error {}
class ClaimantGoneError extends Error {}

/**
 * Approves or rejects a claim that is still `new`, in one transaction:
 * - the claim gets its status, admin_notes, processed_at and processed_by (a conditional update, so of two
 *   admins at once exactly one wins; the other gets 'This claim has already been {status}.');
 * - approve a listing claim → the listing verified (status verified, verified_at) and owned by the claimant;
 *   approve a brand claim → the brand granted to the claimant (grantBrand: role, brand_profiles, claimed_by);
 *   reject → nothing else changes, and the brand or listing is claimable again;
 * - an audit row (`claim.approve` / `claim.reject`) and the claimant's outcome mail, queued in the same
 *   transaction.
 * Never throws for a refusal: `ok: false` carries the reason and a message to show
 * ('Error processing claim' with it). `admin` is checked here too (canProcessClaims).
 */
export async function processClaim(
  database: Executor,
  admin: Viewer | null,
  input: ProcessClaimInput,
): Promise<ProcessClaimResult> {
  if (!canProcessClaims(admin)) return { ok: false, reason: "forbidden", message: "Only admins can process claims." };
  const parsed = processClaimSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", message: parsed.error.issues[0]?.message ?? "" };
  const { claimId, decision, adminNotes } = parsed.data;
  const status = decision === "approve" ? "approved" : "rejected";
  try {
    await database.transaction(async (tx) => {
      const [claim] = await tx
        .update(claims)
        .set({ status, adminNotes, processedAt: sql`now()`, processedBy: admin.userId })
        .where(and(eq(claims.id, claimId), eq(claims.status, "new")))
        .returning({
          brandId: claims.brandId,
          listingId: claims.listingId,
          userId: claims.userId,
          fullName: claims.fullName,
          businessName: claims.businessName,
          email: claims.email,
        });
      if (!claim) throw new ClaimNotOpenError();
      const account = claim.userId ? await accountOf(tx, claim.userId) : null;
      if (decision === "approve") {
        if (!account) throw new ClaimantGoneError();
        const claimant = { userId: account.id, fullName: claim.fullName, email: claim.email };
        if (claim.brandId) await grantBrand(tx, claim.brandId, claimant, claim.businessName);
        else if (claim.listingId) await grantListing(tx, claim.listingId, account.id);
      }
      await recordAudit(tx, {
        actor: { userId: admin.userId, email: admin.email },
        action: decision === "approve" ? "claim.approve" : "claim.reject",
        targetType: "claim",
        targetId: claimId,
        before: { status: "new", adminNotes: null },
        after: { status, adminNotes },
      });
      if (account) {
        const subject = await subjectOf(tx, claim);
        const dashboardUrl = new URL("/brand-dashboard", config().PUBLIC_URL).toString();
        await queueMail(
          tx,
          claimOutcomeEmail({ email: account.email, name: claim.fullName }, subject, status, dashboardUrl),
        );
      }
    });
  } catch (error) {
    return refusalFor(database, claimId, error);
  }
  const title = status === "approved" ? CLAIM_REVIEW_MESSAGES.approvedTitle : CLAIM_REVIEW_MESSAGES.rejectedTitle;
  return { ok: true, status, title, message: CLAIM_REVIEW_MESSAGES.done(status) };
}

async function refusalFor(database: Executor, claimId: string, error: unknown): Promise<ProcessClaimResult> {
  if (error instanceof ClaimNotOpenError) {
    const [claim] = await database.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
    if (!claim) return { ok: false, reason: "not_found", message: "Claim not found." };
    return { ok: false, reason: "already_processed", message: CLAIM_REVIEW_MESSAGES.alreadyProcessed(claim.status) };
  }
  if (error instanceof ClaimantGoneError) {
    return { ok: false, reason: "conflict", message: "The claimant's account no longer exists: reject the claim." };
  }
  const conflict = claimConflictOf(error);
  if (conflict) return { ok: false, reason: "conflict", message: CONFLICT_MESSAGES[conflict] };
  throw error;
}

async function accountOf(tx: Executor, userId: string) {
  const [account] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return account ?? null;
}

/** The brand or listing a claim is for, by name. */
export async function subjectOf(
  tx: Executor,
  claim: { brandId: string | null; listingId: string | null },
): Promise<ClaimSubject> {
  if (claim.brandId) {
    const [brand] = await tx.select({ name: brands.brandName }).from(brands).where(eq(brands.id, claim.brandId));
    return { kind: "brand", name: brand?.name ?? "your business" };
  }
  const [listing] = claim.listingId
    ? await tx
        .select({ name: interiorListings.name })
        .from(interiorListings)
        .where(eq(interiorListings.id, claim.listingId))
    : [];
  return { kind: "listing", name: listing?.name ?? "your business" };
}
