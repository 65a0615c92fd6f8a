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
import { pageCacheHandler } from "./page-cache/page-cache.server";
import { securityHeadersHandler } from "./security-headers.server";
import { staticFiles } from "./static-files.server";

/**
 * The HTTP server in front of React Router, in the order a request meets it: the arrival time, the client's
 * address, its route label and duration metric, its log line and request id, security headers, the operations
 * endpoints (/healthz, /readyz, /metrics), the start-up gate, the build's assets and public files, compression, the
 * page cache, the admission gate, then React Router behind the body-size limits and the cross-site check.
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
  // The build's assets and public files, from memory and compressed ahead (before `compression`, which skips them).
  app.use(staticFiles(path.join(buildDir, "client")));
  app.use(compression());
  // Anonymous visitors' public pages that are already rendered skip React Router entirely.
  app.use(pageCacheHandler(build.routes));
  // Renders wait their turn; a flood is answered 503 + Retry-After instead of timing out.
  app.use(admissionHandler({ ...DEFAULT_ADMISSION, exempt: admissionExemptions(build.routes) }));
  // React Router behind the body-size limits (413 before a byte over the limit is read) and the client address.
  app.all("*", createNodeRequestHandler(build));
  app.use(serverErrorHandler);
  return app;
}
