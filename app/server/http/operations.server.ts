/**
 * What operators and their tools talk to, ahead of everything else in the app (no cache, no admission gate, not
 * logged at info): GET /healthz, GET /readyz, GET /metrics; and the request log and duration metric every other
 * request gets.
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import { config } from "~/config.server";
import { instanceName, logger } from "~/lib/logger.server";
import { hasStarted, isStopping, readiness } from "~/server/readiness.server";
import { httpRequestDuration, metricsRegistry } from "~/services/metrics.server";
import { wasShed } from "./admission.server";
import { REQUEST_MESSAGES } from "./request-limits.server";
import { type ManifestRoute, routeLookup } from "./route-lookup";

export const OPERATIONS_PATHS = { health: "/healthz", ready: "/readyz", metrics: "/metrics" } as const;
const OPERATIONS = new Set<string>(Object.values(OPERATIONS_PATHS));

/** The route label of a request no route matches (only possible without a catch-all route). */
export const UNMATCHED_ROUTE = "unmatched";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const noStore = { "Cache-Control": "no-store" };

/** /healthz, /readyz and /metrics (METRICS_TOKEN as a bearer token; 404 without one configured). */
export function operationsRouter(metricsToken = config().METRICS_TOKEN): express.Router {
  const router = express.Router();
  router.get(OPERATIONS_PATHS.health, (_req, res) => {
    res.set(noStore).type("text/plain").send("ok");
  });
  router.get(OPERATIONS_PATHS.ready, async (_req, res) => {
    const state = await readiness();
    res
      .status(state.ready ? 200 : 503)
      .set(noStore)
      .json({ ...state, instance: instanceName() });
  });
  router.get(OPERATIONS_PATHS.metrics, async (req, res) => {
    res.set(noStore);
    if (!metricsToken) return void res.status(404).type("text/plain").send("Not found");
    if (!sameSecret(bearerToken(req), metricsToken)) {
      return void res
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("A valid METRICS_TOKEN bearer token is required");
    }
    if (req.query.gc === "1") collectGarbage();
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  return router;
}

/**
 * `/metrics?gc=1` reads the figures after a full garbage collection, when the process runs with `--expose-gc`
 * (the bench's memory per event stream: live memory, not garbage not yet collected). Otherwise it does nothing.
 */
function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}

function bearerToken(req: Request): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
}

function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return sent !== "" && timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Until start-up has finished, pages are answered 503 with Retry-After (the operations endpoints still answer).
 * While the server shuts down, each answer closes its connection, so proxies open their next one elsewhere.
 */
export const lifecycleGate: RequestHandler = (req, res, next) => {
  if (isStopping()) res.setHeader("Connection", "close");
  if (hasStarted() || OPERATIONS.has(req.path)) return next();
  res
    .status(503)
    .set({ ...noStore, "Retry-After": "5" })
    .type("text/plain")
    .send("Nivasa is starting. Please try again in a moment.");
};

const labels = new WeakMap<IncomingMessage, string>();

/** The request's route label: a route id of the build, "assets", an operations path, or UNMATCHED_ROUTE. */
export function routeLabelOf(req: IncomingMessage): string {
  return labels.get(req) ?? UNMATCHED_ROUTE;
}

/**
 * Labels each request with the route React Router will match (never the URL itself, so the metric's series stay
 * few whatever paths are requested) and records its duration when the response ends.
 */
export function requestMetrics(routes: Record<string, ManifestRoute | undefined>): RequestHandler {
  const routeOf = routeLookup(routes);
  const labelOf = (pathname: string) => {
    if (OPERATIONS.has(pathname)) return pathname.slice(1);
    if (pathname.startsWith("/assets/")) return "assets";
    return routeOf(pathname)?.id ?? UNMATCHED_ROUTE;
  };
  return (req, res, next) => {
    const started = performance.now();
    const route = labelOf(req.path);
    labels.set(req, route);
    res.once("close", () => {
      const method = METHODS.has(req.method) ? req.method : "OTHER";
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      httpRequestDuration.observe({ route, method, status_class: statusClass }, (performance.now() - started) / 1000);
    });
    next();
  };
}

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** X-Request-Id from a trusted proxy (TRUST_PROXY), else a new one; sent back on the response. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const trusted = (req as Request).app?.get("trust proxy fn") as
    | ((address: string, hop: number) => boolean)
    | undefined;
  const sent = req.headers["x-request-id"];
  const fromProxy = typeof sent === "string" && REQUEST_ID.test(sent) && trusted?.(req.socket.remoteAddress ?? "", 0);
  const id = fromProxy ? sent : randomUUID();
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The path without its query string, which may carry tokens or addresses. */
function loggedPath(req: IncomingMessage): string {
  const url = (req as Request).originalUrl ?? req.url ?? "/";
  return url.split("?")[0] ?? "/";
}

type LogLevel = "debug" | "info" | "warn" | "error";

function requestLogLevel(path: string, res: ServerResponse, failed: boolean): LogLevel | null {
  if (OPERATIONS.has(path)) return "debug";
  // Under a flood a line per shed request would cost more than answering it; the gate reports them.
  if (wasShed(res)) return null;
  const status = res.statusCode;
  if (status === 503) return "warn";
  return failed || status >= 500 ? "error" : "info";
}

/**
 * One JSON line per request, written when its response closes: request id, method, path (no query), route id,
 * status, duration, and for a server error the error (a 503 without one, "not now", has none). No headers and no body are logged. Operations endpoints
 * log at debug; server errors at error, with the stack. One call on the process logger per request: no child
 * logger per request (pino-http made three, each serialising and redacting its bindings: ~7 % of a cached
 * page's CPU).
 */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const requestId = requestIdOf(req, res);
    res.once("close", () => {
      const path = loggedPath(req);
      const status = res.statusCode;
      const failure = (res as ServerResponse & { err?: unknown }).err;
      const level = requestLogLevel(path, res, failure !== undefined);
      const log = logger();
      if (level === null || !log.isLevelEnabled(level)) return;
      const line = {
        requestId,
        req: { method: req.method, path },
        route: routeLabelOf(req),
        res: { status },
        durationMs: Date.now() - started,
        ...(failure !== undefined || (status >= 500 && status !== 503)
          ? { err: failure ?? new Error(`failed with status code ${status}`) }
          : {}),
      };
      log[level](line, `${req.method} ${path} ${status}`);
    });
    next();
  };
}

/** The 4xx status an error carries (http-errors' convention: express's URIError for a path it can't decode is 400), or null. */
function clientErrorStatus(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const found = typeof status === "number" ? status : statusCode;
  return typeof found === "number" && found >= 400 && found < 500 ? found : null;
}

/**
 * The last handler. A request's own fault (an error carrying a 4xx status) is answered with that status and
 * logged like any client error, without a stack; anything else is the server's: logged with its stack, answered 500.
 */
export const serverErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== null) {
    return void res.status(clientStatus).set(noStore).type("text/plain").send(REQUEST_MESSAGES.unreadableRequest);
  }
  (res as ServerResponse & { err?: unknown }).err = error;
  res.status(500).set(noStore).type("text/plain").send("Something went wrong on our side. Please try again.");
};
