import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const run = promisify(execFile);

/** Runs the project's layer rule (.dependency-cruiser.cjs) over a small tree of files; answers its report. */
async function checkLayers(files: Record<string, string>): Promise<{ ok: boolean; report: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "nivasa-layers-"));
  cleanups.push(dir);
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] }, module: "ES2022" } }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const args = ["app", "--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "err"];
  try {
    const { stdout } = await run(depcruise, args, { cwd: dir });
    return { ok: true, report: stdout };
  } catch (error) {
    return { ok: false, report: String((error as { stdout?: string }).stdout) };
  }
}

const cleanups: string[] = [];
afterAll(() => {
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
});

describe("the layer rule", () => {
  it("accepts features that use earlier features through their public modules", async () => {
    const result = await checkLayers({
      "app/lib/money.ts": "export const rupee = 1;\n",
      "app/features/auth/index.ts": 'export { signIn } from "./sign-in";\n',
      "app/features/auth/sign-in.ts": 'import { rupee } from "~/lib/money";\nexport const signIn = rupee;\n',
      "app/features/reviews/reviews.ts": 'import { signIn } from "~/features/auth";\nexport const review = signIn;\n',
    });
    expect(result).toMatchObject({ ok: true });
  });

  it("refuses two features that use each other, naming the rule", async () => {
    const result = await checkLayers({
      "app/features/auth/index.ts": 'export { signIn } from "./sign-in";\n',
      "app/features/auth/sign-in.ts": 'import { review } from "~/features/reviews";\nexport const signIn = review;\n',
      "app/features/reviews/index.ts": 'export { review } from "./reviews";\n',
      "app/features/reviews/reviews.ts":
        'import { signIn } from "~/features/auth";\nexport const review = () => signIn;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toContain("no-circular");
    expect(result.report).toContain("feature-order: app/features/auth/sign-in.ts → app/features/reviews/index.ts");
  });

  it("refuses a feature's internals, an import from an upper layer and an unlisted feature", async () => {
    const result = await checkLayers({
      "app/features/auth/viewer.server.ts": "export const viewer = 1;\n",
      "app/features/reviews/reviews.ts":
        'import { viewer } from "~/features/auth/viewer.server";\nexport const r = viewer;\n',
      "app/lib/pager.ts": 'import { r } from "~/features/reviews/reviews";\nexport const page = r;\n',
      "app/ui/card.tsx": 'import { viewer } from "~/features/auth/viewer.server";\nexport const card = viewer;\n',
      "app/features/quotes-v2/quote.ts": 'import { page } from "~/lib/pager";\nexport const quote = page;\n',
    });
    expect(result.ok).toBe(false);
    for (const rule of [
      "feature-public-modules: app/features/reviews/reviews.ts → app/features/auth/viewer.server.ts",
      "lib-content-are-the-bottom: app/lib/pager.ts → app/features/reviews/reviews.ts",
      "db-services-ui-only-reach-down: app/ui/card.tsx → app/features/auth/viewer.server.ts",
      "every-feature-is-ordered: app/features/quotes-v2/quote.ts",
    ]) {
      expect(result.report).toContain(rule);
    }
  });

  it("refuses a type of the root below the routes, and a route reading the viewer through auth's public module", async () => {
    const result = await checkLayers({
      "app/root.tsx": "export type RootData = { theme: string };\n",
      "app/features/shell/chrome.ts": 'import type { RootData } from "~/root";\nexport type Chrome = RootData;\n',
      "app/features/auth/auth.api.server.ts": "export const getViewer = () => null;\n",
      "app/routes/home.ts":
        'import { getViewer } from "~/features/auth/auth.api.server";\nexport const loader = getViewer;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toContain("only-routes-know-the-root: app/features/shell/chrome.ts → app/root.tsx");
    expect(result.report).toContain(
      "routes-read-the-viewer-from-one-module: app/routes/home.ts → app/features/auth/auth.api.server.ts",
    );
  });
});
