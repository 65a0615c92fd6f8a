/**
 * Upload forms stream to disk: files come back as Files read from a temporary directory that is gone once the
 * action is done, a file over the limit is refused while it streams, and a large body is never held whole.
 */
import { mkdtempSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./limits";
import { uploadTempRoot, withUploadForm } from "./upload-form.server";

const MB = 1024 * 1024;
const BOUNDARY = "nivasa-test-boundary";
vi.stubEnv("DATA_DIR", mkdtempSync(join(tmpdir(), "nivasa-upload-form-")));

/** The upload requests' temporary directories. */
async function tempDirs(): Promise<string[]> {
  const names = await readdir(uploadTempRoot()).catch(() => []);
  return names.map((name) => join(uploadTempRoot(), name));
}

async function bytesOnDisk(dirs: string[]): Promise<number> {
  let total = 0;
  for (const dir of dirs) {
    for (const name of await readdir(dir).catch(() => [])) total += (await stat(join(dir, name))).size;
  }
  return total;
}

/** A multipart body of a text field and `sizes` files of repeated bytes, produced 64 KB at a time. */
function multipart(sizes: number[], onChunk: (sent: number) => Promise<void> = async () => {}) {
  const encoder = new TextEncoder();
  const parts: Array<Uint8Array | number> = [
    encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="body"\r\n\r\nhello\r\n`),
  ];
  sizes.forEach((size, index) => {
    parts.push(
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f${index}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      size,
      encoder.encode("\r\n"),
    );
  });
  parts.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const chunk = new Uint8Array(64 * 1024).fill(7);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = parts[0];
      if (next === undefined) return controller.close();
      if (typeof next !== "number") {
        parts.shift();
        controller.enqueue(next);
        return;
      }
      const size = Math.min(next, chunk.length);
      if (next - size === 0) parts.shift();
      else parts[0] = next - size;
      sent += size;
      await onChunk(sent);
      controller.enqueue(chunk.slice(0, size));
    },
  });
  return new Request("http://test.local/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
}

it("gives the files back read from disk, and removes them once the action is done, even when it fails", async () => {
  const before = await tempDirs();
  const sizes = [3 * MB, 1 * MB + 17];
  const seen = await withUploadForm(multipart(sizes), 2, async (read) => {
    if ("refused" in read) throw new Error(read.refused);
    const files = read.form.getAll("files") as File[];
    expect(read.form.get("body")).toBe("hello");
    expect(await bytesOnDisk((await tempDirs()).filter((dir) => !before.includes(dir)))).toBe(3 * MB + MB + 17);
    return Promise.all(files.map(async (file) => [file.name, (await file.bytes()).every((b) => b === 7), file.size]));
  });
  expect(seen).toEqual([
    ["f0.bin", true, 3 * MB],
    ["f1.bin", true, MB + 17],
  ]);
  await expect(
    withUploadForm(multipart([MB]), 1, async () => {
      throw new Error("the action failed");
    }),
  ).rejects.toThrow("the action failed");
  expect(await tempDirs()).toEqual(before);
});

it("refuses a file over the limit while it streams, without reading the rest, and leaves no file behind", async () => {
  const before = await tempDirs();
  let sent = 0;
  const request = multipart([MAX_UPLOAD_BYTES + 5 * MB], async (bytes) => {
    sent = bytes;
  });
  const answer = await withUploadForm(request, 1, async (read) => read);
  expect(answer).toEqual({ refused: UPLOAD_MESSAGES.tooLarge });
  expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 2 * MB);
  expect(await tempDirs()).toEqual(before);
});

it("refuses more files than the form takes (and one for its own check)", async () => {
  const answer = await withUploadForm(multipart([10, 10, 10]), 1, async (read) => read);
  expect(answer).toEqual({ refused: UPLOAD_MESSAGES.tooManyFiles });
});

it("writes a 40 MB upload to disk as it arrives: the body is never held in memory whole", async () => {
  const before = await tempDirs();
  const lags: number[] = [];
  const request = multipart([14 * MB, 14 * MB, 12 * MB], async (sent) => {
    if (sent % (4 * MB) !== 0) return;
    const dirs = (await tempDirs()).filter((dir) => !before.includes(dir));
    lags.push(sent - (await bytesOnDisk(dirs)));
  });
  const answer = await withUploadForm(request, 3, async (read) =>
    "refused" in read ? read.refused : (read.form.getAll("files") as File[]).map((file) => file.size),
  );
  expect(answer).toEqual([14 * MB, 14 * MB, 12 * MB]);
  expect(lags).toHaveLength(10);
  // What has been sent but is not on disk yet is what the streams buffer between them: well under one file.
  expect(Math.max(...lags)).toBeLessThan(2 * MB);
});
