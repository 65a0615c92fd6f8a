import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { LIMITS } from "~/content/limits";
import type { Executor } from "~/db/client.server";
import { brands, claims, interiorListings, profiles, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { type FormValues, type Refusal, textValues } from "~/features/brands";
import { fieldErrors } from "~/lib/form-fields";
import { queueMail } from "~/services/mail-queue.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { readUploadedFile, UploadError } from "~/services/uploads/checks.server";
import { deletePrivateDocuments, storePrivateDocument } from "~/services/uploads/documents.server";
import { type ClaimSubject, claimOutcomeEmail, claimReceiptEmail, newClaimNoticeEmail } from "./claim-emails";
import { CLAIM_REQUEST_FIELDS, type ClaimRequestInput, claimRequestSchema } from "./claim-schema";
import { type ClaimConflict, claimConflictOf, grantBrand } from "./grant.server";
import { canJoinAsBrand } from "./join-policy.server";
import { ownsBrandByEmail } from "./ownership";

/** How many claim requests one person may have waiting at once (so nobody can hold every brand hostage). */
export const MAX_OPEN_CLAIMS = LIMITS.openClaims.max;

export type ClaimTarget = { kind: "brand" | "listing"; id: string };

export const CLAIM_MESSAGES = {
  notYours:
    "Your account's email doesn't match this brand's email or website on file, so an admin needs to check your claim. Send a claim request below.",
  brandTaken: "This brand has already been claimed by someone else.",
  listingTaken: "This listing has already been claimed by someone else.",
  ownOpen: (kind: string) => `You have already asked to claim this ${kind}. Your claim is waiting for review.`,
  othersOpen: (kind: string) =>
    `Someone else has already asked to claim this ${kind}. Their claim is waiting for review.`,
  tooMany: `You have ${MAX_OPEN_CLAIMS} claims waiting for review. Please wait for an answer before sending another.`,
  signIn: "Please sign in to claim a business.",
} as const;

const conflictMessage = (conflict: ClaimConflict, kind: ClaimTarget["kind"]) =>
  ({
    brand_taken: CLAIM_MESSAGES.brandTaken,
    listing_taken: CLAIM_MESSAGES.listingTaken,
    already_owns_brand: "You already own a brand on Nivasa. Manage it from your Brand Dashboard.",
    claim_open: CLAIM_MESSAGES.othersOpen(kind),
  })[conflict];

const dashboardUrl = () => new URL("/brand-dashboard", config().PUBLIC_URL).toString();

/**
 * Claim Brand, instant path: grants an unclaimed brand to `viewer` at once when their verified account email
 * equals the brand's email on file or is at its website's own domain (ownsBrandByEmail). One transaction:
 * the brand row is locked, granted (grantBrand), and any claim request still open on it is closed — the
 * viewer's own as approved, anyone else's as rejected with a mail telling them. Of two people claiming one brand
 * at once exactly one wins; the other gets 'This brand has already been claimed by someone else.'
 */
export async function claimBrandInstantly(
  database: Executor,
  viewer: Viewer | null,
  brandId: string,
): Promise<{ ok: true } | Refusal> {
  const refusal = await canJoinAsBrand(database, viewer);
  if (refusal || !viewer) return { ok: false, message: refusal ?? CLAIM_MESSAGES.signIn };
  try {
    return await database.transaction(async (tx) => {
      const [brand] = await tx
        .select({ name: brands.brandName, email: brands.email, websiteUrl: brands.websiteUrl })
        .from(brands)
        .where(and(eq(brands.id, brandId), isNull(brands.claimedBy)))
        .for("update");
      if (!brand) return { ok: false as const, message: CLAIM_MESSAGES.brandTaken };
      if (!ownsBrandByEmail(viewer, brand)) return { ok: false as const, message: CLAIM_MESSAGES.notYours };
      await grantBrand(tx, brandId, viewer);
      await closeOpenClaims(tx, viewer, brandId, { kind: "brand", name: brand.name });
      return { ok: true as const };
    });
  } catch (error) {
    const conflict = claimConflictOf(error);
    if (conflict) return { ok: false, message: conflictMessage(conflict, "brand") };
    throw error;
  }
}

/** After an instant grant: the viewer's own open request is approved; anyone else's rejected and told. */
async function closeOpenClaims(tx: Executor, viewer: Viewer, brandId: string, subject: ClaimSubject) {
  const open = and(eq(claims.brandId, brandId), eq(claims.status, "new"));
  await tx
    .update(claims)
    .set({ status: "approved", processedAt: sql`now()`, adminNotes: "Granted at once: verified email matches." })
    .where(and(open, eq(claims.userId, viewer.userId)));
  const closed = await tx
    .update(claims)
    .set({ status: "rejected", processedAt: sql`now()`, adminNotes: "The brand was claimed by its verified owner." })
    .where(and(open, sql`${claims.userId} IS DISTINCT FROM ${viewer.userId}`))
    .returning({ fullName: claims.fullName, userId: claims.userId });
  for (const claim of closed) {
    if (!claim.userId) continue;
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, claim.userId));
    if (account) {
      await queueMail(
        tx,
        claimOutcomeEmail({ email: account.email, name: claim.fullName }, subject, "rejected", dashboardUrl()),
      );
    }
  }
}

/**
 * A claim request for a brand or a listing, waiting for an admin (processClaim). One
 * transaction: the brand or listing row is locked and must still be unclaimed with no open claim; the claim is
 * written; the claimant's receipt and a notice to every admin are queued. `proofKey` is a private document
 * already stored (storePrivateDocument); the caller deletes it when this refuses.
 */
export async function requestClaim(
  database: Executor,
  viewer: Viewer | null,
  target: ClaimTarget,
  input: ClaimRequestInput,
  proofKey: string | null,
): Promise<{ ok: true; claimId: string } | Refusal> {
  if (!viewer) return { ok: false, message: CLAIM_MESSAGES.signIn };
  const refusal = await canJoinAsBrand(database, viewer);
  if (refusal) return { ok: false, message: refusal };
  try {
    return await database.transaction(async (tx) => {
      const subject = await lockUnclaimed(tx, target);
      if (!subject) return { ok: false as const, message: conflictMessage(`${target.kind}_taken`, target.kind) };
      const openClaims = await tx
        .select({ userId: claims.userId })
        .from(claims)
        .where(
          and(
            eq(claims.status, "new"),
            target.kind === "brand" ? eq(claims.brandId, target.id) : eq(claims.listingId, target.id),
          ),
        );
      const open = openClaims[0];
      if (open) {
        const message = open.userId === viewer.userId ? CLAIM_MESSAGES.ownOpen : CLAIM_MESSAGES.othersOpen;
        return { ok: false as const, message: message(target.kind) };
      }
      const [mine] = await tx
        .select({ n: count() })
        .from(claims)
        .where(and(eq(claims.userId, viewer.userId), eq(claims.status, "new")));
      if ((mine?.n ?? 0) >= MAX_OPEN_CLAIMS) return { ok: false as const, message: CLAIM_MESSAGES.tooMany };
      const [claim] = await tx
        .insert(claims)
        .values({
          ...input,
          brandId: target.kind === "brand" ? target.id : null,
          listingId: target.kind === "listing" ? target.id : null,
          userId: viewer.userId,
          businessProofUrl: proofKey,
        })
        .returning({ id: claims.id });
      if (!claim) throw new Error("claim not inserted");
      await mailAboutNewClaim(tx, viewer, input.fullName, subject);
      return { ok: true as const, claimId: claim.id };
    });
  } catch (error) {
    const conflict = claimConflictOf(error);
    if (conflict) return { ok: false, message: conflictMessage(conflict, target.kind) };
    throw error;
  }
}

/** The unclaimed brand or listing, row-locked until the transaction ends; null when it is claimed or gone. */
async function lockUnclaimed(tx: Executor, target: ClaimTarget): Promise<ClaimSubject | null> {
  const [row] =
    target.kind === "brand"
      ? await tx
          .select({ name: brands.brandName })
          .from(brands)
          .where(and(eq(brands.id, target.id), isNull(brands.claimedBy)))
          .for("update")
      : await tx
          .select({ name: interiorListings.name })
          .from(interiorListings)
          .where(and(eq(interiorListings.id, target.id), isNull(interiorListings.claimedBy)))
          .for("update");
  return row ? { kind: target.kind, name: row.name } : null;
}

async function mailAboutNewClaim(tx: Executor, viewer: Viewer, fullName: string, subject: ClaimSubject) {
  const claimant = { email: viewer.email, name: fullName };
  await queueMail(tx, claimReceiptEmail(claimant, subject, dashboardUrl()));
  const admins = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(profiles.role, "admin"), ne(users.id, viewer.userId)));
  const reviewUrl = new URL("/admin/claims", config().PUBLIC_URL).toString();
  for (const admin of admins) await queueMail(tx, newClaimNoticeEmail(admin, claimant, subject, reviewUrl));
}

/** The form field of the optional business-proof document. */
export const PROOF_FIELD = "proof";

/**
 * The claim request form as posted (multipart): fields checked with claimRequestSchema, the optional proof
 * document checked by its content and stored privately, then requestClaim. A refusal carries the typed values
 * back; the stored document is deleted again when the claim is refused.
 */
export async function submitClaimRequest(
  database: Executor,
  viewer: Viewer | null,
  target: ClaimTarget,
  form: FormData,
  documents: ObjectStorage,
): Promise<{ ok: true; claimId: string } | (Refusal & { values: FormValues })> {
  const values = textValues(form, CLAIM_REQUEST_FIELDS);
  const parsed = claimRequestSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: "", fieldErrors: fieldErrors(parsed.error), values };
  let proofKey: string | null = null;
  const file = form.get(PROOF_FIELD);
  if (file instanceof File && file.size > 0) {
    try {
      proofKey = (await storePrivateDocument(documents, "claims", await readUploadedFile(form, PROOF_FIELD))).key;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return { ok: false, message: "", fieldErrors: { [PROOF_FIELD]: error.message }, values };
    }
  }
  try {
    const result = await requestClaim(database, viewer, target, parsed.data, proofKey);
    if (!result.ok && proofKey) await deletePrivateDocuments(documents, [proofKey]);
    return result.ok ? result : { ...result, values };
  } catch (error) {
    if (proofKey) await deletePrivateDocuments(documents, [proofKey]);
    throw error;
  }
}
