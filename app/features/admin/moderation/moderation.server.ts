import { and, desc, eq, inArray, isNull, not, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import type { Executor, Tx } from "~/db/client.server";
import { brands, portfolioImages, users } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { portfolioImageColumns } from "~/features/brands/brands.api.server";
import { type AuditActor, type AuditEntry, recordAudit } from "~/services/audit.server";
import { greet, renderEmail } from "~/services/email-layout";
import { queueMail } from "~/services/mail-queue.server";
import { purgePublicPages } from "~/services/public-pages.server";
import { type AdminResult, adminActor, NOT_ADMIN, refused } from "../admin-access.server";
import { choiceField, type Paged, pageField, pageWindow } from "../list-query";
import { listReportedMessages, type ReportQueue, reportActionSchemas, settleReport } from "./message-reports.server";
import { type LatestReview, latestReviews, removeReviewAsAdmin, reviewActionSchemas } from "./review-removal.server";

/** Images per moderation page: what "bulk approve a page" approves at most. */
export const MODERATION_PAGE_SIZE = 24;
export const MODERATION_VIEWS = ["pending", "approved", "rejected"] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
export const REJECTION_REASON_MAX = 500;

export const moderationQuerySchema = z.object({
  view: choiceField(MODERATION_VIEWS).transform((v) => v ?? "pending"),
  page: pageField,
});

const imageId = z.uuid({ error: "Choose an image." });

/** Approve posts `imageIds`: one image, or every image of a page (bulk approve). */
export const approveImagesSchema = z.object({
  imageIds: z
    .array(imageId)
    .min(1, "Choose an image.")
    .max(MODERATION_PAGE_SIZE, "Approve at most one page of images at a time."),
});
/** The moderation form's fields that may be sent several times. */
export const MODERATION_LIST_FIELDS = ["imageIds"] as const;
export const rejectImageSchema = z.object({
  imageId,
  reason: z
    .string({ error: "Please give a reason for the brand." })
    .trim()
    .min(1, "Please give a reason for the brand.")
    .max(REJECTION_REASON_MAX, `Keep the reason under ${REJECTION_REASON_MAX} characters.`),
});
export const featureImageSchema = z.object({
  imageId,
  featured: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/**
 * What the moderation page posts (images, reported messages, reviews): one form per button, told apart by
 * `intent`.
 */
export const moderationActionSchema = z.discriminatedUnion(
  "intent",
  [
    approveImagesSchema.extend({ intent: z.literal("approve") }),
    rejectImageSchema.extend({ intent: z.literal("reject") }),
    featureImageSchema.extend({ intent: z.literal("feature") }),
    ...reportActionSchemas,
    ...reviewActionSchemas,
  ],
  { error: "Unknown moderation action." },
);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** Runs the posted moderation action. */
export function moderate(db: Executor, viewer: Viewer | null, input: ModerationAction): Promise<AdminResult> {
  switch (input.intent) {
    case "approve":
      return approveImages(db, viewer, input);
    case "reject":
      return rejectImage(db, viewer, input);
    case "feature":
      return setImageFeatured(db, viewer, input);
    case "hide-message":
    case "suspend-sender":
    case "dismiss-report":
      return settleReport(db, viewer, input);
    case "remove-review":
      return removeReviewAsAdmin(db, viewer, input);
  }
}

const STATE: Record<ModerationView, SQL> = {
  pending: sql`not ${portfolioImages.isApproved} and ${portfolioImages.rejectedAt} is null`,
  approved: sql`${portfolioImages.isApproved}`,
  rejected: sql`${portfolioImages.rejectedAt} is not null`,
};

export interface ModerationImage {
  id: string;
  url: string;
  width: number;
  height: number;
  title: string;
  description: string | null;
  roomType: string;
  designStyle: string | null;
  colorPalette: string | null;
  spaceSize: string | null;
  layoutType: string | null;
  projectCostRange: string | null;
  projectLocation: string | null;
  designElements: string[];
  isApproved: boolean;
  isFeatured: boolean;
  rejected: boolean;
  rejectionReason: string | null;
  createdAt: string;
  brand: { id: string; name: string; slug: string; isVerified: boolean };
}

export interface ModerationPage extends Paged<ModerationImage> {
  counts: Record<ModerationView, number>;
}

/**
 * One page of images in a moderation state, newest first (pending uses portfolio_images_pending_idx), with
 * how many images each state holds. The page groups them by brand.
 */
export async function listModerationImages(
  db: Executor,
  query: { view: ModerationView; page: number },
): Promise<ModerationPage> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${STATE.pending})::int`,
      approved: sql<number>`count(*) filter (where ${STATE.approved})::int`,
      rejected: sql<number>`count(*) filter (where ${STATE.rejected})::int`,
    })
    .from(portfolioImages);
  const total = counts?.[query.view] ?? 0;
  const window = pageWindow(query.page, total);
  const rows = await db
    .select({
      ...portfolioImageColumns,
      isFeatured: portfolioImages.isFeatured,
      rejected: sql<boolean>`${portfolioImages.rejectedAt} is not null`,
      brandId: brands.id,
      brandName: brands.brandName,
      brandSlug: brands.slug,
      brandVerified: brands.isVerified,
    })
    .from(portfolioImages)
    .innerJoin(brands, eq(brands.id, portfolioImages.brandId))
    .where(STATE[query.view])
    .orderBy(desc(portfolioImages.createdAt), desc(portfolioImages.id))
    .limit(MODERATION_PAGE_SIZE)
    .offset((window.page - 1) * MODERATION_PAGE_SIZE);
  return {
    rows: rows.map(({ brandId, brandName, brandSlug, brandVerified, createdAt, ...image }) => ({
      ...image,
      createdAt: createdAt.toISOString(),
      brand: { id: brandId, name: brandName, slug: brandSlug, isVerified: brandVerified },
    })),
    total,
    page: window.page,
    totalPages: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)),
    counts: counts ?? { pending: 0, approved: 0, rejected: 0 },
  };
}

/** The moderation page: the reported messages waiting, one page of images in the chosen state, the latest reviews. */
export async function moderationPage(
  db: Executor,
  query: { view: ModerationView; page: number },
): Promise<{ list: ModerationPage; view: ModerationView; reports: ReportQueue; reviews: LatestReview[] }> {
  const [list, reports, reviews] = await Promise.all([
    listModerationImages(db, query),
    listReportedMessages(db),
    latestReviews(db),
  ]);
  return { list, view: query.view, reports, reviews };
}

/** Approves images (one, or a page at once) that aren't approved yet, a rejected one included. */
export async function approveImages(
  db: Executor,
  viewer: Viewer | null,
  input: { imageIds: string[] },
): Promise<AdminResult<{ approved: number }>> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const approved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(portfolioImages)
      .set({ isApproved: true, rejectedAt: null, rejectionReason: null, moderatedBy: actor.userId })
      .where(and(inArray(portfolioImages.id, input.imageIds), not(portfolioImages.isApproved)))
      .returning({ id: portfolioImages.id });
    for (const row of rows) {
      await recordAudit(tx, {
        actor,
        action: "image.approve",
        targetType: "image",
        targetId: row.id,
        before: { isApproved: false },
        after: { isApproved: true },
      });
    }
    return rows.length;
  });
  if (approved === 0) return refused(409, "Those images are already approved.");
  purgePublicPages(db);
  const message = approved === 1 ? "Image approved." : `${approved} images approved.`;
  return { ok: true, message, approved };
}

/** Rejects an image (pending, or approved and taken down) with a reason the brand owner is emailed. */
export async function rejectImage(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof rejectImageSchema>,
  publicUrl: string = config().PUBLIC_URL,
): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const result = await db.transaction(async (tx): Promise<AdminResult> => {
    const [image] = await tx
      .update(portfolioImages)
      .set({
        isApproved: false,
        isFeatured: false,
        rejectedAt: sql`now()`,
        rejectionReason: input.reason,
        moderatedBy: actor.userId,
      })
      .where(and(eq(portfolioImages.id, input.imageId), isNull(portfolioImages.rejectedAt)))
      .returning({ id: portfolioImages.id, title: portfolioImages.title, brandId: portfolioImages.brandId });
    if (!image) return imageMissingOr(tx, input.imageId, "This image has already been rejected.");
    await recordAudit(tx, {
      actor,
      action: "image.reject",
      targetType: "image",
      targetId: image.id,
      before: { rejectionReason: null },
      after: { rejectionReason: input.reason },
    });
    await mailRejection(tx, image, input.reason, publicUrl);
    return { ok: true, message: "Image rejected. The brand has been emailed the reason." };
  });
  if (result.ok) purgePublicPages(db);
  return result;
}

/** Features or unfeatures an image: featured approved images make the gallery's Featured Designs. */
export async function setImageFeatured(
  db: Executor,
  viewer: Viewer | null,
  input: z.infer<typeof featureImageSchema>,
): Promise<AdminResult> {
  const actor = adminActor(viewer);
  if (!actor) return NOT_ADMIN;
  const result = await db.transaction(async (tx): Promise<AdminResult> => {
    const [image] = await tx
      .update(portfolioImages)
      .set({ isFeatured: input.featured, moderatedBy: actor.userId })
      .where(
        and(
          eq(portfolioImages.id, input.imageId),
          eq(portfolioImages.isFeatured, !input.featured),
          input.featured ? isNull(portfolioImages.rejectedAt) : undefined,
        ),
      )
      .returning({ id: portfolioImages.id, isApproved: portfolioImages.isApproved });
    if (!image) {
      const already = input.featured
        ? "This image is already featured, or was rejected."
        : "This image isn't featured.";
      return imageMissingOr(tx, input.imageId, already);
    }
    await recordAudit(tx, auditFeature(actor, image.id, input.featured));
    const message = input.featured
      ? image.isApproved
        ? "Image featured."
        : "Image featured: it shows in Featured Designs once approved."
      : "Image no longer featured.";
    return { ok: true, message };
  });
  if (result.ok) purgePublicPages(db);
  return result;
}

function auditFeature(actor: AuditActor, id: string, featured: boolean): AuditEntry {
  return {
    actor,
    action: featured ? "image.feature" : "image.unfeature",
    targetType: "image",
    targetId: id,
    before: { isFeatured: !featured },
    after: { isFeatured: featured },
  };
}

/** 404 when the image doesn't exist, else 409 with `already`. */
async function imageMissingOr(tx: Tx, id: string, already: string): Promise<AdminResult> {
  const [row] = await tx
    .select({ id: portfolioImages.id })
    .from(portfolioImages)
    .where(eq(portfolioImages.id, id))
    .limit(1);
  return row ? refused(409, already) : refused(404, "This image no longer exists.");
}

/** The rejection email, to the owner's account (or the brand's own address while nobody has claimed it). */
async function mailRejection(
  tx: Tx,
  image: { title: string; brandId: string },
  reason: string,
  publicUrl: string,
): Promise<void> {
  const [brand] = await tx
    .select({ brandName: brands.brandName, ownerName: users.name, ownerEmail: users.email, brandEmail: brands.email })
    .from(brands)
    .leftJoin(users, eq(users.id, brands.claimedBy))
    .where(eq(brands.id, image.brandId));
  const to = brand?.ownerEmail ?? brand?.brandEmail;
  if (!brand || !to) return;
  await queueMail(
    tx,
    renderEmail({
      to,
      subject: `Your portfolio image “${image.title}” was not approved — Nivasa`,
      greeting: greet(brand.ownerName ?? brand.brandName),
      paragraphs: [
        `We reviewed “${image.title}” from ${brand.brandName}'s portfolio and could not publish it.`,
        `Reason: ${reason}`,
        "You can upload a new image from your brand dashboard; it will be reviewed again.",
      ],
      action: { label: "Open your portfolio", url: new URL("/brand-dashboard", publicUrl).toString() },
      footnote: "Only approved images appear on Nivasa. Reply to this email if you have questions.",
    }),
  );
}
