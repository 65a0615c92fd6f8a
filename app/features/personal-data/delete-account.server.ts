import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Executor, Tx } from "~/db/client.server";
import {
  brands,
  claims,
  imageLikes,
  interiorListings,
  leadMessageAttachments,
  leadMessages,
  portfolioImages,
  profiles,
  quoteRequests,
  reviews,
  users,
  verifications,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { ratingFromReviews } from "~/features/reviews/reviews.api.server";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "~/services/audit.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { DELETE_ACCOUNT_MESSAGES } from "./delete-account-form";

export type DeleteAccountResult = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

/** Role changes take this lock too, so two admins can't both delete themselves (or demote each other) at once. */
const lockRoles = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('profiles.role'))`);

/** The last admin may not delete their account: the site would be left without one. */
export async function isLastAdmin(db: Executor, userId: string): Promise<boolean> {
  const [profile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  if (profile?.role !== "admin") return false;
  const [admins] = await db.select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
  return (admins?.n ?? 0) <= 1;
}

/** The account's private files (claim proofs, files it attached to messages), with their rows gone. */
async function removePrivateFileRows(tx: Tx, userId: string): Promise<string[]> {
  const proofs = await tx.delete(claims).where(eq(claims.userId, userId)).returning({ key: claims.businessProofUrl });
  const ownMessages = tx.select({ id: leadMessages.id }).from(leadMessages).where(eq(leadMessages.authorId, userId));
  const attachments = await tx
    .delete(leadMessageAttachments)
    .where(inArray(leadMessageAttachments.messageId, ownMessages))
    .returning({ key: leadMessageAttachments.storageKey });
  return [...proofs, ...attachments].flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Quote requests lose who made them (name, phone, email, address) and close, so designers stop writing to
 * nobody; the threads keep their messages, shown as from "a deleted user".
 */
async function anonymizeQuoteRequests(tx: Tx, userId: string): Promise<number> {
  const mine = eq(quoteRequests.userId, userId);
  await tx
    .update(quoteRequests)
    .set({ closedAt: sql`now()`, closeReason: "no_longer_needed" })
    .where(and(mine, isNull(quoteRequests.closedAt)));
  const anonymized = await tx
    .update(quoteRequests)
    .set({ name: null, phone: null, email: null, ipAddress: null, anonymizedAt: sql`now()` })
    .where(mine)
    .returning({ id: quoteRequests.id });
  return anonymized.length;
}

/** A brand or listing the account owned is unclaimed again: its page and portfolio stay for a new owner. */
async function releaseOwnership(tx: Tx, userId: string): Promise<string[]> {
  const released = await tx
    .update(brands)
    .set({ claimedBy: null, claimedAt: null, updatedAt: sql`now()` })
    .where(eq(brands.claimedBy, userId))
    .returning({ slug: brands.slug });
  await tx
    .update(interiorListings)
    .set({ claimedBy: null, status: "unclaimed" })
    .where(eq(interiorListings.claimedBy, userId));
  return released.map((brand) => brand.slug);
}

/** Likes go with their counts; reviews go and their brands' ratings are computed again without them. */
async function removeActivity(tx: Tx, userId: string): Promise<number> {
  const unliked = await tx
    .delete(imageLikes)
    .where(eq(imageLikes.userId, userId))
    .returning({ imageId: imageLikes.imageId });
  if (unliked.length) {
    await tx
      .update(portfolioImages)
      .set({ likesCount: sql`GREATEST(${portfolioImages.likesCount} - 1, 0)` })
      .where(
        inArray(
          portfolioImages.id,
          unliked.map((like) => like.imageId),
        ),
      );
  }
  const removed = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ brandId: reviews.brandId });
  const reviewed = [...new Set(removed.map((review) => review.brandId))];
  if (reviewed.length) {
    await tx
      .update(brands)
      .set({ ...ratingFromReviews(brands.id), updatedAt: sql`now()` })
      .where(inArray(brands.id, reviewed));
  }
  return removed.length;
}

/**
 * Deletes the signed-in viewer's own account once they typed its email, in one transaction with its audit
 * row: the account with its sessions, profile, favourites and likes; reviews; claims; quote requests made
 * anonymous; owned brands released. Private files are removed from the store after the commit.
 */
export async function deleteAccount(
  db: Db,
  documents: ObjectStorage,
  viewer: Viewer,
  typedEmail: string,
): Promise<DeleteAccountResult> {
  if (typedEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    return { ok: false, status: 400, message: DELETE_ACCOUNT_MESSAGES.emailMismatch };
  }
  const outcome = await db.transaction(async (tx): Promise<DeleteAccountResult | { ok: true; files: string[] }> => {
    await lockRoles(tx);
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, viewer.userId))
      .for("update");
    if (!account) return { ok: false, status: 404, message: DELETE_ACCOUNT_MESSAGES.gone };
    if (await isLastAdmin(tx, viewer.userId)) {
      return { ok: false, status: 409, message: DELETE_ACCOUNT_MESSAGES.lastAdmin };
    }
    const files = await removePrivateFileRows(tx, viewer.userId);
    const quoteRequestsAnonymized = await anonymizeQuoteRequests(tx, viewer.userId);
    const brandsReleased = await releaseOwnership(tx, viewer.userId);
    const reviewsRemoved = await removeActivity(tx, viewer.userId);
    // Sign-in links and password resets still waiting for this account.
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, viewer.userId),
          sql`position(${`"email":${JSON.stringify(account.email)}`} in ${verifications.value}) > 0`,
        ),
      );
    await recordAudit(tx, {
      actor: { userId: viewer.userId, email: account.email },
      action: "account.delete",
      targetType: "user",
      targetId: viewer.userId,
      before: {
        role: viewer.role,
        brandsReleased,
        reviewsRemoved,
        quoteRequestsAnonymized,
        privateFiles: files.length,
      },
    });
    // Sessions, sign-in methods, the profile, a brand profile and favourites go with the user row.
    await tx.delete(users).where(eq(users.id, viewer.userId));
    return { ok: true, files };
  });
  if (!outcome.ok) return outcome;
  if ("files" in outcome && outcome.files.length) {
    await documents.remove("private", outcome.files).catch((error: unknown) => {
      // The rows are gone already: a file left behind is named for the operator to remove by hand.
      logger().error(
        { err: error, keys: outcome.files },
        "[personal-data] private files of a deleted account not removed",
      );
    });
  }
  return { ok: true };
}
