// The bench's event streams: who opens each (within the server's per-holder limit) and reading one.
import http, { type IncomingMessage } from "node:http";
import type { ThreadEventData } from "~/features/conversations/stream/thread-stream.server";
import { MAX_STREAMS_PER_HOLDER } from "~/services/event-streams.server";
import { readEvents } from "~/testing/event-streams.server";
import { signIn } from "./session";

/** One event stream to open: its URL, and the session and client address it is opened as. */
export interface BenchStream {
  url: string;
  cookie: string;
  localAddress: string;
}

/** The `n`th loopback address from 127.1.0.1 on (the whole of 127/8 reaches a server on 127.0.0.1). */
const loopbackAddress = (n: number) => `127.1.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;

/**
 * Who opens each stream. The server keeps one session and one client address to MAX_STREAMS_PER_HOLDER open
 * streams (429 beyond), so the bench opens them as that many people would: each account signs in once per
 * MAX_STREAMS_PER_HOLDER of its streams, and every MAX_STREAMS_PER_HOLDER streams come from an address of
 * their own.
 */
export async function streamHolders(origin: string, wanted: { url: string; email: string }[]): Promise<BenchStream[]> {
  const sessions = new Map<string, { cookie: string; streams: number }>();
  const streams: BenchStream[] = [];
  for (const [index, { url, email }] of wanted.entries()) {
    let session = sessions.get(email);
    if (!session || session.streams === MAX_STREAMS_PER_HOLDER) {
      session = { cookie: await signIn(origin, email), streams: 0 };
      sessions.set(email, session);
    }
    session.streams += 1;
    const localAddress = loopbackAddress(Math.floor(index / MAX_STREAMS_PER_HOLDER));
    streams.push({ url, cookie: session.cookie, localAddress });
  }
  return streams;
}

/** Opens one event stream; every message id its `thread` events name is noted with the time it arrived. */
export async function openStream(stream: BenchStream, heard: (ids: number[]) => void, signal: AbortSignal) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const { cookie, localAddress } = stream;
    http.get(stream.url, { headers: { cookie }, localAddress, signal, agent: false }, resolve).on("error", reject);
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`${stream.url} answered ${response.statusCode}`);
  }
  const events = readEvents(response, (event) => {
    if (event.event === "thread") heard((JSON.parse(event.data) as ThreadEventData).messageIds);
  });
  await events.next((event) => event.event === "ready", 30_000);
}
