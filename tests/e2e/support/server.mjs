#!/usr/bin/env node
// The server under test for Playwright: builds the production app once into NIVASA_BUILD_DIR,
// wipes DATA_DIR so the embedded database is seeded afresh, then runs scripts/start.mjs in this process.
// E2E_SKIP_BUILD=1 reuses an existing build (handy when re-running browser tests on unchanged code).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const buildDir = path.resolve(root, process.env.NIVASA_BUILD_DIR ?? ".tmp/e2e-build");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".tmp/e2e-data");
process.env.NIVASA_BUILD_DIR = buildDir;
process.env.DATA_DIR = dataDir;

rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(path.join(buildDir, "server/index.js"))) {
  const started = Date.now();
  console.log(`[e2e] building the production app into ${path.relative(root, buildDir)}…`);
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, encoding: "utf8", env: process.env });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    console.error("[e2e] build failed");
    process.exit(1);
  }
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await import("../../../scripts/start.mjs");
