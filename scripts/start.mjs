#!/usr/bin/env node
// Starts Nivasa in production mode: builds once if needed, migrates (and seeds the embedded
// database on first run) inside this process, then serves on PORT.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Set before react / react-router load, so server and client agree on the production build.
process.env.NODE_ENV ??= "production";
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = path.resolve(root, process.env.NIVASA_BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");

if (!existsSync(serverBuild) || process.env.NIVASA_REBUILD === "1") {
  console.log("[start] building the app (first start)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const build = await import(pathToFileURL(serverBuild).href);
const { startup, shutdown } = build.entry.module;
const started = Date.now();
try {
  await startup();
} catch (error) {
  // Configuration and database problems are the operator's to fix: one clear line, no stack.
  console.error(`[start] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`[start] database ready in ${Date.now() - started} ms`);

const {
  admissionHandler,
  createNodeRequestHandler,
  markArrival,
  pageCacheHandler,
  securityHeadersHandler,
  trustProxySetting,
} = build.entry.module;
const app = express();
app.disable("x-powered-by");
// First: the admission gate counts a request's wait from here, not from when it reaches the gate.
app.use(markArrival);
// Whose X-Forwarded-For names the client (TRUST_PROXY; off by default, so a client can't forge its address).
app.set("trust proxy", trustProxySetting());
// nosniff, referrer policy, HSTS on https, Content-Security-Policy (documents bring their own, with a nonce).
app.use(securityHeadersHandler());
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
// Anonymous visitors' public pages that are already rendered skip React Router entirely.
app.use(pageCacheHandler(build.routes));
// Only requests for what public/ holds look on disk: a page request's file lookup would queue in libuv's thread
// pool behind compression and, under a flood, reach the admission gate seconds late.
const clientDir = path.join(buildDir, "client");
const publicEntries = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
const publicFiles = express.static(clientDir, { maxAge: "1h" });
app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next()));
// Renders wait their turn; a flood is answered 503 + Retry-After instead of timing out.
app.use(admissionHandler());
// React Router behind the body-size limits (413 before a byte over the limit is read) and the client address.
app.all("*", createNodeRequestHandler(build));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`[start] Nivasa listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

let closing = false;
async function stop(signal) {
  if (closing) return;
  closing = true;
  console.log(`[start] ${signal}: shutting down`);
  server.close();
  server.closeAllConnections?.();
  await shutdown().catch((error) => console.error("[start] shutdown error", error));
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
