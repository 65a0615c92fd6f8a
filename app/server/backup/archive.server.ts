import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";

/**
 * A plain POSIX (ustar) tar file, written and read in pieces so that a backup of any size passes through a
 * fixed amount of memory. `tar tf` and `tar xf` read what this writes.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;
/** Eleven octal digits: the largest size a ustar header holds. */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

/** A backup file that cannot be read as one: cut short, damaged or something else altogether. */
export class ArchiveError extends Error {}

export interface WrittenEntry {
  size: number;
  sha256: string;
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's content starts in the file. */
  offset: number;
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let cut = name.indexOf("/"); cut !== -1; cut = name.indexOf("/", cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new ArchiveError(`A file name is too long for the backup: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new ArchiveError(`${name} is larger than a backup entry can be (8 GB)`);
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, "0")}\0`;
  block.write(base, 0);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(" ".repeat(8), 148);
  block.write("0", 156);
  block.write("ustar\u000000", 257);
  block.write(prefix, 345);
  block.write(`${checksum(block).toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** The header's checksum: the sum of its bytes with the checksum field counted as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export class TarWriter {
  private position = 0;

  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, "w"));
  }

  private async write(bytes: Uint8Array): Promise<void> {
    await this.handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  async addBytes(name: string, bytes: Uint8Array): Promise<WrittenEntry> {
    await this.write(header(name, bytes.length, new Date()));
    await this.write(bytes);
    await this.write(Buffer.alloc(padding(bytes.length)));
    return { size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  }

  /** Copies `source` in; fails if it changes size while being copied. */
  async addFile(name: string, source: string): Promise<WrittenEntry> {
    const input = await open(source, "r");
    try {
      const { size, mtime } = await input.stat();
      await this.write(header(name, size, mtime));
      const hash = createHash("sha256");
      const buffer = Buffer.alloc(CHUNK);
      let copied = 0;
      while (copied < size) {
        const { bytesRead } = await input.read(buffer, 0, Math.min(CHUNK, size - copied), copied);
        if (bytesRead === 0) throw new ArchiveError(`${source} shrank while it was being backed up`);
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        await this.write(chunk);
        copied += bytesRead;
      }
      await this.write(Buffer.alloc(padding(size)));
      return { size, sha256: hash.digest("hex") };
    } finally {
      await input.close();
    }
  }

  /** Writes the end-of-archive marker and closes the file. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
  }

  async abandon(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function octalField(block: Buffer, start: number, length: number): number {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]+$/.test(digits)) return Number.NaN;
  return Number.parseInt(digits, 8);
}

/** The file's entries in order; throws ArchiveError when the file isn't a readable tar. */
export async function readTarEntries(handle: FileHandle): Promise<TarEntry[]> {
  const { size: fileSize } = await handle.stat();
  const entries: TarEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    const { bytesRead } = await handle.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK) throw new ArchiveError("the file ends before its last entry: it was cut short");
    if (block.every((byte) => byte === 0)) return entries;
    const size = octalField(block, 124, 12);
    if (octalField(block, 148, 8) !== checksum(block) || Number.isNaN(size)) {
      throw new ArchiveError(entries.length === 0 ? "it is not a backup archive" : "an entry's header is damaged");
    }
    const prefix = text(block, 345, 155);
    const base = text(block, 0, 100);
    const offset = position + BLOCK;
    if (offset + size > fileSize) throw new ArchiveError("the file ends inside an entry: it was cut short");
    if (text(block, 156, 1) === "0" || text(block, 156, 1) === "") {
      entries.push({ name: prefix ? `${prefix}/${base}` : base, size, offset });
    }
    position = offset + size + padding(size);
  }
}

/** Reads an entry's content in chunks (its sha256 is computed on the way). */
export async function copyEntry(
  handle: FileHandle,
  entry: TarEntry,
  sink: (chunk: Buffer) => Promise<void> | void,
): Promise<string> {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(entry.size, 1)));
  let done = 0;
  while (done < entry.size) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, entry.size - done), entry.offset + done);
    if (bytesRead === 0) throw new ArchiveError("the file ends inside an entry: it was cut short");
    const chunk = buffer.subarray(0, bytesRead);
    hash.update(chunk);
    await sink(chunk);
    done += bytesRead;
  }
  return hash.digest("hex");
}

/** An entry's whole content, for entries that fit in memory. */
export async function readEntry(handle: FileHandle, entry: TarEntry): Promise<Buffer> {
  const bytes = Buffer.alloc(entry.size);
  let done = 0;
  await copyEntry(handle, entry, (chunk) => {
    chunk.copy(bytes, done);
    done += chunk.length;
  });
  return bytes;
}
