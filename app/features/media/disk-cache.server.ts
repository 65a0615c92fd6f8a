import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { logger } from "~/lib/logger.server";
import { writeFileAtomically } from "~/services/storage/write-atomically.server";

/**
 * Files kept in one folder up to `maxBytes` in total; storing past the cap deletes the least recently used
 * files first. The order of use lives in this process (a Map in use order) and starts from the files' access
 * and modification times, so a restart keeps roughly the same order. Processes sharing the folder each count
 * the files they found at start and wrote since, so together they may hold up to their number times the cap.
 * Keys are plain file names.
 */
export interface DiskCache {
  /** The file's path and size when it is cached (and marks it used), else null. */
  lookup(key: string): Promise<{ file: string; size: number } | null>;
  /** Stores the bytes (atomically) and evicts least recently used files beyond the cap. */
  store(key: string, bytes: Uint8Array): Promise<void>;
  /** Bytes this process counts in the folder. */
  readonly size: number;
}

export function createDiskCache(dir: string, maxBytes: number): DiskCache {
  /** key → size, least recently used first. */
  const entries = new Map<string, number>();
  let total = 0;
  const ready = scan();

  async function scan(): Promise<void> {
    await mkdir(dir, { recursive: true });
    const found: { key: string; size: number; used: number }[] = [];
    for (const key of await readdir(dir)) {
      const file = path.join(dir, key);
      // A temporary file left by a crash mid-write is never served: clear it.
      if (key.endsWith(".tmp")) await rm(file, { force: true });
      else {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) found.push({ key, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
      }
    }
    found.sort((a, b) => a.used - b.used);
    for (const { key, size } of found) add(key, size);
    await evict();
  }

  function add(key: string, size: number): void {
    forget(key);
    entries.set(key, size);
    total += size;
  }

  function forget(key: string): void {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    total -= size;
  }

  async function evict(): Promise<void> {
    for (const [key] of entries) {
      if (total <= maxBytes) return;
      forget(key);
      await rm(path.join(dir, key), { force: true });
    }
  }

  return {
    async lookup(key) {
      await ready;
      // Only files this process knows are looked for on disk, so a flood of misses costs no disk access.
      if (!entries.has(key)) return null;
      const file = path.join(dir, key);
      // Another process sharing the folder may have evicted the file.
      const info = await stat(file).catch(() => null);
      if (!info) {
        forget(key);
        return null;
      }
      add(key, info.size);
      return { file, size: info.size };
    },
    async store(key, bytes) {
      await ready;
      const file = path.join(dir, key);
      try {
        await writeFileAtomically(file, bytes);
      } catch (error) {
        // A full or read-only disk only costs us the cache; the caller still has the bytes to serve.
        logger().error({ err: error, file }, "[media] could not cache");
        return;
      }
      add(key, bytes.length);
      await evict();
    },
    get size() {
      return total;
    },
  };
}
