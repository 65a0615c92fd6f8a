import { ALERT_TEMPLATES, type AlertKind } from "./alerts";

/**
 * What Nivasa's WhatsApp number says and understands besides the alert texts (content/alerts.ts): the alert
 * templates in the form Meta registers them, the words that turn WhatsApp alerts off, and the one automatic reply
 * to anything else written to it.
 */

/** An alert's text as registered with Meta: its parameters numbered {{1}}, {{2}}… in the order they appear. */
export function whatsAppTemplateBody(kind: AlertKind): string {
  let position = 0;
  return ALERT_TEMPLATES[kind].replace(/\{\{\w+\}\}/g, () => `{{${++position}}}`);
}

/** A sample value of each parameter, which Meta asks for when a template is submitted for review. */
export const ALERT_PARAMETER_EXAMPLES: Record<string, string> = {
  need: "a modular kitchen",
  place: "Andheri West, Mumbai",
  homeowner: "Priya S.",
  brand: "Studio Aangan",
  offer: "Rs 4,50,000",
  date: "12 Dec 2026",
  link: "https://nivasa.in/brand-dashboard/leads/3f2a9c1e",
};

/**
 * A message that is one of these (any case, spaces and punctuation around the words ignored) turns WhatsApp alerts
 * off for every account that has them on at that number. Anything longer is an ordinary message, so "stop sending
 * me the old offer" reaches no switch.
 */
export const WHATSAPP_STOP_WORDS = [
  "stop",
  "stop alerts",
  "stop all",
  "stop whatsapp",
  "stop nivasa",
  "unsubscribe",
  "opt out",
] as const;

/** Whether an inbound text asks to stop WhatsApp alerts. */
export function isWhatsAppStopRequest(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .join(" ");
  return (WHATSAPP_STOP_WORDS as readonly string[]).includes(words);
}

/** The automatic reply (at most one per number per 24 hours): nobody reads this number, the thread is on Nivasa. */
export function whatsAppAutoReply(link: string): string {
  return `Thanks for your message. Nobody reads replies to this number: please write on Nivasa, where your designer or homeowner will see it: ${link} - Reply STOP to turn off WhatsApp alerts.`;
}
