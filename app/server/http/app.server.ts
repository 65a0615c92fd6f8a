import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { admissionExemptions, admissionHandler, DEFAULT_ADMISSION, markArrival } from "./admission.server";
import { createNodeRequestHandler, trustProxySetting } from "./node-handler.server";
import {
  lifecycleGate,
  operationsRouter,
  requestLogger,
  requestMetrics,
  serverErrorHandler,
} from "./operations.server";
import { pageCacheHandler } from "./page-cache.server";
import { securityHeadersHandler } from "./security-headers.server";

/**
 * The HTTP server in front of React Router, in the order a request meets it: the arrival time, the client's
 * address, its route label and duration metric, its log line and request id, security headers, the operations
 * endpoints (/healthz, /readyz, /metrics), the start-up gate, compression, the build's assets, the page cache,
 * public files, the admission gate, then React Router behind the body-size limits and the cross-site check.
 */
export function createApp(build: ServerBuild, buildDir: string): Express {
  const app = express();
  app.disable("x-powered-by");
  // First: the admission gate counts a request's wait from here, not from when it reaches the gate.
  app.use(markArrival);
  // Whose X-Forwarded-For names the client (TRUST_PROXY; off by default, so a client can't forge its address).
  app.set("trust proxy", trustProxySetting());
  app.use(requestMetrics(build.routes));
  app.use(requestLogger());
  // nosniff, referrer policy, HSTS on https, Content-Security-Policy (documents bring their own, with a nonce).
  app.use(securityHeadersHandler());
  // Before the caches and the admission gate: probes and scrapes are never cached, queued or shed.
  app.use(operationsRouter());
  app.use(lifecycleGate);
  app.use(compression());
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  // Anonymous visitors' public pages that are already rendered skip React Router entirely.
  app.use(pageCacheHandler(build.routes));
  app.use(publicFiles(path.join(buildDir, "client")));
  // Renders wait their turn; a flood is answered 503 + Retry-After instead of timing out.
  app.use(admissionHandler({ ...DEFAULT_ADMISSION, exempt: admissionExemptions(build.routes) }));
  // React Router behind the body-size limits (413 before a byte over the limit is read) and the client address.
  app.all("*", createNodeRequestHandler(build));
  app.use(serverErrorHandler);
  return app;
}

/**
 * The files of public/: only requests for what it holds look on disk, since a page request's file lookup would
 * queue in libuv's thread pool behind compression and, under a flood, reach the admission gate seconds late.
 */
function publicFiles(clientDir: string): express.RequestHandler {
  const entries = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const serve = express.static(clientDir, { maxAge: "1h" });
  return (req, res, next) => (entries.has(req.path.split("/")[1]) ? serve(req, res, next) : next());
}
