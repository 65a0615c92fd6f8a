import { config } from "~/config.server";
import { createCloudApiSender, whatsAppCloudOptions } from "./cloud-api.server";
import { createOutboxWhatsAppSender, type SendWhatsApp, type WhatsAppMessage } from "./whatsapp.server";

let sender: SendWhatsApp | undefined;

/** Sends a WhatsApp template message through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsApp(message: WhatsAppMessage): ReturnType<SendWhatsApp> {
  if (!sender) {
    const cfg = config();
    const cloud = whatsAppCloudOptions(cfg);
    sender = cloud ? createCloudApiSender(cloud) : createOutboxWhatsAppSender(cfg.dataDir);
  }
  return sender(message);
}
