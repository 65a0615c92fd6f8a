import { LIMITS } from "~/content/limits";

/**
 * Spam and abuse limits for quote requests: per mobile number and per account, with the network address only a
 * flood ceiling (content/limits.ts). Counts come from quote_requests itself (no extra table).
 */

export const QUOTE_LIMITS = {
  perPhone: LIMITS.quotePerNumber,
  perAccount: LIMITS.quotePerAccount,
  perAddress: LIMITS.quotePerAddress,
  duplicateWindowMs: 24 * 60 * 60 * 1000,
} as const;

export interface RecentActivity {
  /** Requests from this network address within QUOTE_LIMITS.perAddress.windowMs. */
  fromAddress: number;
  /** Requests from this phone number within QUOTE_LIMITS.perPhone.windowMs. */
  fromPhone: number;
  /** Requests by the signed-in account within QUOTE_LIMITS.perAccount.windowMs (0 when signed out). */
  fromAccount: number;
  /** The same phone already asked the same target (brand, or a general request) within the duplicate window. */
  duplicate: boolean;
}

export type AbuseVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: "duplicate" | "phone-limit" | "account-limit" | "address-limit" | "honeypot";
      message: string;
    };

export const ABUSE_MESSAGES = {
  duplicateBrand: (brandName: string) =>
    `We already sent your request to ${brandName} in the last 24 hours. They will contact you soon.`,
  duplicateGeneral:
    "We already have your request from the last 24 hours. The designers we matched you with will contact you soon.",
  phoneLimit: `You have sent ${QUOTE_LIMITS.perPhone.max} quote requests from this phone number today. Please try again tomorrow.`,
  accountLimit: `You have sent ${QUOTE_LIMITS.perAccount.max} quote requests today. Please try again tomorrow.`,
  addressLimit: "Too many quote requests from your network. Please try again in an hour.",
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
  if (activity.fromAccount >= QUOTE_LIMITS.perAccount.max) {
    return { allowed: false, reason: "account-limit", message: ABUSE_MESSAGES.accountLimit };
  }
  if (activity.fromAddress >= QUOTE_LIMITS.perAddress.max) {
    return { allowed: false, reason: "address-limit", message: ABUSE_MESSAGES.addressLimit };
  }
  return { allowed: true };
}

/** A filled honeypot means a bot filled every field it saw. */
export function isHoneypotFilled(value: FormDataEntryValue | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
