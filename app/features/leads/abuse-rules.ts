/** Spam and abuse limits for quote requests. Counts come from quote_requests itself (no extra table). */

const HOUR = 60 * 60 * 1000;

export const QUOTE_LIMITS = {
  perIp: { max: 5, windowMs: HOUR },
  perPhone: { max: 3, windowMs: 24 * HOUR },
  duplicateWindowMs: 24 * HOUR,
} as const;

export interface RecentActivity {
  /** Requests from this IP address within QUOTE_LIMITS.perIp.windowMs. */
  fromIp: number;
  /** Requests from this phone number within QUOTE_LIMITS.perPhone.windowMs. */
  fromPhone: number;
  /** The same phone already asked the same target (brand, or a general request) within the duplicate window. */
  duplicate: boolean;
}

export type AbuseVerdict =
  | { allowed: true }
  | { allowed: false; reason: "duplicate" | "phone-limit" | "ip-limit" | "honeypot"; message: string };

export const ABUSE_MESSAGES = {
  duplicateBrand: (brandName: string) =>
    `We already sent your request to ${brandName} in the last 24 hours. They will contact you soon.`,
  duplicateGeneral:
    "We already have your request from the last 24 hours. The designers we matched you with will contact you soon.",
  phoneLimit: `You have sent ${QUOTE_LIMITS.perPhone.max} quote requests from this phone number today. Please try again tomorrow.`,
  ipLimit: "Too many quote requests from your network. Please try again in an hour.",
  honeypot: "Your request could not be sent. Please try again.",
} as const;

/** Which limit, if any, stops this request. A duplicate is reported first: it is the friendliest answer. */
export function quoteAbuseVerdict(activity: RecentActivity, brandName: string | null): AbuseVerdict {
  if (activity.duplicate) {
    return {
      allowed: false,
      reason: "duplicate",
      message: brandName ? ABUSE_MESSAGES.duplicateBrand(brandName) : ABUSE_MESSAGES.duplicateGeneral,
    };
  }
  if (activity.fromPhone >= QUOTE_LIMITS.perPhone.max) {
    return { allowed: false, reason: "phone-limit", message: ABUSE_MESSAGES.phoneLimit };
  }
  if (activity.fromIp >= QUOTE_LIMITS.perIp.max) {
    return { allowed: false, reason: "ip-limit", message: ABUSE_MESSAGES.ipLimit };
  }
  return { allowed: true };
}

/** A filled honeypot means a bot filled every field it saw. */
export function isHoneypotFilled(value: FormDataEntryValue | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
