import { sseStreamClosed, sseStreamOpened } from "./metrics.server";

/**
 * Streams one holder (a session, a client address) may keep open at once on one instance: a person's few tabs
 * fit, a script opening hundreds does not. Counted per instance: behind a load balancer a holder may reach this
 * many on each.
 */
export const MAX_STREAMS_PER_HOLDER = 6;

export const TOO_MANY_STREAMS =
  "Too many live updates are open from this account or network. Close some tabs of Nivasa and reload this one.";

/** The streams open per holder on this instance. */
const heldStreams = new Map<string, number>();

function holdStreams(holders: readonly string[], change: 1 | -1): void {
  for (const holder of holders) {
    const count = (heldStreams.get(holder) ?? 0) + change;
    if (count > 0) heldStreams.set(holder, count);
    else heldStreams.delete(holder);
  }
}

/** How many streams `holder` keeps open on this instance. */
export function streamsHeldBy(holder: string): number {
  return heldStreams.get(holder) ?? 0;
}

/** How long a client whose stream the server closed for shutdown waits before reconnecting (to another instance). */
export const SHUTDOWN_RETRY_MS = 3_000;

/** Called at shutdown with the retry hint: write `retry: <ms>` and close the stream. */
type CloseForShutdown = (retryMs: number) => void;

const open = new Set<CloseForShutdown>();
let closing = false;

/**
 * Registers an open server-sent event stream: it counts in nivasa_sse_open_streams, and on shutdown
 * `closeForShutdown(retryMs)` is called so the client reconnects elsewhere. Call the returned `release` once the
 * stream ends for any reason (idempotent). A stream opened while the server is shutting down is closed at once.
 */
export function trackEventStream(closeForShutdown: CloseForShutdown): () => void {
  if (closing) {
    closeForShutdown(SHUTDOWN_RETRY_MS);
    return () => {};
  }
  open.add(closeForShutdown);
  sseStreamOpened();
  return () => {
    if (open.delete(closeForShutdown)) sseStreamClosed();
  };
}

/** Closes every open stream with the retry hint; later ones are closed as they open. Returns how many were open. */
export function closeEventStreams(): number {
  closing = true;
  const streams = [...open];
  open.clear();
  for (const close of streams) {
    sseStreamClosed();
    close(SHUTDOWN_RETRY_MS);
  }
  return streams.length;
}

/** The `retry:` field and end-of-event that tell an EventSource how long to wait before reconnecting. */
export function retryHint(retryMs: number): string {
  return `retry: ${retryMs}\n\n`;
}

/** One server-sent event: `data` may span lines; `id` is what the client sends back as Last-Event-ID. */
export interface ServerSentEvent {
  id?: string;
  event?: string;
  data: string;
}

/** Where a stream's source writes: an event, or the end of the stream (the client reconnects and resumes). */
export interface EventSink {
  send(event: ServerSentEvent): void;
  close(): void;
}

export interface EventStreamOptions {
  /** A comment this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** How long a client waits before reconnecting after the stream drops. */
  retryMs?: number;
  /** A client that lets this much go unread is cut off (it reconnects and resumes from its last event). */
  maxUnreadBytes?: number;
  /**
   * Who keeps the stream open (e.g. `session:<id>`, `address:<ip>`): a stream that would take one of them past
   * MAX_STREAMS_PER_HOLDER is answered 429 with TOO_MANY_STREAMS instead.
   */
  holders?: readonly string[];
}

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: compression and proxies must pass each event on as it is written.
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export function formatEvent({ id, event, data }: ServerSentEvent): string {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
  return `${id === undefined ? "" : `id: ${id}\n`}${event === undefined ? "" : `event: ${event}\n`}${lines.join("")}\n`;
}

const encoder = new TextEncoder();
/** The heartbeat comment's bytes, the same for every stream. */
const HEARTBEAT = encoder.encode(": keep-alive\n\n");
/** Each event's bytes, made once however many streams it is sent to. */
const encodedEvents = new WeakMap<ServerSentEvent, Uint8Array>();

function encodedEvent(event: ServerSentEvent): Uint8Array {
  let bytes = encodedEvents.get(event);
  if (!bytes) {
    bytes = encoder.encode(formatEvent(event));
    encodedEvents.set(event, bytes);
  }
  return bytes;
}

/** The streams' heartbeats by interval: one timer beats for every open stream of that interval, none each. */
const heartbeats = new Map<number, { timer: NodeJS.Timeout; beats: Set<() => void> }>();

/** Calls `beat` every `intervalMs` (on the interval's shared timer) until the returned function is called. */
function onHeartbeat(intervalMs: number, beat: () => void): () => void {
  let ticker = heartbeats.get(intervalMs);
  if (!ticker) {
    const beats = new Set<() => void>();
    const timer = setInterval(() => {
      for (const each of beats) each();
    }, intervalMs);
    timer.unref();
    ticker = { timer, beats };
    heartbeats.set(intervalMs, ticker);
  }
  const { timer, beats } = ticker;
  beats.add(beat);
  return () => {
    beats.delete(beat);
    if (beats.size > 0 || heartbeats.get(intervalMs)?.timer !== timer) return;
    clearInterval(timer);
    heartbeats.delete(intervalMs);
  };
}

/**
 * A `text/event-stream` response whose events come from `open(sink)`, which returns the source's stop. The
 * stream starts with the retry hint, sends a heartbeat comment every `heartbeatMs` (the first within that time,
 * on a timer all streams of that interval share), counts as open
 * (trackEventStream) and ends, stopping its source once, when the client leaves (`signal`), the source
 * closes it, the client stops reading, or the server shuts down.
 */
export function eventStreamResponse(
  signal: AbortSignal,
  open: (sink: EventSink) => () => void,
  { heartbeatMs = 25_000, retryMs = 2_000, maxUnreadBytes = 256 * 1024, holders = [] }: EventStreamOptions = {},
): Response {
  if (holders.some((holder) => streamsHeldBy(holder) >= MAX_STREAMS_PER_HOLDER)) {
    return new Response(TOO_MANY_STREAMS, {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  let end: (last?: string) => void = () => {};
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let ended = false;
        let stop = () => {};
        let release = () => {};
        const write = (text: string | Uint8Array) => {
          if (ended) return;
          controller.enqueue(typeof text === "string" ? encoder.encode(text) : text);
          if ((controller.desiredSize ?? 0) < -maxUnreadBytes) end();
        };
        let stopHeartbeat = () => {};
        const onAbort = () => end();
        end = (last) => {
          if (ended) return;
          if (last) write(last);
          ended = true;
          holdStreams(holders, -1);
          stopHeartbeat();
          signal.removeEventListener("abort", onAbort);
          release();
          stop();
          if (!cancelled) controller.close();
        };
        holdStreams(holders, 1);
        write(retryHint(retryMs));
        if (signal.aborted) return end();
        stopHeartbeat = onHeartbeat(heartbeatMs, () => write(HEARTBEAT));
        signal.addEventListener("abort", onAbort);
        release = trackEventStream((shutdownRetryMs) => end(retryHint(shutdownRetryMs)));
        if (ended) return;
        stop = open({ send: (event) => write(encodedEvent(event)), close: () => end() });
      },
      cancel() {
        cancelled = true;
        end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
