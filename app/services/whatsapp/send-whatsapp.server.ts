import { config } from "~/config.server";
import { createOutboxWhatsAppSender, type SendWhatsApp, type WhatsAppMessage } from "./whatsapp.server";

let sender: SendWhatsApp | undefined;

/** Sends a WhatsApp template message: to DATA_DIR/outbox for now (the Cloud API adapter is chosen here once configured). */
export function sendWhatsApp(message: WhatsAppMessage): ReturnType<SendWhatsApp> {
  sender ??= createOutboxWhatsAppSender(config().dataDir);
  return sender(message);
}
