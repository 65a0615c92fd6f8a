import { perConfig } from "~/config.server";
import { createCloudApiSender, createCloudApiTextSender, whatsAppCloudOptions } from "./cloud-api.server";
import {
  createOutboxWhatsAppSender,
  createOutboxWhatsAppTextSender,
  type SendWhatsApp,
  type SendWhatsAppText,
  type WhatsAppMessage,
  type WhatsAppText,
} from "./whatsapp.server";

/** One transport for both kinds of message, chosen by the configuration. */
const senders = perConfig((cfg): { template: SendWhatsApp; text: SendWhatsAppText } => {
  const cloud = whatsAppCloudOptions(cfg);
  return cloud
    ? { template: createCloudApiSender(cloud), text: createCloudApiTextSender(cloud) }
    : { template: createOutboxWhatsAppSender(cfg.dataDir), text: createOutboxWhatsAppTextSender(cfg.dataDir) };
});

/** Sends a WhatsApp template message through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsApp(message: WhatsAppMessage): ReturnType<SendWhatsApp> {
  return senders().template(message);
}

/** Sends a free-form text through the Cloud API when it is configured; otherwise writes DATA_DIR/outbox. */
export function sendWhatsAppText(message: WhatsAppText): ReturnType<SendWhatsAppText> {
  return senders().text(message);
}
