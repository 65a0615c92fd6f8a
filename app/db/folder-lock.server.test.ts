import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "./client.server";
import { lockFolder } from "./folder-lock.server";

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nivasa-lock-"));
  folders.push(dir);
  return dir;
}

describe("the embedded database folder lock", () => {
  const releases: Array<() => void> = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  it("refuses a second live process and lets it in once the first releases", async () => {
    const dir = folder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "nivasa.lock"), String(other.pid));
      expect(() => lockFolder(dir)).toThrow(/in use by another Nivasa process/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once("exit", resolve));
    }
    // The holder is gone: its stale lock is taken over.
    const release = lockFolder(dir);
    releases.push(release);
    expect(existsSync(path.join(dir, "nivasa.lock"))).toBe(true);
  });

  it("is taken when PGlite opens a folder and released when it closes", async () => {
    const dir = folder();
    const handle = await openPglite(dir);
    expect(existsSync(path.join(dir, "nivasa.lock"))).toBe(true);
    await handle.close();
    expect(existsSync(path.join(dir, "nivasa.lock"))).toBe(false);
  });
});
