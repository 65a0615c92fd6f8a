import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { projectFiles } from "~/db/schema";
import type { Viewer } from "~/features/auth/auth.api.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { UploadError, uploadedFiles } from "~/services/uploads/checks.server";
import {
  deletePrivateDocuments,
  privateDocumentResponse,
  storePrivateImage,
} from "~/services/uploads/documents.server";
import { projectReader } from "./moderator-access.server";
import type { ProjectSide } from "./project-rules";

/** A photo already in the private document store, waiting to be attached to something of a project. */
export interface StoredPhoto {
  storageKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
}

const FILE_NAME_MAX = 120;

/** A photo as the page shows it: its id (its URL is projectFilePath) and name, and which side sent it. */
export interface ProjectPhoto {
  id: string;
  fileName: string;
  side: ProjectSide | null;
}

/** The photos of a project's site updates, snags and warranty claims, by the id of what each belongs to. */
export type PhotosByOwner = Map<string, ProjectPhoto[]>;

/**
 * Every photo of the project but the receipts in one read, in the order each thing's photos were sent, grouped by
 * the update, snag or claim they belong to: the page attaches them without a query per kind.
 */
const photoRows = preparedQuery("project_photos", (db, name) =>
  db
    .select({
      id: projectFiles.id,
      owner: sql<string>`coalesce(${projectFiles.updateId}, ${projectFiles.snagId}, ${projectFiles.warrantyClaimId})`,
      fileName: projectFiles.fileName,
      side: projectFiles.uploadedBySide,
    })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, sql.placeholder("projectId")), isNull(projectFiles.paymentId)))
    .orderBy(asc(projectFiles.position))
    .prepare(name),
);

export async function projectPhotos(db: Executor, projectId: string): Promise<PhotosByOwner> {
  const rows = await photoRows(db).execute({ projectId });
  const byOwner: PhotosByOwner = new Map();
  for (const { owner, ...photo } of rows) {
    const photos = byOwner.get(owner);
    if (photos) photos.push(photo);
    else byOwner.set(owner, [photo]);
  }
  return byOwner;
}

function displayName(name: string): string {
  const base = name
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, FILE_NAME_MAX);
  return base || "photo";
}

/**
 * Runs `use` with the photos of form field `field` stored privately (each through the image checks and
 * re-encoded, so nothing of the original such as its GPS position is kept), at most `max` of them. When `use`
 * refuses, answers a form sent before (`repeated`: its first copy's photos are the ones kept) or anything throws,
 * the stored photos are deleted again; a file that is not a photo is refused with its name.
 */
export async function withStoredPhotos<T extends { ok: boolean; repeated?: true }>(
  documents: ObjectStorage,
  form: FormData,
  field: string,
  max: number,
  tooMany: string,
  use: (photos: StoredPhoto[]) => Promise<T | { ok: false; error: string }>,
): Promise<T | { ok: false; error: string }> {
  const stored: StoredPhoto[] = [];
  let current: File | undefined;
  const discard = () =>
    deletePrivateDocuments(
      documents,
      stored.map((photo) => photo.storageKey),
    ).catch((error) => console.error("[projects] photo cleanup failed", error));
  try {
    const files = uploadedFiles(form, field);
    if (files.length > max) return { ok: false, error: tooMany };
    for (current of files) {
      const file = await storePrivateImage(documents, "projects", new Uint8Array(await current.arrayBuffer()));
      stored.push({
        storageKey: file.key,
        fileName: displayName(current.name),
        contentType: file.contentType,
        byteSize: file.byteSize,
      });
    }
    const result = await use(stored);
    if (!result.ok || result.repeated) await discard();
    return result;
  } catch (error) {
    await discard();
    if (!(error instanceof UploadError)) throw error;
    return { ok: false, error: current ? `${displayName(current.name)}: ${error.message}` : error.message };
  }
}

/**
 * A project's photo for one of its two sides, or a moderator through a report (projectReader, audited), private
 * and uncached; null (answer 404) for anyone else, a malformed id or a file of another project.
 */
export async function projectFileResponse(
  db: Executor,
  documents: ObjectStorage,
  viewer: Viewer | null,
  projectId: string,
  fileId: string,
  reportId: string | null = null,
): Promise<Response | null> {
  if (!z.uuid().safeParse(fileId).success) return null;
  const access = await projectReader(db, viewer, projectId, { reportId, opened: { fileId } });
  if (!access) return null;
  const [file] = await db
    .select({ storageKey: projectFiles.storageKey })
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, access.projectId)));
  return file ? privateDocumentResponse(documents, file.storageKey) : null;
}
