import { fileTypeFromBuffer } from "file-type";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./limits";

/** A file we refuse, with the message the person who sent it sees. */
export class UploadError extends Error {
  override readonly name = "UploadError";
}

/** A kind of file we accept: the types recognised by content, and the message for anything else. */
export interface AcceptedKind {
  /** MIME type as detected → the extension we store it under. */
  types: Readonly<Record<string, string>>;
  refusal: string;
}

/** Photos for portfolios and logos (HEIC is what iPhones take). */
export const IMAGE_UPLOAD: AcceptedKind = {
  types: {
    "image/jpeg": "jpg",
    "image/png": "png",
    "image/webp": "webp",
    "image/avif": "avif",
    "image/heic": "heic",
    "image/heif": "heic",
  },
  refusal: UPLOAD_MESSAGES.notImage,
};

/** Proof documents (claims): kept as sent, privately. */
export const DOCUMENT_UPLOAD: AcceptedKind = {
  types: { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" },
  refusal: UPLOAD_MESSAGES.notDocument,
};

/** A message's attachments: photos (re-encoded before they are stored) or PDFs. */
export const ATTACHMENT_UPLOAD: AcceptedKind = {
  types: { ...IMAGE_UPLOAD.types, "application/pdf": "pdf" },
  refusal: UPLOAD_MESSAGES.notAttachment,
};

export interface SniffedFile {
  mime: string;
  ext: string;
}

/** What the bytes are (magic numbers; never the name or the declared type), if it is one of `kind`'s types. */
export async function sniffUpload(bytes: Uint8Array, kind: AcceptedKind): Promise<SniffedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected && Object.hasOwn(kind.types, detected.mime) ? kind.types[detected.mime] : undefined;
  if (!detected || !ext) throw new UploadError(kind.refusal);
  return { mime: detected.mime, ext };
}

/**
 * The bytes of the file in form field `field`: refused when missing, empty or over MAX_UPLOAD_BYTES.
 * The size is checked before the bytes are read.
 */
export async function readUploadedFile(form: FormData, field: string): Promise<Uint8Array> {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw new UploadError(UPLOAD_MESSAGES.missing);
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

/** The files chosen in form field `field` (none: empty), refused when one is over MAX_UPLOAD_BYTES. */
export function uploadedFiles(form: FormData, field: string): File[] {
  const files = form.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  return files;
}
