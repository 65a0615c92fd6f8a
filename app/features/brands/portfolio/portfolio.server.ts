import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { PORTFOLIO_COPY } from "~/content/brand-dashboard";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { brands, portfolioImages } from "~/db/schema";
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

/**
 * A page of the images of the brand `userId` owns, newest first, with their count: one prepared statement,
 * since owning the brand is what lets them see it (a user owns at most one). No row: they own no brand.
 */
/** A subquery's fields named by the keys of `columns`, for a nested selection of its row. */
function pick<Row, Columns extends object>(row: Row & Record<keyof Columns, unknown>, columns: Columns) {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof Columns]])) as {
    [Key in keyof Columns]: Row[Key & keyof Row];
  };
}

const ownedImagesPage = preparedQuery("owned_portfolio_page", (db, name) => {
  const ofBrand = eq(portfolioImages.brandId, brands.id);
  const counted = db
    .select({ total: count().as("total") })
    .from(portfolioImages)
    .where(ofBrand)
    .as("counted");
  const page = db
    .select(dashboardColumns)
    .from(portfolioImages)
    .where(ofBrand)
    .orderBy(desc(portfolioImages.createdAt), desc(portfolioImages.id))
    .limit(DASHBOARD_IMAGES_PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .as("page");
  return db
    .select({ total: counted.total, image: pick(page, dashboardColumns) })
    .from(brands)
    .crossJoinLateral(counted)
    .leftJoinLateral(page, sql`true`)
    .where(eq(brands.claimedBy, sql.placeholder("userId")))
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(name);
});

/** Beyond any brand's images, and an offset PostgreSQL still takes. */
const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / DASHBOARD_IMAGES_PAGE_SIZE);

async function ownedImages(database: Executor, userId: string, page: number) {
  const rows = await ownedImagesPage(database).execute({ userId, offset: (page - 1) * DASHBOARD_IMAGES_PAGE_SIZE });
  const total = rows[0]?.total;
  if (total === undefined) return null;
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_IMAGES_PAGE_SIZE));
  const images = rows.flatMap(({ image }) => (image ? [toDashboardImage(image)] : []));
  return { images, total, page, pages };
}

/**
 * The Portfolio tab of the brand `userId` owns: a page of its images (`?page=`, past the last one: the last) and
 * the one open for editing (`?edit=`). Null when they own no brand.
 */
export async function loadPortfolioTab(database: Executor, userId: string, search: URLSearchParams) {
  const requested = clampPage(Number(search.get("page") ?? 1), MAX_PAGE);
  let listed = await ownedImages(database, userId, requested);
  if (listed && requested > listed.pages) listed = await ownedImages(database, userId, listed.pages);
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
