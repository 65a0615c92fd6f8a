#!/usr/bin/env node
// The server under test for Playwright: builds the production app once into NIVASA_BUILD_DIR,
// wipes DATA_DIR so the embedded database is seeded afresh, then runs scripts/start.mjs in a child process
// whose output (the app's log lines) goes to E2E_LOG_FILE, not to the test run's output.
// E2E_SKIP_BUILD=1 reuses an existing build (handy when re-running browser tests on unchanged code).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const buildDir = path.resolve(root, process.env.NIVASA_BUILD_DIR ?? ".tmp/e2e-build");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".tmp/e2e-data");
const logFile = path.resolve(root, process.env.E2E_LOG_FILE ?? ".tmp/test-logs/e2e-server.log");
process.env.NIVASA_BUILD_DIR = buildDir;
process.env.DATA_DIR = dataDir;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(logFile), { recursive: true });
const log = openSync(logFile, "w");
const note = (line) => writeSync(log, `${line}\n`);

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(path.join(buildDir, "server/index.js"))) {
  const started = Date.now();
  note(`[e2e] building the production app into ${path.relative(root, buildDir)}…`);
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, encoding: "utf8", env: process.env });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    console.error("[e2e] build failed");
    process.exit(1);
  }
  console.error(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s; the server's log: ${logFile}`);
}

// The data scraper talks to a fake Firecrawl (keys starting with "fc-test-" are valid) on a free port, started
// beside the server: the server only calls it once a test scrapes.
const firecrawlPort = await freePort();
const firecrawlUrl = `http://127.0.0.1:${firecrawlPort}`;
const fake = spawn(process.execPath, ["--import", "tsx", "scripts/fake-firecrawl.ts"], {
  cwd: root,
  env: { ...process.env, FAKE_FIRECRAWL_PORT: String(firecrawlPort) },
  stdio: ["ignore", log, log],
});
process.on("exit", () => fake.kill());

// The seeded sources' hosts, which the scraper looks up before each scrape, resolve without a network.
const server = spawn(process.execPath, ["--import", "./scripts/lib/offline-dns.mjs", "scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, FIRECRAWL_API_URL: firecrawlUrl },
  stdio: ["ignore", log, log],
});
let stopping = false;
let fakeFailed = false;
fake.once("exit", (code) => {
  if (stopping) return;
  fakeFailed = true;
  console.error(`[e2e] the fake Firecrawl server exited (${code}); its log: ${logFile}`);
  server.kill("SIGTERM");
});
// Playwright stops the server with SIGTERM (to the process group, or to this process alone by hand): the app
// drains and exits, then this process exits with its status.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on("exit", (code, signal) => {
  if (code !== 0) console.error(`[e2e] the server exited (${signal ?? code}); its log: ${logFile}`);
  process.exit(fakeFailed ? 1 : (code ?? 1));
});

/** A port nothing listens on now (the kernel's pick for port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
