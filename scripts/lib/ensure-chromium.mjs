#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Playwright never
// downloads a browser here; the only source is Debian's `chromium` package.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aptInstall } from "./apt.mjs";
import { readCommandLine } from "./command-line.mjs";

export const CHROMIUM = "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`[chromium] ${CHROMIUM} is missing: installing Debian's chromium package…`);
  try {
    aptInstall(["chromium"]);
  } catch (error) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}: ${error.message}\n` +
        "Install it with: sudo apt-get update && sudo apt-get install -y chromium",
    );
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  console.log(`[chromium] installed ${CHROMIUM}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  readCommandLine(
    `Usage: node scripts/lib/ensure-chromium.mjs\n\nInstalls Debian's chromium at /usr/bin/chromium for the browser tests, when it is missing.`,
  );
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
