import { SIGN_IN_LINK_NOTE } from "~/features/auth/auth.api.server";
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
    footnote: `${SIGN_IN_LINK_NOTE} You can turn message emails off on your Nivasa profile.`,
  });
}

/** A thread as the daily digest lists it: who wrote, and how many messages wait. */
export interface DigestThread {
  from: string;
  unread: number;
}

/** The daily digest: every thread with messages the reader has not read yet, and a sign-in link to the inbox. */
export function messageDigestEmail(digest: {
  to: string;
  recipientName: string | null;
  threads: DigestThread[];
  url: string;
}): MailMessage {
  const total = digest.threads.reduce((sum, thread) => sum + thread.unread, 0);
  const messages = (n: number) => (n === 1 ? "1 unread message" : `${n} unread messages`);
  return renderEmail({
    to: digest.to,
    subject: `You have ${messages(total)} on Nivasa`,
    greeting: greet(digest.recipientName ?? ""),
    paragraphs: [
      "Here is what waits for you on Nivasa today:",
      ...digest.threads.map((thread) => `${thread.from}: ${messages(thread.unread)}`),
    ],
    action: { label: "Open your messages", url: digest.url },
    footnote: `${SIGN_IN_LINK_NOTE} You chose one email a day about messages; you can change that on your Nivasa profile.`,
  });
}
