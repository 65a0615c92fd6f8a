/** Event streams' heartbeats: one timer beats for every open stream, and a stream that ends leaves the others beating. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventStreamResponse } from "./event-streams.server";

const decoder = new TextDecoder();

function openStream(heartbeatMs: number) {
  const client = new AbortController();
  const response = eventStreamResponse(client.signal, () => () => {}, { heartbeatMs });
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const next = async () => decoder.decode((await reader.read()).value);
  return { next, leave: () => client.abort(), reader };
}

describe("event stream heartbeats", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("beat for every open stream on one timer, which stops with the last stream", async () => {
    const streams = [openStream(1_000), openStream(1_000), openStream(1_000)];
    for (const stream of streams) expect(await stream.next()).toBe("retry: 2000\n\n");
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(1_000);
    for (const stream of streams) expect(await stream.next()).toBe(": keep-alive\n\n");

    streams[0].leave();
    expect((await streams[0].reader.read()).done).toBe(true);
    vi.advanceTimersByTime(1_000);
    for (const stream of streams.slice(1)) expect(await stream.next()).toBe(": keep-alive\n\n");

    for (const stream of streams.slice(1)) stream.leave();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keep each stream's own interval", async () => {
    const [fast, slow] = [openStream(1_000), openStream(3_000)];
    await fast.next();
    await slow.next();
    vi.advanceTimersByTime(3_000);
    const fastBeats = [await fast.next(), await fast.next(), await fast.next()];
    expect(fastBeats).toEqual(Array(3).fill(": keep-alive\n\n"));
    expect(await slow.next()).toBe(": keep-alive\n\n");
    fast.leave();
    slow.leave();
    expect(vi.getTimerCount()).toBe(0);
  });
});
