// A local stand-in for MSG91's Send SMS API as the adapter (app/services/sms/msg91.server.ts) calls it: POST
// /api/v2/sendsms with an `authkey` header and `{ sender, route, country, DLT_TE_ID, sms: [{ message, to }] }`,
// answered `{ type: "success", message: <request id> }` or `{ type: "error", message }`. Keys starting with
// `msg91-test-` are valid. Faults (400, 401, 429, 500, 503, a slow answer) are switched on per test.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { readJsonBody, replyJson } from "./fake-http";

export type FakeMsg91Fault = 400 | 401 | 429 | 500 | 503 | "slow";

export interface FakeMsg91Request {
  authkey: string | null;
  body: unknown;
}

export interface FakeMsg91 {
  url: string;
  requests: FakeMsg91Request[];
  /** The next request gets this answer (a slow one waits `slowMs` before answering success). */
  addFault(fault: FakeMsg91Fault): void;
  stop(): Promise<void>;
}

export const FAKE_MSG91_KEY_PREFIX = "msg91-test-";

const ERRORS: Record<Exclude<FakeMsg91Fault, "slow">, string> = {
  400: "Template id or sender id is not approved on DLT",
  401: "Authentication failure",
  429: "Too many requests",
  500: "Internal server error",
  503: "Service unavailable",
};

export async function startFakeMsg91({ slowMs = 2_000 }: { slowMs?: number } = {}): Promise<FakeMsg91> {
  const requests: FakeMsg91Request[] = [];
  const faults: FakeMsg91Fault[] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (req, res) => {
    const body = await readJsonBody(req);
    const authkey = typeof req.headers.authkey === "string" ? req.headers.authkey : null;
    requests.push({ authkey, body });
    if (req.method !== "POST" || req.url !== "/api/v2/sendsms")
      return replyJson(res, 404, { type: "error", message: "Not found" });
    const fault = faults.shift();
    if (fault === "slow") {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    } else if (fault) {
      return replyJson(res, fault, { type: "error", message: ERRORS[fault] });
    }
    if (!authkey?.startsWith(FAKE_MSG91_KEY_PREFIX))
      return replyJson(res, 401, { type: "error", message: ERRORS[401] });
    const sms = (body as { sms?: { message?: unknown; to?: unknown }[]; DLT_TE_ID?: unknown } | null) ?? {};
    if (!sms.DLT_TE_ID || !Array.isArray(sms.sms) || typeof sms.sms[0]?.message !== "string") {
      return replyJson(res, 400, { type: "error", message: "Message, recipients and DLT_TE_ID are required" });
    }
    replyJson(res, 200, { type: "success", message: randomUUID().replaceAll("-", "") });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addFault: (fault) => faults.push(fault),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
