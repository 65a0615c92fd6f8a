/**
 * An event stream through the server's own stack (compression, the node handler): each event leaves as it is
 * written, uncompressed and uncached, with heartbeats; it ends for a client that leaves and at shutdown with a
 * retry hint (the admission gate lets it by: admission.server.test.ts).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeEventStreams,
  type EventSink,
  eventStreamResponse,
  SHUTDOWN_RETRY_MS,
} from "~/services/event-streams.server";
import { sseOpenStreams } from "~/services/metrics.server";
import { ofType, readEvents } from "~/testing/event-streams.server";
import { nodeHandlerFor } from "./node-handler.server";

let server: Server;
let origin: string;
const sinks: EventSink[] = [];
let stopped = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.all(
    "*",
    nodeHandlerFor(async (request) =>
      eventStreamResponse(
        request.signal,
        (sink) => {
          sinks.push(sink);
          return () => void stopped++;
        },
        { heartbeatMs: 100 },
      ),
    ),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function openStream() {
  const controller = new AbortController();
  const count = sinks.length;
  const response = await fetch(`${origin}/events`, {
    headers: { "accept-encoding": "gzip, br" },
    signal: controller.signal,
  });
  if (!response.body) throw new Error("no body");
  const events = readEvents(response.body);
  await expect.poll(() => sinks.length).toBe(count + 1);
  return { response, events, sink: sinks[count], abort: () => controller.abort() };
}

/** Waits until every stream opened so far has ended on the server. */
const earlierStreamsEnded = () => expect.poll(() => stopped).toBe(sinks.length);

const openGauge = async () => (await sseOpenStreams.get()).values[0]?.value ?? 0;

describe("event streams through the server", () => {
  it("sends each event as it is written, uncompressed and never cached, after a retry hint", async () => {
    const { response, events, sink, abort } = await openStream();
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await events.next()).retry).toBe(2_000);
    sink.send({ id: "7.0.0", event: "thread", data: '{"a":1}\n{"b":2}' });
    expect(await events.next(ofType("thread"), 1_000)).toEqual({
      event: "thread",
      id: "7.0.0",
      data: '{"a":1}\n{"b":2}',
    });
    expect((await events.next(ofType("comment"), 1_000)).data).toBe("keep-alive");
    abort();
  });

  it("stops its source and leaves the open-streams count when the client goes", async () => {
    await earlierStreamsEnded();
    const before = await openGauge();
    const stoppedBefore = stopped;
    const { events, abort } = await openStream();
    await events.next();
    expect(await openGauge()).toBe(before + 1);
    abort();
    await expect.poll(() => stopped).toBe(stoppedBefore + 1);
    expect(await openGauge()).toBe(before);
  });

  it("stops its source once when the response body is cancelled", async () => {
    let stops = 0;
    const response = eventStreamResponse(new AbortController().signal, () => () => void stops++);
    await response.body?.cancel();
    expect(stops).toBe(1);
  });

  // Last: after a shutdown every stream that opens is closed at once.
  it("ends at shutdown with the retry hint, stopping its source", async () => {
    await earlierStreamsEnded();
    const stoppedBefore = stopped;
    const { events } = await openStream();
    await events.next();
    expect(closeEventStreams()).toBeGreaterThanOrEqual(1);
    expect((await events.next((event) => event.retry !== undefined)).retry).toBe(SHUTDOWN_RETRY_MS);
    await events.ended;
    expect(stopped).toBe(stoppedBefore + 1);
  });
});
