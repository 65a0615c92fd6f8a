import { z } from "zod";
import type { Executor } from "~/db/client.server";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { ATTACHMENT_UPLOAD, sniffUpload, UploadError, uploadedFiles } from "~/services/uploads/checks.server";
import { deletePrivateDocuments, storePrivateDocument, storePrivateImage } from "~/services/uploads/documents.server";
import { MESSAGE_FIELDS } from "./message-fields";
import { checkNewMessage, postMessage, type StoredAttachment } from "./messages.server";
import type { ThreadAccess } from "./thread-access.server";
import type { AttachmentKind, MessageResult } from "./thread-rules";

const FILE_NAME_MAX = 120;

/** The name a file is listed under: without folders or control characters, not too long. */
function displayName(name: string, kind: AttachmentKind): string {
  const base = name
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, FILE_NAME_MAX);
  return base || (kind === "pdf" ? "document.pdf" : "photo");
}

/** Checks one file by its content and stores it privately: a photo re-encoded (no EXIF), a PDF as sent. */
async function storeAttachment(documents: ObjectStorage, file: File): Promise<StoredAttachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { mime } = await sniffUpload(bytes, ATTACHMENT_UPLOAD);
  const kind: AttachmentKind = mime === "application/pdf" ? "pdf" : "image";
  const stored =
    kind === "pdf"
      ? await storePrivateDocument(documents, "messages", bytes, ATTACHMENT_UPLOAD)
      : await storePrivateImage(documents, "messages", bytes);
  return {
    kind,
    storageKey: stored.key,
    fileName: displayName(file.name, kind),
    contentType: stored.contentType,
    byteSize: stored.byteSize,
  };
}

async function discard(documents: ObjectStorage, files: StoredAttachment[]): Promise<void> {
  await deletePrivateDocuments(
    documents,
    files.map((file) => file.storageKey),
  ).catch((error) => console.error("[conversations] attachment cleanup failed", error));
}

const bodyField = z.string().catch("");

/**
 * Sends the message of a posted composer form from the viewer's side of the thread: the text and files are
 * checked first, each file by its content (photos through the image checks, PDFs), then stored privately
 * and the message written (postMessage). When anything refuses it, the files stored for it are deleted.
 */
export async function sendMessage(
  db: Executor,
  documents: ObjectStorage,
  access: ThreadAccess,
  form: FormData,
): Promise<MessageResult> {
  const body = bodyField.parse(form.get(MESSAGE_FIELDS.body));
  const stored: StoredAttachment[] = [];
  let current: File | undefined;
  try {
    const files = uploadedFiles(form, MESSAGE_FIELDS.files);
    // Only the number of files matters before they are stored.
    const invalid = checkNewMessage({ body, attachments: new Array<StoredAttachment>(files.length) });
    if (invalid) return { ok: false, error: invalid };
    for (current of files) stored.push(await storeAttachment(documents, current));
    const result = await postMessage(db, access, { body, attachments: stored });
    if (!result.ok) await discard(documents, stored);
    return result;
  } catch (error) {
    await discard(documents, stored);
    if (!(error instanceof UploadError)) throw error;
    return { ok: false, error: current ? `${displayName(current.name, "image")}: ${error.message}` : error.message };
  }
}
