import type {
  ATTACHMENT_KINDS,
  HOMEOWNER_CLOSE_REASONS,
  MESSAGE_AUTHOR_SIDES,
  QUOTE_CLOSE_REASONS,
} from "~/content/catalog";

/** The two sides of a lead's thread: the homeowner who asked and the brand the request went to. */
export type ThreadSide = "homeowner" | "brand";
export type MessageAuthorSide = (typeof MESSAGE_AUTHOR_SIDES)[number];
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export type CloseReason = (typeof QUOTE_CLOSE_REASONS)[number];
export type HomeownerCloseReason = (typeof HOMEOWNER_CLOSE_REASONS)[number];

export const MESSAGE_MAX = 5000;
export const ATTACHMENTS_PER_MESSAGE = 5;
/** While a side has unread messages in a thread, it gets at most one email per this many minutes. */
export const ALERT_INTERVAL_MINUTES = 10;
/** A new message waits this long before its email, so that a reader with the thread open is not emailed. */
export const ALERT_DELAY_SECONDS = 60;

/**
 * A request none of whose designers has written (a message or an offer) this many days after it was sent closes
 * by itself ("no_answers"), and its homeowner is alerted: homeowners hire whoever answers first, within hours, so
 * a week of silence from every designer means nobody will, and the homeowner is better told to ask again.
 */
export const UNANSWERED_CLOSE_DAYS = 7;

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  found_designer: "I found a designer",
  no_longer_needed: "No longer needed",
  no_answers: `No designer answered within ${UNANSWERED_CLOSE_DAYS} days`,
};

/** A closed request as its pages show it: when, why, and whether the homeowner closed it (or Nivasa did). */
export interface RequestClosed {
  at: string;
  reason: string;
  byHomeowner: boolean;
}

export function requestClosed(closedAt: Date | null, reason: CloseReason | null): RequestClosed | null {
  if (!closedAt || !reason) return null;
  return { at: closedAt.toISOString(), reason: CLOSE_REASON_LABELS[reason], byHomeowner: reason !== "no_answers" };
}

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
