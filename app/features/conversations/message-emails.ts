import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";

/** The email telling one side of a thread about messages they have not read yet. */
export function messageAlertEmail(alert: {
  to: string;
  recipientName: string | null;
  fromName: string;
  messages: string[];
  threadUrl: string;
}): MailMessage {
  const count = alert.messages.length;
  return renderEmail({
    to: alert.to,
    subject: `${alert.fromName} sent you ${count === 1 ? "a message" : `${count} messages`} — Nivasa`,
    greeting: greet(alert.recipientName ?? ""),
    paragraphs: [
      `${alert.fromName} wrote on Nivasa:`,
      ...alert.messages.flatMap((body) => body.split(/\r?\n/).filter((line) => line.trim() !== "")),
    ],
    action: { label: "Open the conversation", url: alert.threadUrl },
    footnote: "You can turn message emails off on your Nivasa profile.",
  });
}
