import { config } from "~/config.server";
import { type CloudApiOptions, createCloudApiTextSender } from "./cloud-api.server";
import { createOutboxWhatsAppTextSender, type SendWhatsAppText, type WhatsAppText } from "./whatsapp.server";

/** The Cloud API's settings when WhatsApp is configured (WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID). */
export function whatsAppCloudOptions(cfg = config()): CloudApiOptions | null {
  if (!cfg.WHATSAPP_ACCESS_TOKEN || !cfg.WHATSAPP_PHONE_NUMBER_ID) return null;
  return {
    apiUrl: cfg.WHATSAPP_API_URL,
    version: cfg.WHATSAPP_API_VERSION,
    phoneNumberId: cfg.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: cfg.WHATSAPP_ACCESS_TOKEN,
  };
}

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
