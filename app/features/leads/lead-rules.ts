import type { LEAD_STATUSES } from "~/content/catalog";

/** Where a lead stands with one brand: new → contacted → won / lost. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_NOTE_MAX = 2000;
/** The lead_replies check allows 1–2000 characters. */
export const LEAD_REPLY_MAX = 2000;
/** Replies one brand may send on one lead: enough for a conversation, not a mailbomb. */
export const LEAD_REPLIES_PER_LEAD = 20;
export const LEAD_PAGE_SIZE = 20;

/** The brand's own labels (leads inbox). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

/** What the homeowner sees of a brand's status on /profile (won and lost are the brand's own business). */
export const HOMEOWNER_LEAD_STATUS: Record<LeadStatus, { label: string; tone: "brand" | "success" | "neutral" }> = {
  new: { label: "Sent", tone: "brand" },
  contacted: { label: "Designer in touch", tone: "success" },
  won: { label: "Designer in touch", tone: "success" },
  lost: { label: "Closed", tone: "neutral" },
};

export const LEAD_MESSAGES = {
  forbidden: "Only the brand's owner can see and work its leads.",
  missing: "That lead is not in your inbox.",
  status: "Please choose a status: New, Contacted, Won or Lost.",
  noteLong: `Please keep the note under ${LEAD_NOTE_MAX} characters.`,
  replyEmpty: "Please write a reply.",
  replyLong: `Please keep your reply under ${LEAD_REPLY_MAX} characters.`,
  noAccount: "This homeowner asked without an account, so they can't read replies here: please call them.",
  tooManyReplies: `You have sent ${LEAD_REPLIES_PER_LEAD} replies on this lead: please call the homeowner.`,
  saved: "Lead updated.",
  unchanged: "Nothing to update.",
  replySent: (name: string) => `Reply sent to ${name}.`,
} as const;
