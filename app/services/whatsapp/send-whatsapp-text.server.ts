import { perConfig } from "~/config.server";
import { createCloudApiTextSender, whatsAppCloudOptions } from "./cloud-api.server";
import { createOutboxWhatsAppTextSender, type SendWhatsAppText, type WhatsAppText } from "./whatsapp.server";

const sender = perConfig((cfg): SendWhatsAppText => {
  const cloud = whatsAppCloudOptions(cfg);
  return cloud ? createCloudApiTextSender(cloud) : createOutboxWhatsAppTextSender(cfg.dataDir);
});

/** Sends a free-form text through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsAppText(message: WhatsAppText): ReturnType<SendWhatsAppText> {
  return sender()(message);
}
