import { config } from "~/config.server";
import { createCloudApiTextSender, whatsAppCloudOptions } from "./cloud-api.server";
import { createOutboxWhatsAppTextSender, type SendWhatsAppText, type WhatsAppText } from "./whatsapp.server";

let sender: SendWhatsAppText | undefined;

/** Sends a free-form text through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsAppText(message: WhatsAppText): ReturnType<SendWhatsAppText> {
  if (!sender) {
    const cfg = config();
    const cloud = whatsAppCloudOptions(cfg);
    sender = cloud ? createCloudApiTextSender(cloud) : createOutboxWhatsAppTextSender(cfg.dataDir);
  }
  return sender(message);
}
