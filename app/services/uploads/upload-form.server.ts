import { createWriteStream, openAsBlob } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { config } from "~/config.server";
import { UploadError } from "./checks.server";
import { MAX_UPLOAD_BYTES, UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_MESSAGES } from "./limits";

const MAX_FIELDS = 100;
/** Files read beyond a form's own number, so that the form's checks can say what is wrong with them. */
const EXTRA_FILES = 1;

/**
 * Where upload requests' files are streamed, a directory each (removed when its action is done): on the data
 * disk, not /tmp, which may be memory.
 */
export function uploadTempRoot(): string {
  return join(config().DATA_DIR, "tmp", "uploads");
}

/**
 * The multipart (or urlencoded) form of `request`, its files streamed one by one into `dir` and given back
 * as Files read from disk: refused while streaming when a file is over MAX_UPLOAD_BYTES, there are more than
 * `files` (and EXTRA_FILES) files, or a field is too long.
 */
async function streamForm(request: Request, dir: string, files: number): Promise<FormData> {
  const form = new FormData();
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: files + EXTRA_FILES,
      fields: MAX_FIELDS,
      fieldSize: UPLOAD_FORM_OVERHEAD_BYTES,
    },
  });
  const written: Promise<void>[] = [];
  let refusal: UploadError | undefined;
  const refuse = (message: string) => {
    refusal ??= new UploadError(message);
    // After busboy's own handling of the event that refused it.
    process.nextTick(() => parser.destroy(refusal));
  };
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) refuse(UPLOAD_MESSAGES.badForm);
    else form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const path = join(dir, String(written.length));
    stream.on("limit", () => refuse(UPLOAD_MESSAGES.tooLarge));
    written.push(
      pipeline(stream, createWriteStream(path)).then(async () => {
        if (stream.truncated) return;
        form.append(name, new File([await openAsBlob(path)], info.filename ?? "", { type: info.mimeType }));
      }),
    );
  });
  parser.on("filesLimit", () => refuse(UPLOAD_MESSAGES.tooManyFiles));
  parser.on("fieldsLimit", () => refuse(UPLOAD_MESSAGES.badForm));
  if (!request.body) throw new UploadError(UPLOAD_MESSAGES.badForm);
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
    await Promise.all(written);
  } catch {
    await Promise.allSettled(written);
    throw refusal ?? new UploadError(UPLOAD_MESSAGES.badForm);
  }
  if (refusal) throw refusal;
  return form;
}

/**
 * Runs `use` with the form of an upload request, or the message saying why it was refused: refused before
 * anything is read when its declared length is more than `files` files of MAX_UPLOAD_BYTES and its fields,
 * and while streaming when a file is over the limit. Files are streamed to a temporary directory, never held
 * in memory whole, and the directory is removed when `use` is done, whether it succeeded or failed.
 */
export async function withUploadForm<T>(
  request: Request,
  files: number,
  use: (read: { form: FormData } | { refused: string }) => Promise<T>,
): Promise<T> {
  const length = Number(request.headers.get("content-length"));
  if (length > files * MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD_BYTES) return use({ refused: UPLOAD_MESSAGES.tooLarge });
  await mkdir(uploadTempRoot(), { recursive: true });
  const dir = await mkdtemp(join(uploadTempRoot(), "request-"));
  try {
    let form: FormData;
    try {
      form = await streamForm(request, dir, files);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return await use({ refused: error.message });
    }
    return await use({ form });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
