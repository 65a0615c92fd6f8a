import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { receiveWhatsAppMessage, type WhatsAppInbound } from "./inbound.server";
import { applyWhatsAppReceipt, type WhatsAppReceipt } from "./receipts.server";

/**
 * Meta's webhooks for the WhatsApp number (/webhooks/whatsapp): the GET handshake that proves the callback URL is
 * ours, and POSTs signed with the app secret carrying delivery statuses of the alerts sent and messages people wrote.
 * A body is applied in one transaction: Meta delivers a body again until it gets a 200, and applying one twice
 * changes nothing. Log lines name no number, message id or text.
 */

export interface WebhookSecrets {
  appSecret: string;
  verifyToken: string;
}

/** The webhook's secrets, or null when it is not set up (the route then answers 404). */
export function whatsAppWebhookSecrets(cfg = config()): WebhookSecrets | null {
  if (!cfg.WHATSAPP_APP_SECRET || !cfg.WHATSAPP_VERIFY_TOKEN) return null;
  return { appSecret: cfg.WHATSAPP_APP_SECRET, verifyToken: cfg.WHATSAPP_VERIFY_TOKEN };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `header` (X-Hub-Signature-256) is `sha256=` and the HMAC-SHA256 of the raw body with the app secret. */
export function isSignedByMeta(rawBody: Uint8Array, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest("hex");
  return sameText(header.slice("sha256=".length).toLowerCase(), expected);
}

function answer(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function refuse(status: number, reason: string, text: string): Response {
  logger().warn({ status, reason }, "[whatsapp webhook] refused");
  return answer(status, text);
}

/** GET: Meta's subscription handshake; the challenge is echoed only to the one who knows the verify token. */
export function whatsAppWebhookHandshake(url: URL, secrets: WebhookSecrets): Response {
  const mode = url.searchParams.get("hub.mode");
  const token = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge");
  if (mode !== "subscribe" || !challenge || !sameText(token, secrets.verifyToken)) {
    return refuse(403, "handshake", "Forbidden");
  }
  logger().info("[whatsapp webhook] subscription handshake answered");
  return answer(200, challenge);
}

const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform((seconds) => new Date(Number(seconds) * 1000));

const waId = z
  .string()
  .regex(/^\d{8,15}$/)
  .transform((digits) => `+${digits}`);

const statusSchema = z.object({
  id: z.string().min(1).max(512),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: unixSeconds,
  errors: z
    .array(z.object({ code: z.number().int(), title: z.string().max(512).optional() }))
    .max(10)
    .optional(),
});

const messageSchema = z.object({
  id: z.string().min(1).max(512),
  from: waId,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** The envelope: what is inside is read item by item, so one item of a kind this app doesn't know skips only itself. */
const envelopeSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z
            .object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() })
            .optional(),
        }),
      ),
    }),
  ),
});

function receiptOf(status: z.infer<typeof statusSchema>): WhatsAppReceipt {
  const [error] = status.errors ?? [];
  return {
    providerId: status.id,
    status: status.status,
    at: status.timestamp,
    errorCode: error ? String(error.code) : undefined,
    errorTitle: error?.title,
  };
}

function inboundOf(message: z.infer<typeof messageSchema>): WhatsAppInbound {
  return { id: message.id, from: message.from, text: message.text?.body ?? message.button?.text ?? null };
}

/** What a body held and what became of it, for the log line (counts only). */
type Tally = Record<string, number>;

function count(tally: Tally, key: string): void {
  tally[key] = (tally[key] ?? 0) + 1;
}

async function applyBody(db: Db, envelope: z.infer<typeof envelopeSchema>): Promise<Tally> {
  const values = envelope.entry.flatMap((entry) => entry.changes.map((change) => change.value ?? {}));
  const tally: Tally = {};
  const statuses = values.flatMap((value) => value.statuses ?? []).map((item) => statusSchema.safeParse(item));
  const receipts = statuses.flatMap((status) => (status.success ? [receiptOf(status.data)] : []));
  // Rows are locked in one order, so two bodies applied at once never wait on each other in a circle.
  receipts.sort((a, b) => (a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0));
  const messages = values.flatMap((value) => value.messages ?? []).map((item) => messageSchema.safeParse(item));
  const skipped = [...statuses, ...messages].filter((item) => !item.success).length;
  if (skipped > 0) tally.skipped = skipped;
  await db.transaction(async (tx) => {
    for (const receipt of receipts) count(tally, `status ${await applyWhatsAppReceipt(tx, receipt)}`);
    for (const message of messages) {
      if (message.success) count(tally, `message ${await receiveWhatsAppMessage(tx, inboundOf(message.data))}`);
    }
  });
  return tally;
}

/** POST: a signed body of statuses and messages, applied once; 200 as soon as it is. */
export async function receiveWhatsAppWebhook(db: Db, request: Request, secrets: WebhookSecrets): Promise<Response> {
  const raw = await request
    .arrayBuffer()
    .then((buffer) => new Uint8Array(buffer))
    .catch(() => null);
  if (!raw) return refuse(400, "unreadable body", "The request body could not be read.");
  if (!request.headers.get("x-hub-signature-256")) return refuse(401, "no signature", "Signature required.");
  if (!isSignedByMeta(raw, request.headers.get("x-hub-signature-256"), secrets.appSecret)) {
    return refuse(401, "bad signature", "Invalid signature.");
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    return refuse(400, "malformed JSON", "The request body is not valid JSON.");
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return refuse(400, "not a webhook body", "The body is not a WhatsApp webhook notification.");
  const tally = await applyBody(db, envelope.data);
  logger().info({ tally }, "[whatsapp webhook] notification applied");
  return answer(200, "OK");
}
