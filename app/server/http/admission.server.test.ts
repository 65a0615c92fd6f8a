import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { appRouteManifest } from "~/testing/route-manifest";
import {
  type AdmissionOptions,
  admissionExemptions,
  admissionHandler,
  BUSY_MESSAGE,
  markArrival,
  routedPath,
} from "./admission.server";
import { routeLookup } from "./route-lookup";

/** A server whose "renders" finish when the test says so; what the gate reports is kept in `reports`. */
async function gatedServer({ compress = false, ...options }: AdmissionOptions & { compress?: boolean }) {
  const reports: string[] = [];
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  // compression() is connect middleware: it reads only Node's own request and response.
  const compressing: Middleware = compress ? (compression() as unknown as Middleware) : (_req, _res, next) => next();
  const gate = admissionHandler({ report: (line) => reports.push(line), ...options });
  const pending: (() => void)[] = [];
  let rendering = 0;
  let most = 0;
  const enter = (req: IncomingMessage, res: ServerResponse) =>
    gate(req, res, () => {
      rendering += 1;
      most = Math.max(most, rendering);
      pending.push(() => {
        rendering -= 1;
        res.end(`rendered ${req.url}`);
      });
    });
  // "/late…" reaches the gate 100 ms (or `?ms=`) after it arrived, as behind a busy static-file lookup.
  const server: Server = createServer((req, res) =>
    markArrival(req, res, () =>
      compressing(req, res, () => {
        const delay = new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? "100";
        if (req.url?.startsWith("/late")) setTimeout(() => enter(req, res), Number(delay));
        else enter(req, res);
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    server,
    reports,
    url: `http://127.0.0.1:${port}`,
    get: (path: string) => fetch(`http://127.0.0.1:${port}${path}`),
    finishOne: async () => {
      await until(() => pending.length > 0);
      pending.shift()?.();
    },
    waitForRenders: (n: number) => until(() => rendering === n),
    waitForQueue: (n: number) => until(() => gate.queued === n),
    most: () => most,
  };
}

/** A kept-alive connection of its own, asking one GET at a time: each answer's status and how long it took. */
async function rawClient(url: string) {
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  return {
    ask: (path: string) =>
      new Promise<{ status: number; ms: number }>((resolve) => {
        const sent = performance.now();
        let text = "";
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          const [head, body = ""] = text.split("\r\n\r\n");
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
          if (Buffer.byteLength(body) < length) return;
          socket.off("data", onData);
          resolve({ status: Number(head.split(" ")[1]), ms: performance.now() - sent });
        };
        socket.on("data", onData);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      }),
    close: () => socket.destroy(),
  };
}

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
});

describe("admissionHandler", () => {
  it("renders a few at a time, queues the next ones in order and sheds the rest with 503 + Retry-After", async () => {
    const t = await gatedServer({ concurrency: 2, queue: 2, answerWithinMs: 10_000 });
    open = t.server;
    const admitted = [t.get("/1"), t.get("/2")];
    await t.waitForRenders(2);
    const queued = [t.get("/3"), t.get("/4")];
    await t.waitForQueue(2);
    const shed = await t.get("/5");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("2");
    expect(shed.headers.get("cache-control")).toBe("no-store");
    expect(await shed.text()).toBe(BUSY_MESSAGE);
    for (let i = 0; i < 4; i++) await t.finishOne();
    const texts = await Promise.all([...admitted, ...queued].map(async (r) => (await r).text()));
    expect(texts).toEqual(["rendered /1", "rendered /2", "rendered /3", "rendered /4"]);
    expect(t.most()).toBe(2);
  });

  it("answers a shed request as it is, with its length, even behind compression()", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 0, answerWithinMs: 1_000, compress: true });
    open = t.server;
    const first = t.get("/slow");
    await t.waitForRenders(1);
    const shed = await fetch(`${t.url}/shed`, { headers: { "accept-encoding": "gzip, br" } });
    expect(shed.status).toBe(503);
    expect(shed.headers.get("content-encoding")).toBeNull();
    expect(shed.headers.get("content-length")).toBe(String(Buffer.byteLength(BUSY_MESSAGE)));
    expect(await shed.text()).toBe(BUSY_MESSAGE);
    await t.finishOne();
    expect(await (await first).text()).toBe("rendered /slow");
  });

  it("sheds on arrival a request whose wait and render at the recent render time would pass the budget", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 3_900 });
    open = t.server;
    // One render of at least 1 s sets the recent render time.
    const slow = t.get("/slow");
    await t.waitForRenders(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.finishOne();
    expect(await (await slow).text()).toBe("rendered /slow");

    const rendering = t.get("/b");
    await t.waitForRenders(1);
    // About 1 s and 2 s of waiting ahead, and a render of 1 s: both queue.
    const queued = [t.get("/c"), t.get("/d")];
    await t.waitForQueue(2);
    // About 3 s ahead and the render: answered at once, while /c and /d are still waiting their turn.
    const shed = await t.get("/e");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("2");
    await t.waitForQueue(2);
    for (let i = 0; i < 3; i++) await t.finishOne();
    const texts = await Promise.all([rendering, ...queued].map(async (r) => (await r).text()));
    expect(texts).toEqual(["rendered /b", "rendered /c", "rendered /d"]);
  });

  it("sheds a request that waited too long instead of leaving it to time out; images skip the gate", async () => {
    const t = await gatedServer({
      concurrency: 1,
      queue: 10,
      answerWithinMs: 100,
      exempt: (path) => path.startsWith("/media/"),
    });
    open = t.server;
    const first = t.get("/slow");
    await t.waitForRenders(1);
    // A gallery's thumbnails have their own limit and do not queue ahead of the next page.
    const image = t.get("/media/art/x.webp");
    await t.waitForRenders(2);
    const started = Date.now();
    const waited = await t.get("/waits");
    expect(waited.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    await t.finishOne();
    await t.finishOne();
    expect(await (await first).text()).toBe("rendered /slow");
    expect(await (await image).text()).toBe("rendered /media/art/x.webp");
    // The slot is free again.
    const next = t.get("/after");
    await t.finishOne();
    expect(await (await next).text()).toBe("rendered /after");
  });

  it("counts a long turn of the event loop as waited: a request read after one is shed that much sooner", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 600 });
    open = t.server;
    const first = t.get("/slow");
    await t.waitForRenders(1);
    const quiet = await rawClient(t.url);
    const afterQuietTurns = await quiet.ask("/a");
    expect(afterQuietTurns.status).toBe(503);
    expect(afterQuietTurns.ms).toBeGreaterThanOrEqual(550);

    const late = await rawClient(t.url);
    const asked = late.ask("/b");
    // A turn of 400 ms: the request waits in its socket meanwhile, and the gate learns the loop runs late.
    const until = performance.now() + 400;
    while (performance.now() < until);
    const afterLongTurn = await asked;
    expect(afterLongTurn.status).toBe(503);
    // Counted from when it was sent, not from when it was read (400 ms + 600 ms).
    expect(afterLongTurn.ms).toBeLessThan(900);
    quiet.close();
    late.close();
    await t.finishOne();
    expect(await (await first).text()).toBe("rendered /slow");
  });

  it("reports shedding once per interval, naming the render that has run longest", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 0, answerWithinMs: 1_000, reportEveryMs: 60_000 });
    open = t.server;
    const stuck = t.get("/stuck?page=2");
    await t.waitForRenders(1);
    const shed = await Promise.all([t.get("/a"), t.get("/b"), t.get("/c")]);
    expect(shed.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(t.reports).toHaveLength(1);
    expect(t.reports[0]).toMatch(
      /^\[admission\] shed 1 with 503: 1 rendering \(longest: GET \/stuck\?page=2 for \d+\.\d s\), 0 waiting/,
    );
    await t.finishOne();
    expect(await (await stuck).text()).toBe("rendered /stuck?page=2");
  });

  it("gives back the slot of a render that runs past stuckAfterMs, and says which it was", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 5_000, stuckAfterMs: 300 });
    open = t.server;
    const hung = t.get("/hung");
    await t.waitForRenders(1);
    // Queued behind the hung render, then admitted when its slot is given back.
    const next = t.get("/next");
    await t.waitForRenders(2);
    expect(t.reports).toEqual(["[admission] GET /hung has rendered for 0.3 s: it no longer holds a render slot"]);
    await t.finishOne();
    await t.finishOne();
    expect(await (await hung).text()).toBe("rendered /hung");
    expect(await (await next).text()).toBe("rendered /next");
    // The hung render's end frees no second slot: one render at a time still.
    const [a, b] = [t.get("/a"), t.get("/b")];
    await t.waitForRenders(1);
    await t.waitForQueue(1);
    await t.finishOne();
    await t.finishOne();
    expect([await (await a).text(), await (await b).text()]).toEqual(["rendered /a", "rendered /b"]);
  });

  it("counts a request's wait from its arrival, not from when it reached the gate", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 500 });
    open = t.server;
    const first = t.get("/slow");
    await t.waitForRenders(1);
    // 400 ms in front of the gate leaves it 100 ms of the 500 to wait there; the render ends at 700 ms.
    const late = t.get("/late?ms=400");
    await new Promise((resolve) => setTimeout(resolve, 700));
    await t.finishOne();
    expect((await late).status).toBe(503);
    expect(await (await first).text()).toBe("rendered /slow");
  });

  it("reads a shed connection's next request only after the retry pause, and other connections at once", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 400, retryPauseMs: 300 });
    open = t.server;
    const first = t.get("/slow");
    await t.waitForRenders(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await t.finishOne();
    await first;
    const rendering = t.get("/rendering");
    await t.waitForRenders(1);
    // The recent render took 450 ms, over the 400 ms budget: the kept-alive client is shed on arrival.
    const client = await rawClient(t.url);
    expect(await client.ask("/a")).toMatchObject({ status: 503 });
    const again = await client.ask("/b");
    expect(again.status).toBe(503);
    expect(again.ms).toBeGreaterThanOrEqual(290);
    // Another connection is read at once.
    const other = await rawClient(t.url);
    expect((await other.ask("/c")).ms).toBeLessThan(200);
    client.close();
    other.close();
    await t.finishOne();
    expect(await (await rendering).text()).toBe("rendered /rendering");
  });

  it("a request whose client left before it reached the gate takes no slot", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 10, answerWithinMs: 1_000 });
    open = t.server;
    await expect(fetch(`${t.url}/late`, { signal: AbortSignal.timeout(20) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = t.get("/next");
    await t.finishOne();
    const answer = await next;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("rendered /next");
  });
});

describe("admission exemptions (by the route React Router serves, never by the URL's text)", () => {
  const routes = appRouteManifest();
  const exempt = admissionExemptions(routes);
  const skipsGate = (target: string) => {
    const pathname = routedPath(target);
    return pathname !== null && exempt(pathname);
  };
  const id = "4f1c7a3e-9b1d-4c2e-8f00-123456789abc";

  it.each([
    `/quotes/${id}/events`,
    `/quotes/${id}/events?after=1.0.0`,
    `/brand-dashboard/leads/${id}/events`,
    `/brand-dashboard/leads/${id}/events/`,
    `/QUOTES/${id}/Events`,
    `/quotes/${id}/%65vents`,
    "/media/gallery/x.webp?w=640",
    "/uploads/brands/logo.png",
    "/media/../media/a.webp",
  ])("%s skips the gate: it is an event stream or an image", (target) => {
    expect(skipsGate(target)).toBe(true);
  });

  it.each([
    "/interior-designers/mumbai?utm=/events",
    "/interior-designers/mumbai?x=/media/",
    "/interior-designers/mumbai#/events",
    "/interior-designers/mumbai/events",
    "/events",
    "/quotes/events",
    `/quotes/${id}`,
    `/quotes/${id}/events/more`,
    `/quotes/${id}/events.data`,
    `/quotes/${id}%2Fevents`,
    `/quotes/${id}/compare?to=/events`,
    "/brand-dashboard/events-calendar",
    `/brand-dashboard/leads/${id}?events`,
    "/mediax/a.webp",
    "/interior-designers/media/a.webp",
    "/media/../interior-designers/mumbai",
    "/media/%2e%2e/interior-designers/mumbai",
    "/uploads\\..\\interior-designers\\mumbai",
    "//media/a.webp",
    "http://localhost/media/a.webp",
    "*",
  ])("%s waits its turn like any page", (target) => {
    expect(skipsGate(target)).toBe(false);
  });

  it("matches each path once for the gate, the page cache and the metrics: they share the build's route lookup", () => {
    const lookup = routeLookup(routes);
    expect(routeLookup(routes)).toBe(lookup);
    expect(lookup(`/quotes/${id}/events`)?.id).toBe("routes/quotes.events");
    const otherBuild = { ...routes };
    expect(routeLookup(otherBuild)).not.toBe(lookup);
    expect(routeLookup(otherBuild)(`/quotes/${id}/events`)).toEqual(lookup(`/quotes/${id}/events`));
  });

  it("sheds a page whose query string names an event stream, and lets the stream itself by", async () => {
    const t = await gatedServer({ concurrency: 1, queue: 0, answerWithinMs: 1_000, exempt });
    open = t.server;
    const first = t.get("/interior-designers/mumbai");
    await t.waitForRenders(1);
    expect((await t.get("/interior-designers/mumbai?utm=/events")).status).toBe(503);
    const stream = t.get(`/quotes/${id}/events`);
    await t.waitForRenders(2);
    await t.finishOne();
    await t.finishOne();
    expect(await (await first).text()).toBe("rendered /interior-designers/mumbai");
    expect(await (await stream).text()).toBe(`rendered /quotes/${id}/events`);
  });
});
