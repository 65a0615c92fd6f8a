/**
 * Admission control in front of React Router (scripts/start.mjs): at most `concurrency` requests render at
 * once and the rest wait in order. Every request is answered within `answerWithinMs` of its arrival
 * (`markArrival`): one whose wait in line plus a render (at the recent render time) would pass that is answered
 * 503 with Retry-After on arrival, and so is one still waiting once its wait has used up the budget less a
 * render (admission-line.ts decides). Under a flood visitors get a quick "try again" instead of a request that
 * hangs until it times out, and the renders admitted still finish in good time. Cached pages and static files
 * are served before this gate and never wait; the routes of ADMISSION_EXEMPT_ROUTES bypass it
 * (admissionExemptions).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { logger } from "~/lib/logger.server";
import { admissionQueueLength, admissionShed, rendersInFlight } from "~/services/metrics.server";
import { type AdmissionBudget, admissionLine } from "./admission-line";
import { type ManifestRoute, routeLookup } from "./route-lookup";

export interface AdmissionOptions extends AdmissionBudget {
  retryAfterSeconds?: number;
  /**
   * After a 503, its connection is not read for this long (RETRY_PAUSE_MS; 0: read at once). Counted into the
   * next request's wait (markArrival), so it still gets its answer within the budget.
   */
  retryPauseMs?: number;
  /** Requests that skip the gate, by the path React Router routes them by (routedPath). */
  exempt?: (pathname: string) => boolean;
  /**
   * A render still running after this long is waiting on something rather than working: it is reported and
   * gives its slot back, so a few hung requests cannot close the gate for good. Default 60 s.
   */
  stuckAfterMs?: number;
  /** Where shedding is reported, at most once per `reportEveryMs` (default: the log at warn, every 10 s). */
  report?: (line: string) => void;
  reportEveryMs?: number;
}

export const DEFAULT_ADMISSION: AdmissionBudget = {
  concurrency: 6,
  queue: 150,
  answerWithinMs: 1_500,
};

/**
 * The routes that skip the gate. Event streams stay open for as long as their page does: holding a render slot
 * each, six would close the gate. Images have their own limit for image work, and a gallery's fifty thumbnails
 * must not queue ahead of the next page.
 */
export const ADMISSION_EXEMPT_ROUTES: readonly string[] = [
  "routes/quotes.events",
  "routes/brand-dashboard.lead-events",
  "routes/media",
  "routes/uploads",
];

/**
 * `(pathname) => whether it skips the gate`: when React Router would serve it by one of `routeIds` (never by
 * what the URL's text contains, so a query string or a look-alike path can't get a page past the gate).
 * React Router's data requests (`.data`) are never exempt.
 */
export function admissionExemptions(
  routes: Record<string, ManifestRoute | undefined>,
  routeIds: readonly string[] = ADMISSION_EXEMPT_ROUTES,
): (pathname: string) => boolean {
  const routeOf = routeLookup(routes);
  return (pathname) => !pathname.endsWith(".data") && routeIds.includes(routeOf(pathname)?.id ?? "");
}

/**
 * The path of a request target as React Router gets it (node-handler's requestUrl: parsed as browsers parse it,
 * dot segments resolved, no query), or null for a target that is no path on this site.
 */
export function routedPath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  const href = `http://localhost${target}`;
  return URL.canParse(href) ? new URL(href).pathname : null;
}

type Next = (error?: unknown) => void;

function isExempt(exempt: (pathname: string) => boolean, target = "/"): boolean {
  const pathname = routedPath(target);
  return pathname !== null && exempt(pathname);
}
type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export const BUSY_MESSAGE = "Nivasa is busy right now. Please try again in a moment.";

const arrivals = new WeakMap<IncomingMessage, number>();

/**
 * How long a connection just answered 503 goes unread. Node (libuv) takes one new connection per turn of the
 * event loop, and each turn reads every connection with a request waiting: under a flood of keep-alive clients
 * that resend the moment they are shed, a turn took 100–300 ms, so new visitors waited seconds in the kernel's
 * accept queue before the server saw their request (docs/performance.md, "A shed connection waits 250 ms"). A
 * shed client is read four times a second instead of continuously: the server spends a flood rendering pages
 * rather than answering 503s, though turns that render still slow the accepting of new connections.
 */
export const RETRY_PAUSE_MS = 250;

/** Connections paused after a 503, and since when: their next request counts its wait from then. */
const pausedSince = new WeakMap<Socket, number>();

/** The responses the gate answered 503: their requests get no log line of their own (reportShedding counts them). */
const shedResponses = new WeakSet<ServerResponse>();

/** Whether the gate shed this response. */
export const wasShed = (res: ServerResponse): boolean => shedResponses.has(res);

const BUSY_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  // Known before the body is written, so compression() leaves the answer as it is instead of starting a gzip
  // stream for each one: under a flood that was an eighth of the server's time.
  "Content-Length": String(Buffer.byteLength(BUSY_MESSAGE)),
  "Cache-Control": "no-store",
};

/** The event loop's lateness is sampled every LATENESS_TICK_MS; the longest of the last LATENESS_TICKS counts. */
const LATENESS_TICK_MS = 100;
const LATENESS_TICKS = 5;
const lateness: number[] = [];
let sampling = false;

/** Starts sampling how late the event loop runs (a tick's delay past its due time: about one turn's length). */
function sampleLoopLateness(): void {
  if (sampling) return;
  sampling = true;
  let due = performance.now() + LATENESS_TICK_MS;
  setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - due));
    if (lateness.length > LATENESS_TICKS) lateness.shift();
    due = now + LATENESS_TICK_MS;
  }, LATENESS_TICK_MS).unref();
}

/** The event loop's recent lateness in ms (0 until the gate samples it). */
export const loopLatenessMs = (): number => Math.max(0, ...lateness);

/**
 * The server's first middleware: notes when a request arrived, so the gate's `answerWithinMs` budget also counts the time it
 * spent in front of the gate (other middleware, a busy thread pool) and a flood's 503 still comes in good time. A request
 * read in this turn of the event loop may have waited in its socket, unseen, since the turn before began: under a
 * flood a turn takes hundreds of milliseconds, so its wait counts from the loop's recent lateness before now.
 */
export const markArrival: NodeHandler = (req, _res, next) => {
  arrivals.set(req, pausedSince.get(req.socket) ?? performance.now() - loopLatenessMs());
  pausedSince.delete(req.socket);
  next();
};

/**
 * Stops reading `res`'s connection for `ms` once the answer is written (Node resumes reading as a response
 * finishes, so not before), its next request counting its wait from the answer (markArrival).
 */
function pauseConnection(res: ServerResponse, ms: number): void {
  if (ms <= 0) return;
  const socket = res.req.socket;
  pausedSince.set(socket, performance.now());
  res.once("finish", () => {
    if (socket.destroyed) return;
    socket.pause();
    setTimeout(() => socket.resume(), ms).unref();
  });
}

/** How often the waiting requests are checked for one that can no longer be answered in time. */
const OVERDUE_CHECK_MS = 20;

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  next: Next;
}

export function admissionHandler(options: AdmissionOptions): NodeHandler & { readonly queued: number } {
  sampleLoopLateness();
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const retryPauseMs = options.retryPauseMs ?? RETRY_PAUSE_MS;
  const line = admissionLine<Waiting>(options, () => performance.now());
  /** What is rendering now (in admission order) and since when: a shedding report names the longest. */
  const rendering = new Map<ServerResponse, { request: string; since: number }>();
  const report = options.report ?? ((text: string) => logger().warn(text));
  const reportEveryMs = options.reportEveryMs ?? 10_000;
  const stuckAfterMs = options.stuckAfterMs ?? 60_000;
  let reportedAt = Number.NEGATIVE_INFINITY;
  let shedSinceReport = 0;
  let overdueCheck: NodeJS.Timeout | undefined;

  const release = (tookMs?: number) => {
    const { admitted, shed: late } = line.release(tookMs);
    for (const request of late) shed(request.res);
    if (admitted) run(admitted);
    watchOverdue();
  };
  const run = ({ req, res, next }: Waiting) => {
    // The client left before its turn (or while the middleware in front, e.g. a static-file lookup, was
    // busy): its 'close' has been emitted already and will not come again, so the slot goes on at once.
    if (res.destroyed) return release();
    const admitted = performance.now();
    const request = `${req.method} ${req.url}`;
    let counted = true;
    const stuck = setTimeout(() => {
      counted = false;
      report(`[admission] ${request} has rendered for ${stuckAfterMs / 1000} s: it no longer holds a render slot`);
      release();
    }, stuckAfterMs);
    stuck.unref();
    rendering.set(res, { request, since: admitted });
    res.once("close", () => {
      clearTimeout(stuck);
      rendering.delete(res);
      if (counted) release(res.writableFinished ? performance.now() - admitted : undefined);
    });
    next();
  };
  const reportShedding = () => {
    shedSinceReport += 1;
    const now = performance.now();
    if (now - reportedAt < reportEveryMs) return;
    // A Map keeps admission order, so its first entry has run longest.
    const [longest] = rendering.values();
    const longestText = longest
      ? ` (longest: ${longest.request} for ${((now - longest.since) / 1000).toFixed(1)} s)`
      : "";
    report(
      `[admission] shed ${shedSinceReport} with 503: ${rendering.size} rendering${longestText}, ${line.waiting} waiting, recent render ${Math.round(line.renderMs)} ms`,
    );
    reportedAt = now;
    shedSinceReport = 0;
  };
  admissionQueueLength.readFrom(() => line.waiting);
  rendersInFlight.readFrom(() => rendering.size);
  const shed = (res: ServerResponse) => {
    if (res.headersSent || res.destroyed) return;
    admissionShed.inc();
    reportShedding();
    shedResponses.add(res);
    res.writeHead(503, { ...BUSY_HEADERS, "Retry-After": retryAfter });
    res.end(BUSY_MESSAGE);
    pauseConnection(res, retryPauseMs);
  };
  /** While requests wait, those that can no longer get their page in time are shed every OVERDUE_CHECK_MS. */
  const watchOverdue = () => {
    if (line.waiting === 0 || overdueCheck) return;
    overdueCheck = setTimeout(() => {
      overdueCheck = undefined;
      for (const request of line.overdue()) shed(request.res);
      watchOverdue();
    }, OVERDUE_CHECK_MS);
  };

  const handler: NodeHandler = (req, res, next) => {
    if (options.exempt && isExempt(options.exempt, req.url)) return next();
    const request: Waiting = { req, res, next };
    const decision = line.arrive(request, arrivals.get(req) ?? performance.now());
    if (decision === "render") return run(request);
    if (decision === "shed") return shed(res);
    watchOverdue();
    // A client that gave up while waiting frees its place in the queue.
    res.once("close", () => line.leave(request));
  };
  return Object.defineProperty(handler, "queued", { get: () => line.waiting }) as NodeHandler & { queued: number };
}
