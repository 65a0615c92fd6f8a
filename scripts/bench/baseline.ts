// `npm run bench -- --compare <git ref>`: the app as it was at another commit, built from a plain export of
// that commit (no git worktree) into <tmpdir>/nivasa-bench-compare/<commit>/ — outside the project, so its
// config files and tests are not taken for this checkout's — reusing this checkout's node_modules when both
// commits lock the same packages, installing that commit's own otherwise.
// Both servers then run side by side on the same database and are measured in turns, so before/after
// ratios come from one run on one machine, whatever else the machine is doing meanwhile.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, hasBuild, ROOT } from "./app-server";
import { UNCACHED_HOLD, UNCACHED_SPEEDUP } from "./goals";

/** The last commit before uncached pages were made fast (page cache, islands, one-statement cards). */
export const UNCACHED_WORK_BASE = "8e2fd39";

export interface BaselineCheckout {
  /** The full commit id the ref named. */
  commit: string;
  /** Folder holding that commit's files (its scripts/start.mjs serves the build). */
  root: string;
  buildDir: string;
}

/** The uncached throughput a baseline must be beaten by: see UNCACHED_SPEEDUP. */
export function uncachedGoalAgainst(commit: string): number {
  try {
    execFileSync("git", ["merge-base", "--is-ancestor", commit, UNCACHED_WORK_BASE], { cwd: ROOT, stdio: "ignore" });
    return UNCACHED_SPEEDUP;
  } catch {
    return UNCACHED_HOLD;
  }
}

/** Exports and builds `ref` once; later runs reuse the build of the same commit. */
export function prepareBaseline(ref: string): BaselineCheckout {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  const root = path.join(os.tmpdir(), "nivasa-bench-compare", commit.slice(0, 12));
  const buildDir = path.join(root, "build");
  if (hasBuild(buildDir)) {
    console.log(`baseline: reusing the build of ${commit.slice(0, 12)} (${ref})`);
    // The packages it linked may belong to a checkout since removed.
    if (!existsSync(path.join(root, "node_modules"))) {
      rmSync(path.join(root, "node_modules"), { force: true });
      provideNodeModules(root);
    }
    return { commit, root, buildDir };
  }
  // Exported and built in a folder of this run's own, then moved into place, so two benches comparing the
  // same commit at once never build over each other's files.
  const staging = `${root}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", staging], { input: archive });
  provideNodeModules(staging);
  console.log(`baseline: building ${commit.slice(0, 12)} (${ref})`);
  buildApp(path.join(staging, "build"), staging);
  if (hasBuild(buildDir)) rmSync(staging, { recursive: true, force: true });
  else {
    rmSync(root, { recursive: true, force: true });
    renameSync(staging, root);
  }
  return { commit, root, buildDir };
}

/** Links this checkout's node_modules when the lockfiles match; otherwise installs the baseline's own. */
function provideNodeModules(root: string): void {
  const lockfile = (folder: string) => readFileSync(path.join(folder, "package-lock.json"), "utf8");
  if (lockfile(root) === lockfile(ROOT)) {
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    return;
  }
  console.log("baseline: its packages differ from this checkout's; installing them");
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--no-save"], {
    cwd: root,
    stdio: "inherit",
  });
}
