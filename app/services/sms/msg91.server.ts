import type { AlertKind } from "~/content/alerts";
import type { SmsTemplate } from "~/content/sms";
import type { SendSms } from "./sms.server";
import { SmsError } from "./sms.server";

/**
 * MSG91's Send SMS API (POST /api/v2/sendsms, `authkey` header) on the transactional route, with the DLT
 * sender id and the DLT template id of each kind of message: Indian carriers drop an SMS whose text does not
 * match the template registered under that id.
 */
export interface Msg91Options {
  /** https://api.msg91.com, or a fake in tests. */
  apiUrl: string;
  authKey: string;
  /** The 6-letter header registered on DLT (e.g. NIVASA). */
  senderId: string;
  /** The code's template id; an alert kind without one is refused (and falls back to the next channel). */
  dltTemplateIds: Record<SmsTemplate, string> & Partial<Record<AlertKind, string>>;
  timeoutMs?: number;
}

const TRANSACTIONAL_ROUTE = "4";

interface Msg91Answer {
  type?: string;
  message?: string;
}

export function createMsg91Sender(options: Msg91Options): SendSms {
  const url = new URL("/api/v2/sendsms", options.apiUrl);
  return async (message) => {
    const templateId = options.dltTemplateIds[message.template];
    if (!templateId) throw new SmsError(`No DLT template id is configured for ${message.template}`, false);
    const body = {
      sender: options.senderId,
      route: TRANSACTIONAL_ROUTE,
      country: "91",
      DLT_TE_ID: templateId,
      sms: [{ message: message.text, to: [message.to.replace(/^\+91/, "")] }],
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authkey: options.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(`MSG91 did not answer: ${(error as Error).message}`, true);
    }
    const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
    // On success MSG91's `message` is the request id its delivery reports name.
    if (response.ok && answer.type === "success") return { providerId: answer.message ?? "" };
    const retryable = response.status >= 500 || response.status === 429;
    throw new SmsError(`MSG91 refused the SMS (${response.status}): ${answer.message ?? "no message"}`, retryable);
  };
}
