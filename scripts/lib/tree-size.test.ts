import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkTreeSize, MAX_FILE_LINES, MAX_FOLDER_FILES } from "./tree-size.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the tree", () => {
  it(`keeps every feature folder within ${MAX_FOLDER_FILES} files and every source file within ${MAX_FILE_LINES} lines`, () => {
    expect(checkTreeSize(ROOT)).toEqual([]);
  });
});

describe("checkTreeSize on a small tree", () => {
  let root: string;

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(file: string, text = "") {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }

  const lines = (count: number) => "x\n".repeat(count);

  /** A tree at the limits: a folder of MAX_FOLDER_FILES files, one of them MAX_FILE_LINES long. */
  function tree(): void {
    root = mkdtempSync(path.join(tmpdir(), "nivasa-size-"));
    for (let i = 1; i < MAX_FOLDER_FILES; i++) write(`app/features/gallery/part-${i}.ts`);
    write("app/features/gallery/gallery.server.ts", lines(MAX_FILE_LINES));
  }

  it("finds nothing to say at the limits", () => {
    tree();
    expect(checkTreeSize(root)).toEqual([]);
  });

  it("fails on a feature folder with one file too many, in a room as at the top", () => {
    tree();
    write("app/features/gallery/part-0.ts");
    for (let i = 0; i <= MAX_FOLDER_FILES; i++) write(`app/features/offers/offer/part-${i}.tsx`);
    expect(checkTreeSize(root)).toEqual([
      `app/features/gallery/ holds ${MAX_FOLDER_FILES + 1} files (at most ${MAX_FOLDER_FILES}: give it rooms)`,
      `app/features/offers/offer/ holds ${MAX_FOLDER_FILES + 1} files (at most ${MAX_FOLDER_FILES}: give it rooms)`,
    ]);
  });

  it("fails on a source file one line too long, in app/ or scripts/, counting a last line without its newline", () => {
    tree();
    write("app/ui/pager.tsx", lines(MAX_FILE_LINES + 1));
    write("scripts/bench.ts", `${lines(MAX_FILE_LINES)}x`);
    expect(checkTreeSize(root)).toEqual([
      `app/ui/pager.tsx has ${MAX_FILE_LINES + 1} lines (at most ${MAX_FILE_LINES}: split it along its jobs)`,
      `scripts/bench.ts has ${MAX_FILE_LINES + 1} lines (at most ${MAX_FILE_LINES}: split it along its jobs)`,
    ]);
  });

  it("lets tests, the schema, migrations, demo data and content run long", () => {
    tree();
    const long = lines(MAX_FILE_LINES * 2);
    for (const file of [
      "app/features/offers/offers.server.test.ts",
      "app/db/schema.ts",
      "app/db/migrations/0001_start.sql",
      "app/db/migrations/0002_backfill.ts",
      "app/server/seed/catalog.server.ts",
      "app/content/faqs.ts",
    ]) {
      write(file, long);
    }
    expect(checkTreeSize(root)).toEqual([]);
  });
});
