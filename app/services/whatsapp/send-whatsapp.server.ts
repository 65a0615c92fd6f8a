import { perConfig } from "~/config.server";
import { createCloudApiSender, whatsAppCloudOptions } from "./cloud-api.server";
import { createOutboxWhatsAppSender, type SendWhatsApp, type WhatsAppMessage } from "./whatsapp.server";

const sender = perConfig((cfg): SendWhatsApp => {
  const cloud = whatsAppCloudOptions(cfg);
  return cloud ? createCloudApiSender(cloud) : createOutboxWhatsAppSender(cfg.dataDir);
});

/** Sends a WhatsApp template message through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsApp(message: WhatsAppMessage): ReturnType<SendWhatsApp> {
  return sender()(message);
}
