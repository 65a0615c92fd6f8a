#!/usr/bin/env node
// Installs Debian's nginx when it is missing, for the test of two instances behind a reverse proxy
// (tests/proxy/proxy.test.ts), which runs its own nginx with ops/nginx/nivasa.conf.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aptInstall } from "./apt.mjs";
import { readCommandLine } from "./command-line.mjs";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** Returns null when nginx is there (or was installed), else why it is not. */
export function ensureNginx() {
  if (existsSync(NGINX)) return null;
  console.log(`[nginx] ${NGINX} is missing: installing Debian's nginx package…`);
  try {
    aptInstall(["nginx"]);
  } catch (error) {
    return `nginx not found at ${NGINX} and could not be installed: ${error.message}`;
  }
  return existsSync(NGINX) ? null : `apt-get installed nginx but ${NGINX} is still missing`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  readCommandLine(
    `Usage: node scripts/lib/ensure-nginx.mjs\n\nInstalls Debian's nginx (NGINX_BIN), when it is missing.`,
  );
  const problem = ensureNginx();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
