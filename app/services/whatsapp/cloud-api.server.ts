import { z } from "zod";
import { config } from "~/config.server";
import { maskedMobile } from "~/lib/indian-mobile";
import { logger } from "~/lib/logger.server";
import { type SendWhatsApp, type SendWhatsAppText, WhatsAppError } from "./whatsapp.server";

/**
 * Meta's WhatsApp Cloud API over plain fetch: `POST {apiUrl}/{version}/{phoneNumberId}/messages` with the access token
 * as a bearer token, answered `{ messages: [{ id: "wamid…" }] }` or `{ error: { message, type, code, error_subcode,
 * fbtrace_id } }`. Log lines name the number masked and never the text.
 */
export interface CloudApiOptions {
  /** https://graph.facebook.com, or a fake in tests. */
  apiUrl: string;
  /** The Graph API version, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

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

/** What went wrong, by Meta's error code: try again later, fails for good on WhatsApp, or the operator must act. */
export type CloudApiFailure = "retryable" | "permanent" | "token";

/** Throttling (130429 throughput, 131056 pair rate limit, 4 and 80007 call limits) and Meta's own trouble. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** The access token expired or was revoked (190), or lacks a permission (0, 3, 10, 200–299). */
const TOKEN_CODES = new Set([0, 3, 10, 190]);

export function classifyCloudApiError(status: number, code: number | undefined): CloudApiFailure {
  if (code !== undefined && (TOKEN_CODES.has(code) || (code >= 200 && code < 300))) return "token";
  if (code !== undefined && RETRYABLE_CODES.has(code)) return "retryable";
  if (status === 401) return "token";
  // 131026 not on WhatsApp, 100 and 131008/131009 bad parameters, 132001 no such template, 131047 outside 24 h…
  return status >= 500 || status === 429 ? "retryable" : "permanent";
}

const sentAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

const errorAnswer = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().int().optional(),
    error_subcode: z.number().int().optional(),
  }),
});

/** Meta's error messages name no one as a rule; a number that slips into one is masked anyway. */
function withoutNumbers(text: string): string {
  return text.replace(/\+?\d{10,15}/g, "[number]");
}

type Body = Record<string, unknown>;

function createPoster(options: CloudApiOptions) {
  const base = options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`;
  const url = new URL(`${options.version}/${encodeURIComponent(options.phoneNumberId)}/messages`, base);

  const fail = (kind: string, to: string, error: WhatsAppError, failure: CloudApiFailure) => {
    const log = logger();
    const line = { code: error.code, to: maskedMobile(to), retryable: error.retryable };
    if (failure === "token") {
      log.error(line, `[whatsapp] the Cloud API refused the access token or its permissions: ${kind} not sent`);
    } else {
      log.warn(line, `[whatsapp] ${kind} not sent: ${error.message}`);
    }
    return error;
  };

  return async (kind: string, to: string, body: Body): Promise<{ providerId: string }> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: to.replace(/^\+/, ""),
          ...body,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      const code = timedOut ? "timeout" : "network";
      throw fail(kind, to, new WhatsAppError(`the Cloud API did not answer (${code})`, true, code), "retryable");
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const sent = sentAnswer.safeParse(answer);
      if (sent.success) return { providerId: sent.data.messages[0].id };
      // Taken but unreadable: trying again could send it twice.
      throw fail(kind, to, new WhatsAppError("the Cloud API's answer has no message id", false, "no_id"), "permanent");
    }
    const refused = errorAnswer.safeParse(answer);
    const code = refused.success ? refused.data.error.code : undefined;
    const failure = classifyCloudApiError(response.status, code);
    const said = refused.success ? withoutNumbers(refused.data.error.message ?? "") : "";
    const error = new WhatsAppError(
      `the Cloud API refused it (${response.status}${code === undefined ? "" : `, code ${code}`})${said ? `: ${said}` : ""}`,
      failure === "retryable",
      code === undefined ? `http_${response.status}` : String(code),
    );
    throw fail(kind, to, error, failure);
  };
}

/** Template messages (the alerts): the template registered with Meta, language `en`, the body parameters in order. */
export function createCloudApiSender(options: CloudApiOptions): SendWhatsApp {
  const post = createPoster(options);
  return (message) =>
    post(`template ${message.template}`, message.to, {
      type: "template",
      template: {
        name: message.template,
        language: { code: "en" },
        components:
          message.parameters.length === 0
            ? []
            : [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
      },
    });
}

/** A free-form text (the automatic reply), which Meta accepts within 24 hours of the person's last message. */
export function createCloudApiTextSender(options: CloudApiOptions): SendWhatsAppText {
  const post = createPoster(options);
  return (message) => post("text", message.to, { type: "text", text: { preview_url: true, body: message.text } });
}
