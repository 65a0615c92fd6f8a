import type { ATTACHMENT_KINDS, MESSAGE_AUTHOR_SIDES, QUOTE_CLOSE_REASONS } from "~/content/catalog";

/** The two sides of a lead's thread: the homeowner who asked and the brand the request went to. */
export type ThreadSide = "homeowner" | "brand";
export type MessageAuthorSide = (typeof MESSAGE_AUTHOR_SIDES)[number];
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export type CloseReason = (typeof QUOTE_CLOSE_REASONS)[number];

export const MESSAGE_MAX = 5000;
export const ATTACHMENTS_PER_MESSAGE = 5;
/** While a side has unread messages in a thread, it gets at most one email per this many minutes. */
export const ALERT_INTERVAL_MINUTES = 10;
/** A new message waits this long before its email, so that a reader with the thread open is not emailed. */
export const ALERT_DELAY_SECONDS = 60;

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  found_designer: "I found a designer",
  no_longer_needed: "No longer needed",
};

export function otherSide(side: ThreadSide): ThreadSide {
  return side === "homeowner" ? "brand" : "homeowner";
}

export const THREAD_MESSAGES = {
  empty: "Please write a message or attach a file.",
  tooLong: `Please keep your message under ${MESSAGE_MAX.toLocaleString("en-IN")} characters.`,
  tooManyFiles: `Please attach at most ${ATTACHMENTS_PER_MESSAGE} files to one message.`,
  control: "Please remove the invisible NUL character from your message.",
  closed: "This request is closed: no more messages can be sent.",
  suspended: "Your account is suspended, so you can't send messages.",

  sent: "Message sent.",
  alreadyClosed: "This request is already closed.",
  closedDone: "Your request is closed. The designers can no longer write to you.",
  closeReason: "Please choose why you are closing the request.",
} as const;

export type MessageResult = { ok: true; messageId: number } | { ok: false; error: string };
