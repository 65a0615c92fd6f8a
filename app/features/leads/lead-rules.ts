import type { LEAD_STATUSES } from "~/content/catalog";

/** Where a lead stands with one brand: new → contacted → won / lost. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the homeowner sees of a brand's status on /profile (won and lost are the brand's own business). */
export const HOMEOWNER_LEAD_STATUS: Record<LeadStatus, { label: string; tone: "brand" | "success" | "neutral" }> = {
  new: { label: "Sent", tone: "brand" },
  contacted: { label: "Designer in touch", tone: "success" },
  won: { label: "Designer in touch", tone: "success" },
  lost: { label: "Closed", tone: "neutral" },
};
