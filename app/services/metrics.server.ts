/**
 * The process's Prometheus metrics (served by GET /metrics, app/server/http/operations.server.ts). Any layer records
 * into these; gauges that describe a current state read it when scraped (`readFrom`). Labels take values from small
 * fixed sets only (route ids, status classes, job kinds), never from URLs or user input.
 */
import pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { installedDatabase } from "~/db/client.server";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: "nivasa_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its response, by matched route id, method and status class",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const pageCacheLookups = new Counter({
  name: "nivasa_page_cache_requests_total",
  help: "Requests the page cache answered (hit, stale) or rendered for (miss, bypass)",
  labelNames: ["result"] as const,
  registers,
});

export const admissionShed = new Counter({
  name: "nivasa_admission_shed_total",
  help: "Page requests answered 503 by admission control",
  registers,
});

export const imageRendersShed = new Counter({
  name: "nivasa_image_renders_shed_total",
  help: "Image requests answered 503 because the render line was full",
  registers,
});

export const jobsFinished = new Counter({
  name: "nivasa_jobs_total",
  help: "Job attempts by kind and outcome: completed, retried (failed, will run again), failed (no retry left)",
  labelNames: ["kind", "outcome"] as const,
  registers,
});

export const mailSent = new Counter({
  name: "nivasa_mail_total",
  help: "Emails handed to the mail transport, by outcome (sent, failed)",
  labelNames: ["outcome"] as const,
  registers,
});

export const alertsCounted = new Counter({
  name: "nivasa_alerts_total",
  help: "Alerts by channel (whatsapp, sms, email) and the state they reached: queued, sent, delivered, read, failed, skipped",
  labelNames: ["channel", "state"] as const,
  registers,
});

export const sseOpenStreams = new Gauge({
  name: "nivasa_sse_open_streams",
  help: "Server-sent event streams open on this instance",
  registers,
});

type Reading = number | Promise<number>;

/** A gauge whose value is read from its source at each scrape; the latest `readFrom` wins. */
function sampledGauge(name: string, help: string) {
  let source: () => Reading = () => 0;
  new Gauge({
    name,
    help,
    registers,
    async collect() {
      this.set(await source());
    },
  });
  return {
    readFrom(read: () => Reading) {
      source = read;
    },
  };
}

export const admissionQueueLength = sampledGauge(
  "nivasa_admission_queue_length",
  "Page requests waiting at the admission gate",
);
export const rendersInFlight = sampledGauge("nivasa_renders_in_flight", "Page requests admitted and rendering");
export const imageRendersQueued = sampledGauge("nivasa_image_renders_queued", "Images waiting to be drawn");

type QueueDepths = { kind: string; queued: number; active: number }[];
let jobDepths: () => Promise<QueueDepths> = async () => [];

new Gauge({
  name: "nivasa_job_queue_depth",
  help: "Jobs waiting (queued) and running (active) per job kind, as the queue last counted them",
  labelNames: ["kind", "state"] as const,
  registers,
  async collect() {
    this.reset();
    // A scrape during start-up or shutdown reports no depth rather than failing.
    const depths = await jobDepths().catch((): QueueDepths => []);
    for (const { kind, queued, active } of depths) {
      this.set({ kind, state: "queued" }, queued);
      this.set({ kind, state: "active" }, active);
    }
  },
});

/** Where the job-queue depth is read at scrape time (the running job queue sets it). */
export function readJobDepthsFrom(read: () => Promise<QueueDepths>): void {
  jobDepths = read;
}

/** On PostgreSQL, the app's connection pool; the embedded database has one connection and no pool to report. */
new Gauge({
  name: "nivasa_db_pool_connections",
  help: "Database pool connections in use and requests waiting for one (PostgreSQL only)",
  labelNames: ["state"] as const,
  registers,
  collect() {
    this.reset();
    const client = (installedDatabase()?.db as { $client?: unknown } | undefined)?.$client;
    if (!(client instanceof pg.Pool)) return;
    this.set({ state: "in_use" }, client.totalCount - client.idleCount);
    this.set({ state: "idle" }, client.idleCount);
    this.set({ state: "waiting" }, client.waitingCount);
  },
});

/** Counts the outcome of `send` (resolves: sent, throws: failed). */
export async function countMail<T>(send: () => Promise<T>): Promise<T> {
  try {
    const result = await send();
    mailSent.inc({ outcome: "sent" });
    return result;
  } catch (error) {
    mailSent.inc({ outcome: "failed" });
    throw error;
  }
}

export function sseStreamOpened(): void {
  sseOpenStreams.inc();
}

export function sseStreamClosed(): void {
  sseOpenStreams.dec();
}
