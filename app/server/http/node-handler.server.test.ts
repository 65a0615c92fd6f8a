import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { post } from "~/testing/large-posts.server";
import { nodeHandlerFor } from "./node-handler.server";
import { DEFAULT_BODY_LIMIT_BYTES, REQUEST_MESSAGES, UPLOAD_ROUTES, uploadRouteFor } from "./request-limits.server";
import { bytesResponse } from "./response-bytes.server";
import { securityHeadersHandler } from "./security-headers.server";

interface Seen {
  /** The path the handler (React Router, in the app) routes by. */
  pathname: string;
  bodyBytes: number;
  clientIp: string | null;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

interface ServeOptions {
  trustProxy?: false | number;
  /** The node handler's `beforeLargeBody`. */
  beforeLargeBody?: (request: Request) => Promise<Response | null>;
  /** false: the handler answers without reading the body. */
  readsBody?: boolean;
}

/** An express app with the node handler in front of a handler that reads the whole body and reports it. */
async function serve({ trustProxy = false, beforeLargeBody, readsBody = true }: ServeOptions = {}) {
  const seen: Seen[] = [];
  const app = express();
  app.set("trust proxy", trustProxy);
  app.all(
    "*",
    nodeHandlerFor(async (request) => {
      const body = readsBody ? await request.arrayBuffer() : new ArrayBuffer(0);
      const { pathname } = new URL(request.url);
      seen.push({ pathname, bodyBytes: body.byteLength, clientIp: request.headers.get(CLIENT_IP_HEADER) });
      return new Response("ok");
    }, beforeLargeBody),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

const MB = 1024 * 1024;

describe("request body limits", () => {
  it("answers 413 to a body declared over the limit without reading it", async () => {
    const { port, seen } = await serve();
    const sent = await post(port, "/favourites", 200 * MB, "length");
    expect(sent.status).toBe(413);
    expect(sent.text).toBe(REQUEST_MESSAGES.tooLarge("/favourites"));
    expect(sent.written).toBeLessThan(200 * MB);
    expect(seen).toEqual([]);
  });

  it("counts a chunked body as it streams and stops it at the limit; memory doesn't follow the payload", async () => {
    const { port, seen } = await serve();
    global.gc?.();
    const before = process.memoryUsage();
    const sent = await post(port, "/favourites", 200 * MB, "chunked");
    const after = process.memoryUsage();
    expect(sent.status).toBe(413);
    expect(sent.text).toBe(REQUEST_MESSAGES.tooLarge("/favourites"));
    // The client could only push the limit plus what the socket buffers held before the answer came.
    expect(sent.written).toBeLessThan(32 * MB);
    expect(after.rss - before.rss).toBeLessThan(64 * MB);
    expect(seen).toEqual([]);
  });

  it("passes bodies within the limit through whole, declared or chunked", async () => {
    const { port, seen } = await serve();
    expect((await post(port, "/favourites", DEFAULT_BODY_LIMIT_BYTES, "length")).status).toBe(200);
    expect((await post(port, "/favourites", DEFAULT_BODY_LIMIT_BYTES, "chunked")).status).toBe(200);
    expect(seen.map((s) => s.bodyBytes)).toEqual([DEFAULT_BODY_LIMIT_BYTES, DEFAULT_BODY_LIMIT_BYTES]);
  });

  it("lets only the upload routes take an upload's size", async () => {
    const { port, seen } = await serve();
    const upload = UPLOAD_ROUTES[0];
    expect((await post(port, `${upload.path}/settings.data`, 10 * MB, "length")).status).toBe(200);
    expect((await post(port, upload.path, 10 * MB, "chunked")).status).toBe(200);
    expect((await post(port, "/brand/some-brand/reviews", 10 * MB, "length")).status).toBe(413);
    const over = await post(port, upload.path, upload.maxBytes + 1, "length");
    expect(over.status).toBe(413);
    expect(over.text).toBe(REQUEST_MESSAGES.tooLarge(upload.path));
    expect(seen).toHaveLength(2);
  });
});

describe("the request target", () => {
  // [sent, the path it is routed by]: the limit is that path's, however the client spelt it.
  it.each([
    ["/brand-dashboard/../get-quote", "/get-quote"],
    ["/brand-dashboard/%2e%2e/get-quote", "/get-quote"],
    ["/brand-dashboard/.%2E/api/auth/sign-in/email", "/api/auth/sign-in/email"],
    ["/brand-dashboard//../../get-quote", "/get-quote"],
    ["/brand-dashboard/x;/../../get-quote", "/get-quote"],
    ["/brand-dashboard/..\\get-quote", "/get-quote"],
    ["/brand-dashboard/settings/..%2f..%2fget-quote", "/brand-dashboard/settings/..%2f..%2fget-quote"],
    ["/brand-dashboard/..%5Cget-quote", "/brand-dashboard/..%5Cget-quote"],
    ["/brand-dashboard%2f..%2fget-quote", "/brand-dashboard%2f..%2fget-quote"],
    ["//brand-dashboard/../get-quote", "//get-quote"],
    ["/get-quote/../brand-dashboard/settings", "/brand-dashboard/settings"],
  ])("%s gets the body-size limit of %s", async (sent, routed) => {
    const { port, seen } = await serve();
    expect((await post(port, sent, 10, "length")).status).toBe(200);
    expect(seen[0].pathname).toBe(routed);

    const upload = uploadRouteFor(routed) !== null;
    for (const mode of ["length", "chunked"] as const) {
      const big = await post(port, sent, 3 * MB, mode);
      expect(big.status, mode).toBe(upload ? 200 : 413);
      if (!upload) expect(big.text).toBe(REQUEST_MESSAGES.tooLarge(routed));
    }
    expect(seen.slice(1).map((s) => s.bodyBytes)).toEqual(upload ? [3 * MB, 3 * MB] : []);
  });

  it("answers a target that is no path on this site with 400, not 500", async () => {
    const { port, seen } = await serve();
    for (const target of ["http://other.example/brand-dashboard/../get-quote", "*"]) {
      const sent = await post(port, target, 10, "length");
      expect([sent.status, sent.text], target).toEqual([400, REQUEST_MESSAGES.unreadableAddress]);
    }
    expect(seen).toEqual([]);
  });
});

describe("a large body's sender", () => {
  const quotes = "/quotes/6d0f8f3e-4a52-4e1b-9a3c-2f5e8b7d1c40";
  const refuseStrangers = async (request: Request) =>
    request.headers.get("cookie") === "mine=1" ? null : new Response("Not found", { status: 404 });

  it("is asked about before a byte of the body is read, and a refused body is not read at all", async () => {
    const asked: string[] = [];
    const { port, seen } = await serve({
      beforeLargeBody: async (request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return refuseStrangers(request);
      },
    });
    for (const mode of ["length", "chunked"] as const) {
      const started = performance.now();
      const sent = await post(port, quotes, 70 * MB, mode);
      expect([sent.status, sent.text], mode).toEqual([404, "Not found"]);
      expect(sent.headers.connection, mode).toBe("close");
      // What the socket buffers held before the answer came: a few MB, never the 70.
      expect(sent.written, mode).toBeLessThan(16 * MB);
      expect(performance.now() - started, mode).toBeLessThan(5_000);
    }
    expect(asked).toEqual([`POST ${quotes}`, `POST ${quotes}`]);
    expect(seen).toEqual([]);
  });

  it("is not asked about a small body, and an upload it may send is read whole", async () => {
    const asked: string[] = [];
    const { port, seen } = await serve({
      beforeLargeBody: async (request) => {
        asked.push(new URL(request.url).pathname);
        return refuseStrangers(request);
      },
    });
    expect((await post(port, quotes, DEFAULT_BODY_LIMIT_BYTES, "length")).status).toBe(200);
    const upload = await post(port, quotes, 20 * MB, "length", { cookie: "mine=1" });
    expect([upload.status, upload.headers.connection]).toEqual([200, "keep-alive"]);
    expect(asked).toEqual([quotes]);
    expect(seen.map((s) => s.bodyBytes)).toEqual([DEFAULT_BODY_LIMIT_BYTES, 20 * MB]);
  });

  it("an answer given without reading the body closes the connection instead of reading the rest", async () => {
    const { port, seen } = await serve({ readsBody: false });
    const sent = await post(port, quotes, 70 * MB, "length");
    expect([sent.status, sent.headers.connection]).toEqual([200, "close"]);
    expect(sent.written).toBeLessThan(16 * MB);
    expect(seen).toHaveLength(1);
  });
});

describe("the client address", () => {
  const forged = { "x-forwarded-for": "198.51.100.7", [CLIENT_IP_HEADER]: "203.0.113.66" };

  it("is the socket's address with TRUST_PROXY off, whatever the client sends", async () => {
    const { port, seen } = await serve();
    await post(port, "/favourites", 10, "length", forged);
    expect(seen[0].clientIp).toBe("127.0.0.1");
  });

  it("comes from X-Forwarded-For with a trusted proxy hop", async () => {
    const { port, seen } = await serve({ trustProxy: 1 });
    await post(port, "/favourites", 10, "length", forged);
    await post(port, "/favourites", 10, "length", { "x-forwarded-for": "203.0.113.5, 198.51.100.8" });
    expect(seen.map((s) => s.clientIp)).toEqual(["198.51.100.7", "198.51.100.8"]);
  });
});

describe("response bodies", () => {
  it("stream through compression() with backpressure and without piling 'drain' listeners on its stream", async () => {
    const chunks = Array.from({ length: 40 }, () => randomBytes(64 * 1024));
    const app = express();
    app.use(compression());
    app.get(
      "*",
      nodeHandlerFor(async () => {
        let next = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (next < chunks.length) controller.enqueue(chunks[next++]);
            else controller.close();
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/html" } });
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });
  it("held as bytes are written as they are, compressed or not, without their stream being read", async () => {
    const page = new Uint8Array(randomBytes(300 * 1024));
    const sent: Response[] = [];
    const app = express();
    app.use(compression());
    app.all(
      "*",
      nodeHandlerFor(async () => {
        const response = bytesResponse(page, { headers: { "Content-Type": "text/html" } });
        sent.push(response);
        return response;
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    const compressed = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await compressed.arrayBuffer()).equals(page)).toBe(true);
    const plain = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(page)).toBe(true);
    const head = await fetch(url, { method: "HEAD" });
    expect([head.status, (await head.arrayBuffer()).byteLength]).toEqual([200, 0]);
    expect(sent.map((response) => response.bodyUsed)).toEqual([false, false, false]);
  });
});

describe("response headers", () => {
  it("are sent once when the response sets one that middleware sets for every response (an attachment's nosniff)", async () => {
    const app = express();
    app.use(securityHeadersHandler("https://nivasa.test"));
    app.get(
      "*",
      nodeHandlerFor(async () => {
        const headers = new Headers({ "Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff" });
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/");
        return new Response("%PDF-", { headers });
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const raw = await new Promise<string[]>((resolve, reject) => {
      http
        .get({ port: (server.address() as AddressInfo).port, host: "127.0.0.1", path: "/file" }, (response) => {
          response.resume();
          resolve(response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
        })
        .on("error", reject);
    });
    const count = (name: string) => raw.filter((sent) => sent === name).length;
    expect([count("x-content-type-options"), count("content-type"), count("set-cookie")]).toEqual([1, 1, 2]);
  });
});
