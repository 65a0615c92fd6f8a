import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "./docs-check.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the docs", () => {
  it("name every feature, test helper and npm script, and only paths that exist", () => {
    expect(checkDocs(ROOT)).toEqual([]);
  });
});

describe("checkDocs on a small tree", () => {
  let root: string;

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A tree whose docs agree with it: one feature, one test helper, one script. */
  function agreeingTree(): string {
    root = mkdtempSync(path.join(tmpdir(), "nivasa-docs-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("package.json", JSON.stringify({ scripts: { start: "node start.mjs", bench: "tsx bench.ts" } }));
    write("app/features/gallery/gallery.server.ts", "");
    write("app/testing/database.server.ts", "");
    write("README.md", "`npm start`, `npm run bench`; see [architecture](docs/architecture.md).\n");
    write(
      "docs/architecture.md",
      "| `gallery` | design ideas |\nRules live in `app/features/gallery/gallery.server.ts`.\n",
    );
    write("docs/testing.md", "`app/testing/database.server.ts` opens a database.\n");
    return root;
  }

  it("finds nothing to say when the docs agree with the tree", () => {
    expect(checkDocs(agreeingTree())).toEqual([]);
  });

  it("fails on a feature folder the architecture table leaves out", () => {
    mkdirSync(path.join(agreeingTree(), "app/features/offers"));
    expect(checkDocs(root)).toEqual(["docs/architecture.md has no row for the feature app/features/offers/"]);
  });

  it("fails on a test helper testing.md doesn't name", () => {
    writeFileSync(path.join(agreeingTree(), "app/testing/smtp.server.ts"), "");
    expect(checkDocs(root)).toEqual(["docs/testing.md doesn't name the test helper app/testing/smtp.server.ts"]);
  });

  it("fails on an npm script no doc mentions, and on a documented one package.json lacks", () => {
    writeFileSync(
      path.join(agreeingTree(), "package.json"),
      JSON.stringify({ scripts: { start: "node start.mjs", lint: "biome check ." } }),
    );
    expect(checkDocs(root)).toEqual([
      'the npm script "lint" is in no doc (README.md, docs/)',
      'the docs name "npm run bench", which package.json doesn\'t have',
    ]);
  });

  it("fails on a documented path that no longer exists", () => {
    rmSync(path.join(agreeingTree(), "app/features/gallery/gallery.server.ts"));
    expect(checkDocs(root)).toEqual([
      "docs/architecture.md names app/features/gallery/gallery.server.ts, which doesn't exist",
    ]);
  });

  it("fails on a relative link to a doc that is gone", () => {
    rmSync(path.join(agreeingTree(), "docs/architecture.md"));
    expect(checkDocs(root)).toContain("README.md names docs/architecture.md, which doesn't exist");
  });
});
