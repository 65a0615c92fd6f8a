import { sseStreamClosed, sseStreamOpened } from "./metrics.server";

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
