/** The page cache as the server meets requests, for tests: the Node fast path first, then the root middleware. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { RouterContextProvider } from "react-router";
import { pageCacheHandler, pageCacheMiddleware } from "~/server/http/page-cache/page-cache.server";
import type { ManifestRoute } from "~/server/http/route-lookup";

export interface NodeExchange {
  /** Whether the fast path answered (from the cache) instead of passing the request on. */
  served: boolean;
  sent: { status?: number; headers: Record<string, string>; body?: Uint8Array };
  /** The request's URL and cookie header as passed on to React Router. */
  url: string;
  cookie?: string;
}

/** `pageCacheHandler` (scripts/start.mjs) for a build with these routes, on the process-wide cache. */
export function nodeFastPath(routes: Record<string, ManifestRoute>) {
  const handler = pageCacheHandler(routes);
  return (url: string, headers: Record<string, string> = {}, method = "GET"): Promise<NodeExchange> => {
    const req = { method, url, headers } as IncomingMessage & { originalUrl?: string };
    const sent: NodeExchange["sent"] = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => {
        sent.headers[name.toLowerCase()] = value;
      },
      writeHead: (status: number) => {
        sent.status = status;
      },
      end: (body?: Uint8Array) => {
        sent.body = body;
      },
    } as unknown as ServerResponse;
    return new Promise((resolve, reject) => {
      const done = (served: boolean) => resolve({ served, sent, url: req.url ?? "", cookie: req.headers.cookie });
      const originalEnd = res.end.bind(res);
      res.end = ((body?: Uint8Array) => {
        originalEnd(body);
        done(true);
      }) as typeof res.end;
      handler(req, res, (error) => (error ? reject(error) : done(false)));
    });
  };
}

/**
 * A request through the fast path and, when it passes the request on, through pageCacheMiddleware in front of
 * `render` (the route, given the request as React Router gets it). `cache`: the X-Cache header, null if none.
 */
export async function serveThroughPageCache(
  routes: Record<string, ManifestRoute>,
  path: string,
  render: (request: Request) => Promise<Response>,
  { cookie, method = "GET" }: { cookie?: string; method?: string } = {},
): Promise<{ cache: string | null; body: string; response?: Response }> {
  const exchange = await nodeFastPath(routes)(path, cookie ? { cookie } : {}, method);
  if (exchange.served) return { cache: "HIT", body: Buffer.from(exchange.sent.body ?? []).toString() };
  const request = new Request(`http://127.0.0.1:3000${exchange.url}`, {
    method,
    headers: exchange.cookie ? { cookie: exchange.cookie } : {},
  });
  const response = (await pageCacheMiddleware(
    { request, params: {}, context: new RouterContextProvider() } as never,
    () => render(request),
  )) as Response;
  return { cache: response.headers.get("x-cache"), body: await response.clone().text(), response };
}
