import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { PORTFOLIO_COPY } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import { portfolioImages } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import { canEditBrand, canEditImage } from "~/features/brands/brand-access.server";
import { logger } from "~/lib/logger.server";
import { clampPage } from "~/lib/pager";
import { purgePublicPages } from "~/services/public-pages.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { UploadError } from "~/services/uploads/checks.server";
import { deleteStoredImage, withStoredImage } from "~/services/uploads/images.server";
import { portfolioImageColumns } from "./image-columns.server";
import { type ImageDetails, type ImageDetailsField, parseImageDetails } from "./portfolio-schema";

export type ImageStatus = "pending" | "approved" | "rejected";

/** A portfolio image as its owner sees it on the dashboard: every field, whatever its moderation state. */
export interface DashboardImage extends ImageDetails {
  id: string;
  url: string;
  width: number;
  height: number;
  status: ImageStatus;
  rejectionReason: string | null;
  likesCount: number;
  viewsCount: number;
  createdAt: string;
}

export const DASHBOARD_IMAGES_PAGE_SIZE = 24;

/** The outcome of a portfolio command: what changed, or why nothing did. */
export type PortfolioResult<T = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      status: 400 | 403 | 404;
      message?: string;
      fieldErrors?: Partial<Record<ImageDetailsField | "file", string>>;
    };

const forbidden = { ok: false, status: 403, message: PORTFOLIO_COPY.notYours } as const;
const gone = { ok: false, status: 404, message: PORTFOLIO_COPY.notFound } as const;
/** An image id from a form: anything but a UUID names no image. */
const isImageId = (imageId: string) => z.guid().safeParse(imageId).success;

const dashboardColumns = {
  ...portfolioImageColumns,
  rejectedAt: portfolioImages.rejectedAt,
  likesCount: portfolioImages.likesCount,
  viewsCount: portfolioImages.viewsCount,
};

type ImageRow = Omit<typeof portfolioImages.$inferSelect, "imageUrl" | "brandId" | "isFeatured" | "moderatedBy"> & {
  url: string;
};

function toDashboardImage({ isApproved, rejectedAt, createdAt, designElements, ...row }: ImageRow): DashboardImage {
  const status: ImageStatus = isApproved ? "approved" : rejectedAt ? "rejected" : "pending";
  return {
    ...row,
    designElements: designElements as ImageDetails["designElements"],
    status,
    createdAt: createdAt.toISOString(),
  };
}

/** Every image of the brand, newest first, a page at a time; null when `viewer` may not see them. */
export async function listBrandImages(
  database: Executor,
  viewer: Viewer | null,
  brandId: string,
  requestedPage = 1,
): Promise<{ images: DashboardImage[]; total: number; page: number; pages: number } | null> {
  if (!(await canEditBrand(database, viewer, brandId))) return null;
  const [{ total }] = (await database
    .select({ total: count() })
    .from(portfolioImages)
    .where(eq(portfolioImages.brandId, brandId))) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_IMAGES_PAGE_SIZE));
  const page = clampPage(requestedPage, pages);
  const rows = await database
    .select(dashboardColumns)
    .from(portfolioImages)
    .where(eq(portfolioImages.brandId, brandId))
    .orderBy(desc(portfolioImages.createdAt), desc(portfolioImages.id))
    .limit(DASHBOARD_IMAGES_PAGE_SIZE)
    .offset((page - 1) * DASHBOARD_IMAGES_PAGE_SIZE);
  return { images: rows.map(toDashboardImage), total, page, pages };
}

/** The Portfolio tab's data: a page of images (`?page=`) and the one open for editing (`?edit=`). */
export async function loadPortfolioTab(
  database: Executor,
  viewer: Viewer,
  brandId: string,
  search: URLSearchParams,
): Promise<(NonNullable<Awaited<ReturnType<typeof listBrandImages>>> & { editing: DashboardImage | null }) | null> {
  const listed = await listBrandImages(database, viewer, brandId, Number(search.get("page") ?? 1));
  if (!listed) return null;
  const edit = search.get("edit");
  return { ...listed, editing: listed.images.find((image) => image.id === edit) ?? null };
}

/**
 * Adds an uploaded image to the brand's portfolio, pending until an admin approves it. The details are
 * checked before the file is processed; a refused file or a failed insert leaves nothing stored.
 */
export async function addPortfolioImage(
  database: Executor,
  storage: ObjectStorage,
  viewer: Viewer | null,
  brandId: string,
  values: Record<string, unknown>,
  file: () => Promise<Uint8Array>,
): Promise<PortfolioResult<{ image: DashboardImage }>> {
  if (!(await canEditBrand(database, viewer, brandId))) return forbidden;
  const parsed = parseImageDetails(values);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors };
  try {
    const bytes = await file();
    const row = await withStoredImage(storage, bytes, async (image) => {
      const [inserted] = await database
        .insert(portfolioImages)
        .values({
          ...parsed.value,
          brandId,
          imageUrl: image.url,
          width: image.width,
          height: image.height,
          isApproved: false,
        })
        .returning(dashboardColumns);
      if (!inserted) throw new Error("portfolio image not inserted");
      return inserted;
    });
    return { ok: true, image: toDashboardImage(row) };
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, status: 400, fieldErrors: { file: error.message } };
    throw error;
  }
}

/** Changes an image's details; its picture and moderation state stay as they are. */
export async function updatePortfolioImage(
  database: Executor,
  viewer: Viewer | null,
  imageId: string,
  values: Record<string, unknown>,
): Promise<PortfolioResult<{ image: DashboardImage }>> {
  if (!isImageId(imageId)) return gone;
  if (!(await canEditImage(database, viewer, imageId))) return forbidden;
  const parsed = parseImageDetails(values);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors };
  const [row] = await database
    .update(portfolioImages)
    .set(parsed.value)
    .where(eq(portfolioImages.id, imageId))
    .returning(dashboardColumns);
  if (!row) return gone;
  if (row.isApproved) purgePublicPages(database);
  return { ok: true, image: toDashboardImage(row) };
}

/** Deletes an image and then its stored files (every width). */
export async function deletePortfolioImage(
  database: Executor,
  storage: ObjectStorage,
  viewer: Viewer | null,
  imageId: string,
): Promise<PortfolioResult> {
  if (!isImageId(imageId)) return gone;
  if (!(await canEditImage(database, viewer, imageId))) return forbidden;
  const [row] = await database
    .delete(portfolioImages)
    .where(eq(portfolioImages.id, imageId))
    .returning({ url: portfolioImages.imageUrl, isApproved: portfolioImages.isApproved });
  if (!row) return gone;
  if (row.isApproved) purgePublicPages(database);
  // After the row is gone: a failure here leaves unreferenced files, never a row without its files.
  await deleteStoredImage(storage, row.url).catch((error) =>
    logger().error({ err: error }, "[portfolio] could not delete files"),
  );
  return { ok: true };
}
