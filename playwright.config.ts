import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Debian's Chromium; Playwright never downloads a browser here (`npm test` installs it when missing).
const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: run \`node scripts/lib/ensure-chromium.mjs\` (installs Debian's chromium)`);
}

const CI = Boolean(process.env.CI);
// Overridable so that several people can run browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? ".tmp/e2e-build");
// Tests read the server's development mailbox (E2E_DATA_DIR/mail), so export the folder to them.
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
process.env.E2E_DATA_DIR = dataDir;
// The server's own output (the app's log lines) goes here, not to the run's output; a failed test gets its part.
process.env.E2E_LOG_FILE = path.resolve(process.env.E2E_LOG_FILE ?? ".tmp/test-logs/e2e-server.log");

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".tmp/e2e-results",
  workers: 2,
  retries: CI ? 1 : 0,
  // A long flow (a quote request, then its mails, then a sign-in link) takes ~10 s on an idle machine; on a busy
  // shared one it took over 30 s, so only a hung test reaches this.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  reporter: [
    ["list"],
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
    ...(CI ? [] : [["html", { outputFolder: ".tmp/e2e-report", open: "never" }] as const]),
  ],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Builds the production app once per run, then serves it on a freshly seeded embedded database.
    command: "node tests/e2e/support/server.mjs",
    // Ready once the database and the job queue are (its 503s until then are logged at debug, not as failures).
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 600_000,
    // The server writes its log to E2E_LOG_FILE; stderr says how long the build took, or why the server stopped.
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NIVASA_BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      E2E_LOG_FILE: process.env.E2E_LOG_FILE,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: "off",
      // The browser contexts stand behind one proxy: each sends its own X-Forwarded-For (support/fixtures.ts).
      TRUST_PROXY: "1",
    },
  },
});
