import type { Server } from "node:http";
import { config } from "~/config.server";
import { logger } from "~/lib/logger.server";
import { markStopping } from "~/server/readiness.server";
import { closeEventStreams } from "~/services/event-streams.server";

export interface ShutdownOptions {
  /** Time the server keeps taking requests while answering /readyz 503, for load balancers to stop sending any. */
  drainMs: number;
  /** Time in-flight requests get to finish once the server stops taking new ones; then their connections close. */
  timeoutMs: number;
  /** Stops what runs behind the requests (the job queue, then the database). */
  stop: () => Promise<void>;
}

/**
 * A graceful stop: /readyz answers 503 at once; after `drainMs` the server takes no new connections, closes idle
 * ones and server-sent event streams (with a retry hint, so browsers reconnect to another instance), and waits
 * up to `timeoutMs` for in-flight requests before closing what is left; then `stop` runs. Takes at most
 * drainMs + timeoutMs + the time `stop` takes.
 */
export async function drainAndStop(server: Server, options: ShutdownOptions): Promise<void> {
  const started = performance.now();
  markStopping();
  logger().info({ drainMs: options.drainMs, timeoutMs: options.timeoutMs }, "shutting down: readiness is 503");
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const streams = closeEventStreams();
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger().warn("requests still running at the shutdown timeout: closing their connections");
    server.closeAllConnections();
  }, options.timeoutMs);
  await closed;
  clearTimeout(deadline);
  logger().info({ eventStreams: streams }, "requests finished; stopping jobs and the database");
  await options.stop();
  logger().info({ durationMs: Math.round(performance.now() - started) }, "stopped");
}

/**
 * SIGTERM stops gracefully (SHUTDOWN_DRAIN_SECONDS, then SHUTDOWN_TIMEOUT_SECONDS); SIGINT (Ctrl-C) skips the
 * drain. The process exits once `stop` is done.
 */
export function stopOnSignals(server: Server, stop: () => Promise<void>): void {
  const cfg = config();
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger().info({ signal }, "signal received");
    const drainMs = signal === "SIGTERM" ? cfg.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    drainAndStop(server, { drainMs, timeoutMs: cfg.SHUTDOWN_TIMEOUT_SECONDS * 1000, stop }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger().error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
