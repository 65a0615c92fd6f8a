/** The admin pages' strings: the access refusal, the claim status labels and the claims list's errors. */
export const ADMIN_ACCESS = {
  denied: "Access denied. Redirecting...",
  /** A signed-in non-admin's client-side request to an admin page gets this status (not a redirect). */
  deniedStatus: 403,
} as const;

/** The claims list's empty state; the review toasts are CLAIM_REVIEW_MESSAGES in onboarding.ts. */
export const CLAIMS_EMPTY = "No claims found matching your criteria.";

/** What a non-admin's call to an admin command gets (the pages redirect before it can happen). */
export const ADMIN_ONLY = "Only admins can do that.";

/** A lead needs an admin when it reached no designer, or no recipient touched it within this time. */
export const UNTOUCHED_HOURS = 48;
/** Lead triage's two lists: leads needing routing, and every quote request. */
export const LEAD_VIEWS = ["triage", "all"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
