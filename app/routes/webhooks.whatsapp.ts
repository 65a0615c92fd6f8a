import { db } from "~/db/client.server";
import {
  receiveWhatsAppWebhook,
  whatsAppWebhookHandshake,
  whatsAppWebhookSecrets,
} from "~/features/alerts/webhook/whatsapp-webhook.server";
import type { Route } from "./+types/webhooks.whatsapp";

/** Meta's WhatsApp webhooks (docs/operations.md, Alerts): not found until WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set. */
const notSetUp = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export function loader({ request }: Route.LoaderArgs) {
  const secrets = whatsAppWebhookSecrets();
  return secrets ? whatsAppWebhookHandshake(new URL(request.url), secrets) : notSetUp();
}

export function action({ request }: Route.ActionArgs) {
  const secrets = whatsAppWebhookSecrets();
  if (!secrets) return notSetUp();
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  return receiveWhatsAppWebhook(db(), request, secrets);
}
