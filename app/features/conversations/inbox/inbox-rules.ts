import type { LeadStatus } from "~/features/leads";
import { leadThreadPath } from "~/lib/paths";

export const LEAD_NOTE_MAX = 2000;
export const LEAD_PAGE_SIZE = 20;
/** How much of the last message an inbox row shows. */
export const INBOX_PREVIEW_CHARS = 140;

export const LEADS_PATH = "/brand-dashboard/leads";
/** Where a lead thread's files are served to the brand. */
export function leadAttachmentsPath(leadId: string): string {
  return `${leadThreadPath(leadId)}/attachments`;
}

/** The intent of the thread page's status and note form (its composer sends MESSAGE_INTENT). */
export const LEAD_UPDATE_INTENT = "update";

/** The brand's own labels for where a lead stands. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export const LEAD_MESSAGES = {
  status: "Please choose a status: New, Contacted, Won or Lost.",
  noteLong: `Please keep the note under ${LEAD_NOTE_MAX} characters.`,
  noteControl: "Please remove the invisible NUL character from the note.",
  missing: "That lead is not in your inbox.",
  saved: "Lead updated.",
  intent: "Please send a message or save the lead's status.",
} as const;

/** The inbox filtered by `status` (null: all), at a page. */
export function inboxHref(status: LeadStatus | null | undefined, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${LEADS_PATH}?${query}` : LEADS_PATH;
}
