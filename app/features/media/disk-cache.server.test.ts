import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache } from "./disk-cache.server";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "nivasa-disk-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

async function bytesOnDisk(): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

describe("disk cache", () => {
  it("stays under its cap by evicting the least recently used files", async () => {
    const cache = createDiskCache(dir, 250);
    await cache.store("a", bytes(100, 1));
    await cache.store("b", bytes(100, 2));
    expect(await cache.lookup("a")).toEqual({ file: path.join(dir, "a"), size: 100 });
    await cache.store("c", bytes(100, 3));

    expect((await readdir(dir)).sort()).toEqual(["a", "c"]);
    expect(await cache.lookup("b")).toBeNull();
    expect(await readFile(path.join(dir, "a"))).toEqual(Buffer.from(bytes(100, 1)));
    expect(cache.size).toBe(200);
    expect(await bytesOnDisk()).toBe(200);
  });

  it("keeps nothing larger than the cap itself", async () => {
    const cache = createDiskCache(dir, 50);
    await cache.store("big", bytes(80, 1));
    expect(await readdir(dir)).toEqual([]);
    expect(cache.size).toBe(0);
  });

  it("after a restart, counts the files already there in their order of use and clears unfinished writes", async () => {
    for (const [name, age] of [
      ["old", 300],
      ["mid", 200],
      ["new", 100],
    ] as const) {
      await writeFile(path.join(dir, name), bytes(100, 0));
      const when = new Date(Date.now() - age * 1000);
      await utimes(path.join(dir, name), when, when);
    }
    await writeFile(path.join(dir, "half.123.tmp"), bytes(10, 0));

    const cache = createDiskCache(dir, 250);
    expect(await cache.lookup("new")).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual(["mid", "new"]);
    expect(cache.size).toBe(200);
  });

  it("notices a file another process removed", async () => {
    const cache = createDiskCache(dir, 1000);
    await cache.store("a", bytes(100, 1));
    await rm(path.join(dir, "a"));
    expect(await cache.lookup("a")).toBeNull();
    expect(cache.size).toBe(0);
  });
});
