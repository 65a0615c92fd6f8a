/**
 * A graceful stop under load, on each database: /readyz turns 503 at once, in-flight requests (slow ones included)
 * finish, an open event stream gets its retry hint, then the database is closed, all within the documented bound.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, expect, it, vi } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { logFreshModulesToRun } from "~/testing/test-log.server";

const DRAIN_MS = 300;
const TIMEOUT_MS = 2_000;

/** This process's modules afresh (readiness and event streams hold the process's state), with `db` installed. */
async function freshProcess(...installed: Parameters<typeof import("~/db/client.server").installDatabase>) {
  vi.resetModules();
  await logFreshModulesToRun();
  (await import("~/db/client.server")).installDatabase(...installed);
  const { markUp, READINESS_PARTS } = await import("~/server/readiness.server");
  for (const part of READINESS_PARTS) markUp(part);
  return {
    ...(await import("~/services/event-streams.server")),
    ...(await import("./operations.server")),
    ...(await import("./shutdown.server")),
  };
}

type Process = Awaited<ReturnType<typeof freshProcess>>;

function testServer({ operationsRouter, lifecycleGate, trackEventStream, retryHint }: Process) {
  const app = express();
  app.use(operationsRouter());
  app.use(lifecycleGate);
  app.get("/slow", (req, res) => {
    setTimeout(() => res.send(`done ${req.query.n}`), Number(req.query.ms ?? 800));
  });
  app.get("/hang", () => {});
  app.get("/events", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write("data: hello\n\n");
    const release = trackEventStream((retryMs) => res.end(retryHint(retryMs)));
    res.on("close", release);
  });
  const server = app.listen(0, "127.0.0.1");
  return new Promise<{ server: Server; url: string }>((resolve) =>
    server.once("listening", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let open: Server | undefined;
afterAll(() => {
  open?.closeAllConnections();
  open?.close();
});

describeEachDatabase("graceful shutdown", (getDb, kind) => {
  it("answers /readyz 503 at once, finishes in-flight requests, closes event streams with a retry hint, then stops", async () => {
    const app = await freshProcess({ db: getDb(), kind, migrate: async () => {}, close: async () => {} });
    const { drainAndStop, retryHint, trackEventStream } = app;
    const { server, url } = await testServer(app);
    open = server;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const events = await fetch(`${url}/events`);
    const streamText = events.text();
    const inFlight = Array.from({ length: 30 }, (_, n) =>
      fetch(`${url}/slow?n=${n}&ms=${400 + n * 20}`).then(
        async (response) => `${response.status} ${await response.text()}`,
      ),
    );
    const hung = fetch(`${url}/hang`).then(
      (response) => response.status,
      () => "closed",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    let stoppedAt = 0;
    const stopping = drainAndStop(server, {
      drainMs: DRAIN_MS,
      timeoutMs: TIMEOUT_MS,
      stop: async () => {
        stoppedAt = performance.now() - started;
      },
    });
    const readiness = await fetch(`${url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ready: false, status: "stopping" });
    // During the drain pages are still served, each on a connection that closes after it.
    const during = await fetch(`${url}/slow?n=late&ms=10`);
    expect([during.status, during.headers.get("connection"), await during.text()]).toEqual([200, "close", "done late"]);

    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 30 }, (_, n) => `200 done ${n}`));
    expect(await streamText).toBe(`data: hello\n\n${retryHint(3_000)}`);
    await stopping;
    expect(await hung).toBe("closed");
    // The hung request is cut at the timeout; nothing else waits.
    expect(stoppedAt).toBeGreaterThanOrEqual(DRAIN_MS + TIMEOUT_MS - 50);
    expect(stoppedAt).toBeLessThan(DRAIN_MS + TIMEOUT_MS + 2_000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // An event stream opened after the stop began is closed at once with the same hint.
    let closedWith = 0;
    trackEventStream((retryMs) => {
      closedWith = retryMs;
    });
    expect(closedWith).toBe(3_000);
  });
});
