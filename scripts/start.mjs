#!/usr/bin/env node
// Starts Nivasa in production mode: builds once if needed, migrates (and seeds the embedded
// database on first run) inside this process, then serves on PORT.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Set before react / react-router load, so server and client agree on the production build. The HTTP app
// itself is app/server/http/app.server.ts.
process.env.NODE_ENV ??= "production";
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
const { acceptOnMoreDescriptors, createApp, logger, startup, shutdown, stopOnSignals } = build.entry.module;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const started = Date.now();
try {
  // Listening from the start: /healthz answers at once, /readyz and pages 503 until start-up is done.
  const server = createApp(build, buildDir).listen(port, host);
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  // A flood's new connections are taken a few dozen per turn of the event loop, not one.
  await acceptOnMoreDescriptors(server);
  stopOnSignals(server, shutdown);
  await startup();
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  logger().info({ url, startupMs: Date.now() - started }, `Nivasa listening on ${url}`);
} catch (error) {
  // Configuration and database problems are the operator's to fix: one clear line, no stack.
  console.error(`[start] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
