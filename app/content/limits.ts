/**
 * Every limit on what a visitor may do, in one place (docs/operations.md, "Limits", lists them from here; a
 * test keeps the two the same). A limit is keyed on the person (account, mobile number, email address,
 * browser) where it protects against a person. A network address is only a flood ceiling, set where a whole
 * mobile carrier's address does not reach it in normal use: carrier-grade NAT puts thousands of Indian phones
 * behind one address.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type LimitSubject = "account" | "mobile number" | "email address" | "browser" | "network address";

export interface Limit {
  /** What is counted. */
  what: string;
  max: number;
  /** A rolling or fixed window of this length; `day` marks a calendar day in India instead. None: at once. */
  windowMs?: number;
  day?: true;
  per: LimitSubject;
}

export const LIMITS = {
  quotePerNumber: { what: "Quote requests", max: 3, windowMs: DAY, per: "mobile number" },
  quotePerAccount: { what: "Quote requests", max: 5, windowMs: DAY, per: "account" },
  quotePerAddress: { what: "Quote requests (flood ceiling)", max: 60, windowMs: HOUR, per: "network address" },
  phoneCodesPerNumber: { what: "Sign-in codes sent by SMS", max: 3, windowMs: 15 * MINUTE, per: "mobile number" },
  phoneCodesPerNumberDaily: { what: "Sign-in codes sent by SMS", max: 10, windowMs: DAY, per: "mobile number" },
  phoneCodesPerAddress: {
    what: "Sign-in codes sent by SMS (flood ceiling)",
    max: 120,
    windowMs: HOUR,
    per: "network address",
  },
  review: { what: "Reviews and owners' replies written or edited", max: 20, windowMs: DAY, per: "account" },
  like: { what: "Likes and unlikes", max: 200, windowMs: HOUR, per: "account" },
  favourite: { what: "Designers saved or removed", max: 200, windowMs: HOUR, per: "account" },
  message: { what: "Messages in quote threads", max: 60, windowMs: HOUR, per: "account" },
  thread: { what: "Threads begun (a side's first message)", max: 10, windowMs: MINUTE, per: "account" },
  signInPerEmail: { what: "Sign-in attempts with a password", max: 10, windowMs: 15 * MINUTE, per: "email address" },
  signUpPerEmail: { what: "Sign-ups", max: 5, windowMs: HOUR, per: "email address" },
  passwordResetPerEmail: { what: "Password reset emails asked for", max: 3, windowMs: HOUR, per: "email address" },
  verificationPerEmail: { what: "Verification emails asked for", max: 3, windowMs: HOUR, per: "email address" },
  signInPerAddress: {
    what: "Sign-ins, sign-ups and password resets (flood ceiling)",
    max: 60,
    windowMs: MINUTE,
    per: "network address",
  },
  mailPerAddress: {
    what: "Reset and verification emails (flood ceiling)",
    max: 30,
    windowMs: MINUTE,
    per: "network address",
  },
  authPerAddress: {
    what: "Other calls to /api/auth (flood ceiling)",
    max: 300,
    windowMs: MINUTE,
    per: "network address",
  },
  openClaims: { what: "Claims waiting for review", max: 3, per: "account" },
  viewsPerBrowser: { what: "Views of one page", max: 1, windowMs: DAY, day: true, per: "browser" },
  viewsPerAccount: { what: "Views of one page", max: 1, windowMs: DAY, day: true, per: "account" },
  newViewersPerAddress: {
    what: "New browsers counted as views of one page (flood ceiling)",
    max: 20,
    windowMs: DAY,
    day: true,
    per: "network address",
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The limits counted in a window of time (the others count what is open at once). */
export type WindowedLimitName = {
  [K in LimitName]: (typeof LIMITS)[K] extends { windowMs: number } ? K : never;
}[LimitName];

/** The limit's window as the docs say it. */
export function windowLabel({ windowMs, day }: Limit): string {
  if (windowMs === undefined) return "at once";
  if (day) return "a day (India time)";
  if (windowMs % DAY === 0) return windowMs === DAY ? "24 hours" : `${windowMs / DAY} days`;
  if (windowMs % HOUR === 0) return windowMs === HOUR ? "1 hour" : `${windowMs / HOUR} hours`;
  return windowMs === MINUTE ? "1 minute" : `${windowMs / MINUTE} minutes`;
}

/** The Markdown table of every limit that docs/operations.md shows under "Limits". */
export function limitsTable(): string {
  const rows = Object.values(LIMITS).map(
    (limit: Limit) => `| ${limit.what} | ${limit.max} | ${windowLabel(limit)} | ${limit.per} |`,
  );
  return ["| What | At most | Window | Keyed on |", "|---|---|---|---|", ...rows].join("\n");
}
