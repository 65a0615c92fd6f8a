import type { LEAD_STATUSES } from "~/content/catalog";

/** Where a lead stands with one brand: new → contacted → won / lost. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];
