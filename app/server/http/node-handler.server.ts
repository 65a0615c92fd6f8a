import type { IncomingMessage } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { NextFunction, Request as NodeRequest, Response as NodeResponse } from "express";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { config } from "~/config.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { crossSiteResponse } from "./request-guard.server";
import { bodyLimitFor, DEFAULT_BODY_LIMIT_BYTES, REQUEST_MESSAGES, uploadSenderRefusal } from "./request-limits.server";
import { unreadBytes } from "./response-bytes.server";
import { routeSubsets } from "./route-lookup";

/**
 * Express → React Router, like @react-router/express, plus what must happen before a body is read: the
 * body-size limit (bodyLimitFor) and the client's address. A body declared larger than its limit is refused
 * with 413 before a byte of it is read; a chunked body (no Content-Length) is counted as it streams in and
 * refused the moment it passes the limit, so memory never grows with an attacker's payload. A body that may be
 * larger than DEFAULT_BODY_LIMIT_BYTES (an upload) is read only once its sender may post it there
 * (`beforeLargeBody`), and an answer given before the body was read closes the connection instead of reading the
 * rest of it.
 */

type BodyResult = { ok: true; body: BodyInit | null } | { ok: false };

/** Reads a chunked body while it stays within `limit` bytes. */
function readChunked(req: IncomingMessage, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: "too-large" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose).pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => {
      req.off("close", onClose).off("error", onClose);
      resolve(Buffer.concat(chunks, size));
    };
    const onClose = () => stop("aborted");
    req.on("data", onData).once("end", onEnd).once("close", onClose).once("error", onClose);
  });
}

/** 413 without reading the rest: Node discards what is still coming and closes the connection after the answer. */
function refuseTooLarge(pathname: string, res: NodeResponse): BodyResult {
  res
    .status(413)
    .set({ "Content-Type": "text/plain; charset=utf-8", Connection: "close", "Cache-Control": "no-store" });
  res.send(REQUEST_MESSAGES.tooLarge(pathname));
  return { ok: false };
}

/** The limit is the one of the route React Router will match: chosen from the URL it is handed (requestUrl). */
async function requestBody(req: NodeRequest, res: NodeResponse, { pathname }: URL): Promise<BodyResult> {
  if (req.method === "GET" || req.method === "HEAD") return { ok: true, body: null };
  const limit = bodyLimitFor(pathname);
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    // Node's parser reads exactly Content-Length bytes, so a body within its declared length is within the limit.
    if (Number(declared) > limit) return refuseTooLarge(pathname, res);
    return { ok: true, body: createReadableStreamFromReadable(req) };
  }
  if (!req.headers["transfer-encoding"]) return { ok: true, body: null };
  const body = await readChunked(req, limit);
  if (body === "too-large") return refuseTooLarge(pathname, res);
  if (body === "aborted") return { ok: false };
  return { ok: true, body: new Uint8Array(body) };
}

function webHeaders(req: NodeRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client's address (rate limits, lead records) as express resolves it under "trust proxy": never
  // the client's own say, so a forged header can't pick its bucket.
  headers.set(CLIENT_IP_HEADER, req.ip ?? req.socket.remoteAddress ?? "");
  return headers;
}

/**
 * The URL React Router gets, and so routes by: the request target parsed as browsers parse it, dot segments
 * (`..`, `%2e%2e`, also after a backslash) resolved. What depends on the route (the body-size limit) reads the
 * path from here, never from the raw one express saw.
 */
function requestUrl(req: NodeRequest): URL | null {
  // Host and protocol as @react-router/express reads them (X-Forwarded-* only under "trust proxy").
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const port = (forwardedHost ?? req.get("host") ?? "").split(":")[1];
  // express's types promise a hostname, but a request without Host (HTTP/1.0 allows it) has none: no address.
  const hostname = (req.hostname as string | undefined)?.split(/[\\/?#@]/)[0];
  if (!hostname) return null;
  const href = `${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  return URL.canParse(href) ? new URL(href) : null;
}

function webRequest(req: NodeRequest, res: NodeResponse, url: URL, body: BodyInit | null): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: req.method,
    headers: webHeaders(req),
    signal: controller.signal,
    ...(body === null ? {} : { body, duplex: "half" }),
  });
}

/** Whether the body may be larger than DEFAULT_BODY_LIMIT_BYTES: declared so, or chunked (of unknown length). */
function mayBeLarge(req: NodeRequest): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false;
  const declared = req.headers["content-length"];
  if (declared !== undefined) return Number(declared) > DEFAULT_BODY_LIMIT_BYTES;
  return req.headers["transfer-encoding"] !== undefined;
}

async function sendResponse(req: NodeRequest, res: NodeResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  // Answered before its body was read (refused, or the route took no body): Node would read and discard the
  // rest to keep the connection; closing it costs the client a reconnect instead of the server the upload.
  if (!req.complete) res.setHeader("Connection", "close");
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The response's own headers replace what middleware set for every response (nosniff): one of each, never two.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  const bytes = unreadBytes(response);
  if (bytes) res.end(bytes);
  else if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * Writes a body with backpressure, like @react-router/node's writeReadableStreamToWritable, but waits for 'drain'
 * through one listener per response. compression() hands every 'drain' listener to its brotli/gzip stream and
 * cannot take one off again (it overrides res.on, not res.off), so a once('drain') per full buffer stays on that
 * stream: past ten, "MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]".
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: NodeResponse): Promise<void> {
  const reader = body.getReader();
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  res.on("drain", resume);
  res.on("close", resume);
  res.on("error", resume);
  const flushable = res as NodeResponse & { flush?: () => void };
  try {
    while (true) {
      if (res.destroyed) return void (await reader.cancel());
      const { done, value } = await reader.read();
      if (done) return void res.end();
      if (res.destroyed) return void (await reader.cancel());
      const more = res.write(value);
      // compression() buffers until told: each chunk leaves as it comes, as React streamed it.
      flushable.flush?.();
      if (!more) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    await reader.cancel(error).catch(() => {});
    res.destroy(error instanceof Error ? error : undefined);
    throw error;
  } finally {
    res.off("close", resume);
    res.off("error", resume);
  }
}

/**
 * React Router's request handler, one per part of the routes a pathname can reach (`routeSubsets`): React Router
 * matches a request against every route of its handler in turn, twice (about 0.4 ms of a render for the app's
 * 95 routes), and a part holds the few that can match. The answer is the one all the routes give, since an
 * omitted route cannot match (route-lookup.test.ts).
 */
function routerHandler(build: ServerBuild, mode?: string): RequestHandler {
  const subsetOf = routeSubsets(build.routes);
  const all = createRequestHandler(build, mode);
  const handlers = new Map<string, RequestHandler>();
  return (request, context) => {
    const subset = subsetOf(new URL(request.url).pathname);
    if (!subset) return all(request, context);
    let handler = handlers.get(subset.key);
    if (!handler) {
      handler = createRequestHandler({ ...build, routes: subset.routes }, mode);
      handlers.set(subset.key, handler);
    }
    return handler(request, context);
  };
}

/** The express handler that serves every route of `build`. */
export function createNodeRequestHandler(build: ServerBuild, mode = process.env.NODE_ENV) {
  const handle = routerHandler(build, mode);
  return nodeHandlerFor(async (request) => crossSiteResponse(request) ?? handle(request), uploadSenderRefusal);
}

/**
 * Express in front of any fetch-style handler (React Router's, or a test's). `beforeLargeBody` sees a request
 * whose body may be larger than DEFAULT_BODY_LIMIT_BYTES (its headers, no body) and answers it instead of the
 * handler, without reading the body, when its sender may not post there.
 */
export function nodeHandlerFor(
  handle: (request: Request) => Promise<Response>,
  beforeLargeBody: (request: Request) => Promise<Response | null> = async () => null,
) {
  return async (req: NodeRequest, res: NodeResponse, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      // A target that is no path on this site (absolute-form, `*`) is answered, not routed.
      if (!url) return void res.status(400).type("text/plain").send(REQUEST_MESSAGES.unreadableAddress);
      const refusal = mayBeLarge(req) ? await beforeLargeBody(webRequest(req, res, url, null)) : null;
      if (refusal) return await sendResponse(req, res, refusal);
      const body = await requestBody(req, res, url);
      if (!body.ok) return;
      await sendResponse(req, res, await handle(webRequest(req, res, url, body.body)));
    } catch (error) {
      next(error);
    }
  };
}

/** express's "trust proxy" from TRUST_PROXY: whose X-Forwarded-For names the client (README, Configuration). */
export function trustProxySetting(): false | number | string[] {
  return config().TRUST_PROXY;
}
