/**
 * What Nivasa's WhatsApp number says and understands besides the alert templates (content/alerts.ts): the words that
 * turn WhatsApp alerts off, and the one automatic reply to anything else written to it.
 */

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
