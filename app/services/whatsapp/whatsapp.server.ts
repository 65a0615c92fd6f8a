import { logger } from "~/lib/logger.server";
import { writeOutbox } from "~/services/outbox.server";

/** One WhatsApp template message: the recipient (+91…), the template registered with Meta and its body parameters. */
export interface WhatsAppMessage {
  to: string;
  /** The template's name as registered (content/alerts.ts `whatsAppTemplateName`), language `en`. */
  template: string;
  /** The body parameters, in the template's order. */
  parameters: string[];
  /** The filled-in text, for the outbox and the fallbacks. */
  text: string;
}

/** Resolves with the provider's message id (`wamid…`), which delivery receipts name. */
export type SendWhatsApp = (message: WhatsAppMessage) => Promise<{ providerId: string }>;

/**
 * A free-form text message (the automatic reply to a person who wrote to the business number): WhatsApp allows one
 * only within 24 hours of the person's last message.
 */
export interface WhatsAppText {
  to: string;
  text: string;
}

export type SendWhatsAppText = (message: WhatsAppText) => Promise<{ providerId: string }>;

/**
 * Refused by the provider. `retryable`: trying again later may work (timeouts, 5xx, 429); otherwise it fails for good
 * on this channel (e.g. the number is not on WhatsApp) and the alert falls back to the next one. `code` is the
 * provider's error code, kept on the alert row.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code: string,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

/** Development and tests (no WHATSAPP_ACCESS_TOKEN): the message goes to DATA_DIR/outbox as channel `whatsapp`. */
export function createOutboxWhatsAppSender(
  dataDir: string,
  log: (line: string) => void = (line) => logger().info(line),
): SendWhatsApp {
  return async (message) => {
    const stored = await writeOutbox(dataDir, {
      channel: "whatsapp",
      to: message.to,
      text: message.text,
      template: message.template,
    });
    log(`[whatsapp] ${message.template} to ${message.to} in the outbox (${stored.id})`);
    return { providerId: `outbox.${stored.id}` };
  };
}

/** Development and tests: a free-form text goes to DATA_DIR/outbox as channel `whatsapp`, without a template. */
export function createOutboxWhatsAppTextSender(
  dataDir: string,
  log: (line: string) => void = (line) => logger().info(line),
): SendWhatsAppText {
  return async (message) => {
    const stored = await writeOutbox(dataDir, { channel: "whatsapp", to: message.to, text: message.text });
    log(`[whatsapp] a text to ${message.to} in the outbox (${stored.id})`);
    return { providerId: `outbox.${stored.id}` };
  };
}
