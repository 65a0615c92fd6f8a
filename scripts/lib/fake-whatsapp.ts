// A local stand-in for Meta's WhatsApp Cloud API as the adapter (app/services/whatsapp/cloud-api.server.ts) calls it:
// POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and `{ messaging_product, to, type:
// "template" | "text", … }`, answered `{ messaging_product, contacts, messages: [{ id: "wamid…" }] }` or Meta's
// `{ error: { message, type, code, error_subcode, fbtrace_id } }`. Tokens starting with `wa-test-` are valid. Faults
// (Meta's error codes, a 500, a slow answer, no answer at all) are switched on per test for the next requests. It also
// plays Meta's side of the webhooks: delivery statuses and inbound messages POSTed to the app, signed with the app
// secret as Meta signs them (X-Hub-Signature-256).
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { readJsonBody, replyJson } from "./fake-http";

/** Meta's error codes the adapter tells apart, a server error, an answer after `slowMs`, and none at all. */
export type FakeWhatsAppFault = 100 | 131026 | 131047 | 131056 | 130429 | 132001 | 190 | 500 | "slow" | "hang";

export interface FakeWhatsAppRequest {
  path: string;
  authorization: string | null;
  body: unknown;
}

/** A message the fake took, with the wamid it answered. */
export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  type: "template" | "text";
  /** The template's name, for a template message. */
  template?: string;
  /** The body parameters' texts, or the text message's body. */
  texts: string[];
  /** When it was taken (ms since the epoch). */
  at: number;
}

export type WhatsAppStatusName = "sent" | "delivered" | "read" | "failed";

export interface WebhookTarget {
  /** The app's /webhooks/whatsapp. */
  url: string;
  appSecret: string;
}

export interface FakeWhatsApp {
  /** http://127.0.0.1:<port>: WHATSAPP_API_URL. */
  url: string;
  requests: FakeWhatsAppRequest[];
  messages: FakeWhatsAppMessage[];
  /** The next `times` requests get this answer. */
  addFault(fault: FakeWhatsAppFault, times?: number): void;
  /** Every request gets this answer until it is set back to null (an outage), before any added fault. */
  setOutage(fault: FakeWhatsAppFault | null): void;
  clearFaults(): void;
  /** POSTs a signed status of one of its messages to the webhook target (as Meta does after a send). */
  sendStatus(id: string, status: WhatsAppStatusName, errorCode?: number): Promise<Response>;
  /** POSTs a signed inbound text message from `from` (+91…) to the webhook target. */
  sendInbound(from: string, text: string, id?: string): Promise<Response>;
  stop(): Promise<void>;
}

export const FAKE_WHATSAPP_TOKEN_PREFIX = "wa-test-";

const META_ERRORS: Record<Exclude<FakeWhatsAppFault, "slow" | "hang">, { status: number; message: string }> = {
  100: { status: 400, message: "(#100) Invalid parameter" },
  131026: { status: 400, message: "(#131026) Message undeliverable" },
  131047: {
    status: 400,
    message: "(#131047) Re-engagement message: more than 24 hours have passed since the recipient last replied",
  },
  131056: { status: 400, message: "(#131056) (Business Account, Consumer Account) pair rate limit hit" },
  130429: { status: 429, message: "(#130429) Rate limit hit" },
  132001: { status: 404, message: "(#132001) Template name does not exist in the translation" },
  190: { status: 401, message: "Error validating access token: Session has expired" },
  500: { status: 500, message: "An unknown error has occurred." },
};

function metaError(code: number, status: number, message: string) {
  const graphCode = status === 500 ? 1 : code;
  return {
    status,
    body: {
      error: {
        message,
        type: "OAuthException",
        code: graphCode,
        ...(code === 190 ? { error_subcode: 463 } : {}),
        fbtrace_id: randomBytes(8).toString("base64url"),
      },
    },
  };
}

interface SendBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: { name?: unknown; language?: { code?: unknown }; components?: { parameters?: { text?: unknown }[] }[] };
  text?: { body?: unknown };
}

/** The message a well-formed request asks for, or null (Meta's 100 Invalid parameter). */
function messageOf(body: SendBody | null): Omit<FakeWhatsAppMessage, "id" | "at"> | null {
  if (body?.messaging_product !== "whatsapp" || typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) return null;
  if (body.type === "text") {
    return typeof body.text?.body === "string" ? { to: body.to, type: "text", texts: [body.text.body] } : null;
  }
  const template = body.template;
  if (body.type !== "template" || typeof template?.name !== "string" || template.language?.code !== "en") return null;
  const texts = (template.components ?? []).flatMap((component) => component.parameters ?? []).map((p) => p.text);
  if (!texts.every((text): text is string => typeof text === "string")) return null;
  return { to: body.to, type: "template", template: template.name, texts };
}

/** `sha256=<hex>` of the raw body with the app secret: Meta's X-Hub-Signature-256. */
export function webhookSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** Meta's envelope around one change of the `messages` field. */
export function webhookEvent<Value extends Record<string, unknown>>(value: Value) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

function errorTitle(code: number): string {
  const known: Partial<Record<number, { message: string }>> = META_ERRORS;
  return known[code]?.message.replace(/^\(#\d+\) /, "") ?? "Error";
}

const unixNow = () => String(Math.floor(Date.now() / 1000));

/** A delivery status of the message `id`; `failed` carries Meta's error code. */
export function statusEvent(id: string, status: WhatsAppStatusName, recipient: string, errorCode?: number) {
  return webhookEvent({
    statuses: [
      {
        id,
        status,
        timestamp: unixNow(),
        recipient_id: recipient.replace(/^\+/, ""),
        ...(errorCode === undefined ? {} : { errors: [{ code: errorCode, title: errorTitle(errorCode) }] }),
      },
    ],
  });
}

/** A text message from `from` (+91…) to the business number. */
export function inboundTextEvent(from: string, text: string, id = `wamid.${randomBytes(12).toString("hex")}`) {
  const waId = from.replace(/^\+/, "");
  return webhookEvent({
    contacts: [{ profile: { name: "Someone" }, wa_id: waId }],
    messages: [{ from: waId, id, timestamp: unixNow(), type: "text", text: { body: text } }],
  });
}

/** POSTs `payload` to the app's webhook as Meta does: JSON, signed with the app secret. */
export function postSignedWebhook(target: WebhookTarget, payload: unknown): Promise<Response> {
  const raw = JSON.stringify(payload);
  return fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": webhookSignature(raw, target.appSecret) },
    body: raw,
  });
}

export async function startFakeWhatsApp(
  options: { slowMs?: number; webhook?: WebhookTarget } = {},
): Promise<FakeWhatsApp> {
  const requests: FakeWhatsAppRequest[] = [];
  const messages: FakeWhatsAppMessage[] = [];
  const faults: FakeWhatsAppFault[] = [];
  let outage: FakeWhatsAppFault | null = null;
  const sockets = new Set<Socket>();
  const server = createServer(async (req, res) => {
    const body = (await readJsonBody(req)) as SendBody | null;
    const authorization = req.headers.authorization ?? null;
    const path = req.url ?? "";
    requests.push({ path, authorization, body });
    if (req.method !== "POST" || !/^\/v\d+\.\d+\/[^/]+\/messages$/.test(path)) {
      const { status, body: error } = metaError(100, 400, "Unsupported post request.");
      return replyJson(res, status, error);
    }
    const fault = outage ?? faults.shift();
    if (fault === "hang") return;
    if (fault === "slow") await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 2_000));
    else if (fault) {
      const { status, body: error } = metaError(fault, META_ERRORS[fault].status, META_ERRORS[fault].message);
      return replyJson(res, status, error);
    }
    if (!authorization?.startsWith(`Bearer ${FAKE_WHATSAPP_TOKEN_PREFIX}`)) {
      const { status, body: error } = metaError(190, 401, META_ERRORS[190].message);
      return replyJson(res, status, error);
    }
    const message = messageOf(body);
    if (!message) {
      const { status, body: error } = metaError(100, 400, META_ERRORS[100].message);
      return replyJson(res, status, error);
    }
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    messages.push({ id, ...message, at: Date.now() });
    replyJson(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id, ...(message.type === "template" ? { message_status: "accepted" } : {}) }],
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const target = () => {
    if (!options.webhook) throw new Error("the fake WhatsApp API was started without a webhook target");
    return options.webhook;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages,
    addFault: (fault, times = 1) => {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    setOutage: (fault) => {
      outage = fault;
    },
    clearFaults: () => {
      faults.length = 0;
    },
    sendStatus: (id, status, errorCode) => {
      const message = messages.find((m) => m.id === id);
      return postSignedWebhook(target(), statusEvent(id, status, message?.to ?? "910000000000", errorCode));
    },
    sendInbound: (from, text, id) => postSignedWebhook(target(), inboundTextEvent(from, text, id)),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
