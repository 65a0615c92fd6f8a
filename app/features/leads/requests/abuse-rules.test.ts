import { describe, expect, it } from "vitest";
import { ABUSE_MESSAGES, isHoneypotFilled, QUOTE_LIMITS, quoteAbuseVerdict } from "./abuse-rules";

const quiet = { fromAddress: 0, fromPhone: 0, fromAccount: 0, duplicate: false };

describe("quoteAbuseVerdict", () => {
  it("allows a first request", () => {
    expect(quoteAbuseVerdict(quiet, null)).toEqual({ allowed: true });
  });

  it("allows up to the limits and stops at them", () => {
    const belowAll = {
      ...quiet,
      fromAddress: QUOTE_LIMITS.perAddress.max - 1,
      fromPhone: QUOTE_LIMITS.perPhone.max - 1,
      fromAccount: QUOTE_LIMITS.perAccount.max - 1,
    };
    expect(quoteAbuseVerdict(belowAll, null).allowed).toBe(true);
    expect(quoteAbuseVerdict({ ...quiet, fromPhone: QUOTE_LIMITS.perPhone.max }, null)).toEqual({
      allowed: false,
      reason: "phone-limit",
      message: ABUSE_MESSAGES.phoneLimit,
    });
    expect(quoteAbuseVerdict({ ...quiet, fromAccount: QUOTE_LIMITS.perAccount.max }, null)).toEqual({
      allowed: false,
      reason: "account-limit",
      message: ABUSE_MESSAGES.accountLimit,
    });
    expect(quoteAbuseVerdict({ ...quiet, fromAddress: QUOTE_LIMITS.perAddress.max }, null)).toEqual({
      allowed: false,
      reason: "address-limit",
      message: ABUSE_MESSAGES.addressLimit,
    });
  });

  it("reports a duplicate first, naming the brand when there is one", () => {
    const busy = { fromAddress: 99, fromPhone: 99, fromAccount: 99, duplicate: true };
    expect(quoteAbuseVerdict(busy, "Casa Studio")).toMatchObject({
      reason: "duplicate",
      message: "We already sent your request to Casa Studio in the last 24 hours. They will contact you soon.",
    });
    expect(quoteAbuseVerdict(busy, null)).toMatchObject({ message: ABUSE_MESSAGES.duplicateGeneral });
  });

  it("limits are 3 a day per phone, 5 a day per account and a ceiling of 60 an hour per network address", () => {
    expect(QUOTE_LIMITS.perPhone).toMatchObject({ max: 3, windowMs: 86_400_000 });
    expect(QUOTE_LIMITS.perAccount).toMatchObject({ max: 5, windowMs: 86_400_000 });
    expect(QUOTE_LIMITS.perAddress).toMatchObject({ max: 60, windowMs: 3_600_000 });
    expect(ABUSE_MESSAGES.phoneLimit).toContain("3 quote requests");
    expect(ABUSE_MESSAGES.accountLimit).toContain("5 quote requests");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only for a non-blank value", () => {
    expect(isHoneypotFilled("http://spam.example")).toBe(true);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("  ")).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
