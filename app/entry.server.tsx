import { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logger } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";
import { badInputResponse, noteBadInput, notedBadInput } from "~/server/bad-input.server";
import { deferScriptsIn, deferScriptsStream } from "~/server/http/deferred-scripts.server";
import { withMatchedRoutesOnly } from "~/server/http/matched-routes.server";
import { applyCacheControl } from "~/server/http/page-cache/cache-control";
import { takenWholeByPageCache } from "~/server/http/page-cache/page-cache.server";
import { bytesResponse } from "~/server/http/response-bytes.server";
import { CSP_HEADER, cspNonce, noncePolicy } from "~/server/http/security-headers.server";
import { IslandHtmlContext, MarkupMemoContext } from "~/ui/static-island";
import { islandHtmlOf, memoizedMarkup } from "~/ui/static-island.server";

export { logger } from "~/lib/logger.server";
export { acceptOnMoreDescriptors } from "~/server/http/accept-listeners.server";
export { createApp } from "~/server/http/app.server";
export { createNodeRequestHandler, trustProxySetting } from "~/server/http/node-handler.server";
export { stopOnSignals } from "~/server/http/shutdown.server";
export { shutdown, startup } from "~/server/lifecycle.server";

export const streamTimeout = 5_000;

/**
 * The server's own failures are logged with their stack. What the request caused is not: bad input (answered
 * 400), thrown responses, and React Router's own 4xx (a wrong method's 405, no such route's 404), whose request
 * line the request log already writes at info.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteBadInput(error, context) || error instanceof Response || request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const err = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  logger().error({ err, requestId: request.headers.get("x-request-id") }, "request failed");
};

/** Page data fetched on client-side navigation follows the same caching rules as the document. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const refused = response.status >= 500 && notedBadInput(context) !== null;
  const answer = refused ? new Response(response.body, { status: 400, headers: response.headers }) : response;
  applyCacheControl(request, answer.status, answer.headers);
  return answer;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const badInput = notedBadInput(loadContext);
  // React Router renders the page again with this 400 and its message in the error boundary.
  if (badInput !== null && responseStatusCode >= 500) throw badInputResponse(badInput);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // The page cache reads a document whole before sending it: streaming it would only add a stream per layer.
    const whole = takenWholeByPageCache(loadContext);
    // Crawlers and no-JS clients get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const nonce = cspNonce();
    const respond = (response: (init: ResponseInit) => Response) => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      applyCacheControl(request, responseStatusCode, responseHeaders);
      responseHeaders.set(CSP_HEADER, noncePolicy(nonce));
      resolve(response({ headers: responseHeaders, status: responseStatusCode }));
    };
    const tree = (
      <NonceContext value={nonce}>
        <IslandHtmlContext value={islandHtmlOf(loadContext)}>
          <MarkupMemoContext value={memoizedMarkup}>
            <ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
          </MarkupMemoContext>
        </IslandHtmlContext>
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        if (whole) return void pipe(collected((page) => respond((init) => bytesResponse(deferScriptsIn(page), init))));
        const body = deferScriptsStream();
        respond((init) => new Response(createReadableStreamFromReadable(body), init));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered)
          logger().error({ err: error, requestId: request.headers.get("x-request-id") }, "render failed");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A destination for React's writes that hands on what it was given, as one buffer, once React ends it. React
 * passes long strings (an island's markup) as they are: they are kept as strings and encoded once, into that
 * buffer, instead of each into a buffer of its own.
 */
function collected(done: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: (string | Uint8Array)[] = [];
  let length = 0;
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Uint8Array, _encoding, callback) {
      chunks.push(chunk);
      length += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
      callback();
    },
    final(callback) {
      const page = Buffer.allocUnsafe(length);
      let at = 0;
      for (const chunk of chunks) {
        if (typeof chunk === "string") at += page.write(chunk, at);
        else {
          page.set(chunk, at);
          at += chunk.byteLength;
        }
      }
      done(page);
      callback();
    },
  });
}
