// A local stand-in for the Firecrawl API, speaking what @mendable/firecrawl-js v4 sends and reads: POST /v2/scrape
// with `Authorization: Bearer <key>` and `{ url, formats, … }`, answered `{ success: true, data: { json | markdown,
// metadata } }` or `{ success: false, error }` with Firecrawl's status codes and messages. Keys starting with
// `fc-test-` are valid. Faults (401, 402, 403, 429 with Retry-After, 5xx, a hang) are switched on per test, in
// process (addFault) or over HTTP (POST /__fake/faults), for the next `times` matching requests.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { PLACES } from "../../app/content/places";
import { fixtureRecords } from "./fake-firecrawl-fixtures";

export type FakeFaultKind = 401 | 402 | 403 | 429 | 500 | 502 | 503 | "hang";

export interface FakeFault {
  kind: FakeFaultKind;
  /** Only requests for a page whose URL contains this (default: any). */
  match?: string;
  /** How many matching requests it answers (default 1). */
  times?: number;
  /** 429: the wait the answer asks for, in seconds (default 1). */
  retryAfterSeconds?: number;
}

export interface FakeRequest {
  url: string;
  key: string | null;
  answered: number | "hang";
}

export interface FakeFirecrawl {
  /** http://127.0.0.1:<port>: FIRECRAWL_API_URL. */
  url: string;
  requests: FakeRequest[];
  addFault(fault: FakeFault): void;
  clearFaults(): void;
  stop(): Promise<void>;
}

export const FAKE_VALID_KEY_PREFIX = "fc-test-";

const ERRORS: Record<Exclude<FakeFaultKind, "hang" | 429>, string> = {
  401: "Unauthorized: Invalid token",
  402: "Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing.",
  403: "Forbidden: this API key may not use this endpoint",
  500: "An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is fake-0001",
  502: "Bad gateway",
  503: "Service unavailable",
};

const EXAMPLE_MARKDOWN =
  "# Example Domain\n\nThis domain is for use in illustrative examples in documents. You may use this domain in literature without prior coordination or asking for permission.";

function citySlugOf(url: URL): string | null {
  const segments = url.pathname.toLowerCase().split("/");
  return PLACES.find((place) => segments.includes(place.slug))?.slug ?? null;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
  return status;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    return body && typeof body === "object" ? body : null;
  } catch {
    return null;
  }
}

interface JsonFormat {
  type: "json";
  schema?: unknown;
  prompt?: string;
}

export async function startFakeFirecrawl(options: { port?: number; host?: string } = {}): Promise<FakeFirecrawl> {
  const faults: (FakeFault & { left: number })[] = [];
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const takeFault = (pageUrl: string) => {
    const fault = faults.find((f) => f.left > 0 && (!f.match || pageUrl.includes(f.match)));
    if (fault) fault.left--;
    return fault;
  };

  const scrape = async (req: IncomingMessage, res: ServerResponse) => {
    const auth = req.headers.authorization;
    const key = auth?.startsWith("Bearer ") ? auth.slice("Bearer ".length) : null;
    const body = await readJson(req);
    const pageUrl = typeof body?.url === "string" ? body.url : "";
    const log: FakeRequest = { url: pageUrl, key, answered: 200 };
    requests.push(log);
    if (!key?.startsWith(FAKE_VALID_KEY_PREFIX)) {
      log.answered = send(res, 401, { success: false, error: ERRORS[401] });
      return;
    }
    if (!body || !pageUrl) {
      log.answered = send(res, 400, { success: false, error: "Bad Request", details: [{ path: ["url"] }] });
      return;
    }
    const fault = takeFault(pageUrl);
    if (fault?.kind === "hang") {
      log.answered = "hang";
      return; // never answered; the socket is closed on stop()
    }
    if (fault?.kind === 429) {
      const seconds = fault.retryAfterSeconds ?? 1;
      const resets = new Date(Date.now() + seconds * 1000).toString();
      log.answered = send(
        res,
        429,
        {
          success: false,
          error: `Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after ${seconds}s, resets at ${resets}`,
        },
        { "retry-after": String(seconds) },
      );
      return;
    }
    if (fault) {
      log.answered = send(res, fault.kind, { success: false, error: ERRORS[fault.kind] });
      return;
    }
    const formats = Array.isArray(body.formats) ? (body.formats as unknown[]) : ["markdown"];
    const json = formats.find(
      (f): f is JsonFormat => typeof f === "object" && f !== null && "type" in f && f.type === "json",
    );
    const metadata = { sourceURL: pageUrl, url: pageUrl, statusCode: 200, title: "Interior designers" };
    if (json) {
      if (!json.schema && !json.prompt) {
        log.answered = send(res, 400, { success: false, error: "json format requires a schema or a prompt" });
        return;
      }
      log.answered = send(res, 200, {
        success: true,
        data: { json: { designers: fixtureRecords(pageUrl, citySlugOf) }, metadata },
      });
      return;
    }
    log.answered = send(res, 200, { success: true, data: { markdown: EXAMPLE_MARKDOWN, metadata } });
  };

  const control = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "DELETE") {
      faults.length = 0;
      send(res, 200, { ok: true });
      return;
    }
    if (req.method === "GET") {
      send(res, 200, { requests: requests.map(({ url, answered }) => ({ url, answered })) });
      return;
    }
    const fault = (await readJson(req)) as FakeFault | null;
    if (!fault?.kind) {
      send(res, 400, { error: "expected { kind, match?, times?, retryAfterSeconds? }" });
      return;
    }
    faults.push({ ...fault, left: fault.times ?? 1 });
    send(res, 200, { ok: true });
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const handle =
      req.method === "POST" && path === "/v2/scrape"
        ? scrape
        : path === "/__fake/faults" || path === "/__fake/requests"
          ? control
          : async (_req: IncomingMessage, r: ServerResponse) => {
              send(r, 404, { success: false, error: "Not found" });
            };
    handle(req, res).catch((error: unknown) => send(res, 500, { success: false, error: String(error) }));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    requests,
    addFault: (fault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    clearFaults: () => {
      faults.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
