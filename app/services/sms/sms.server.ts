import type { AlertKind } from "~/content/alerts";
import type { SmsTemplate } from "~/content/sms";
import { logger } from "~/lib/logger.server";
import { writeOutbox } from "~/services/outbox.server";

/** One SMS: the recipient (+91…), which registered template it follows (a code, or an alert's kind), and the text. */
export interface SmsMessage {
  to: string;
  template: SmsTemplate | AlertKind;
  text: string;
}

/** Resolves with the gateway's request id (MSG91's), which its delivery reports name. */
export type SendSms = (message: SmsMessage) => Promise<{ providerId: string }>;

/** Refused by the gateway: `retryable` when trying again later may work (timeouts, 5xx, 429). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "SmsError";
  }
}

/** Development and tests: the message goes to DATA_DIR/outbox; the log line names it without its text (the code). */
export function createOutboxSender(
  dataDir: string,
  log: (line: string) => void = (line) => logger().info(line),
): SendSms {
  return async (message) => {
    const stored = await writeOutbox(dataDir, {
      channel: "sms",
      to: message.to,
      text: message.text,
      template: message.template,
    });
    log(`[sms] ${message.template} to ${message.to} in the outbox (${stored.id})`);
    return { providerId: `outbox.${stored.id}` };
  };
}
