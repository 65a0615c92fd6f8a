// What the fake providers the tests start (MSG91, WhatsApp's Graph API) share: a JSON answer and a JSON body.
import type { IncomingMessage, ServerResponse } from "node:http";

export function replyJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** The request's body parsed as JSON, or null when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}
