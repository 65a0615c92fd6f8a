#!/usr/bin/env node
// The server under test for Playwright: builds the production app once into NIVASA_BUILD_DIR,
// wipes DATA_DIR so the embedded database is seeded afresh, then runs scripts/start.mjs in this process.
// E2E_SKIP_BUILD=1 reuses an existing build (handy when re-running browser tests on unchanged code).
import { spawn, spawnSync } from "node:child_process";
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

// The data scraper talks to a fake Firecrawl on a free port (keys starting with "fc-test-" are valid).
const fake = spawn(process.execPath, ["--import", "tsx", "scripts/fake-firecrawl.ts"], {
  cwd: root,
  env: { ...process.env, FAKE_FIRECRAWL_PORT: "0" },
  stdio: ["ignore", "pipe", "inherit"],
});
process.on("exit", () => fake.kill());
process.env.FIRECRAWL_API_URL = await new Promise((resolve, reject) => {
  fake.once("exit", (code) => reject(new Error(`[e2e] the fake Firecrawl server exited (${code})`)));
  fake.stdout.setEncoding("utf8");
  fake.stdout.on("data", (text) => {
    const url = /listening on (\S+)/.exec(text)?.[1];
    if (url) resolve(url);
  });
});
console.log(`[e2e] fake Firecrawl at ${process.env.FIRECRAWL_API_URL}`);
// …and the seeded sources' hosts, which the scraper looks up before each scrape, resolve without a network.
await import("../../../scripts/lib/offline-dns.mjs");

await import("../../../scripts/start.mjs");
