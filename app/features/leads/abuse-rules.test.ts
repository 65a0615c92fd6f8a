import { describe, expect, it } from "vitest";
import { ABUSE_MESSAGES, isHoneypotFilled, QUOTE_LIMITS, quoteAbuseVerdict } from "./abuse-rules";

const quiet = { fromIp: 0, fromPhone: 0, duplicate: false };

describe("quoteAbuseVerdict", () => {
  it("allows a first request", () => {
    expect(quoteAbuseVerdict(quiet, null)).toEqual({ allowed: true });
  });

  it("allows up to the limits and stops at them", () => {
    const belowBoth = { ...quiet, fromIp: QUOTE_LIMITS.perIp.max - 1, fromPhone: QUOTE_LIMITS.perPhone.max - 1 };
    expect(quoteAbuseVerdict(belowBoth, null).allowed).toBe(true);
    expect(quoteAbuseVerdict({ ...quiet, fromPhone: QUOTE_LIMITS.perPhone.max }, null)).toEqual({
      allowed: false,
      reason: "phone-limit",
      message: ABUSE_MESSAGES.phoneLimit,
    });
    expect(quoteAbuseVerdict({ ...quiet, fromIp: QUOTE_LIMITS.perIp.max }, null)).toEqual({
      allowed: false,
      reason: "ip-limit",
      message: ABUSE_MESSAGES.ipLimit,
    });
  });

  it("reports a duplicate first, naming the brand when there is one", () => {
    const busy = { fromIp: 99, fromPhone: 99, duplicate: true };
    expect(quoteAbuseVerdict(busy, "Casa Studio")).toMatchObject({
      reason: "duplicate",
      message: "We already sent your request to Casa Studio in the last 24 hours. They will contact you soon.",
    });
    expect(quoteAbuseVerdict(busy, null)).toMatchObject({ message: ABUSE_MESSAGES.duplicateGeneral });
  });

  it("limits are 5 an hour per network and 3 a day per phone", () => {
    expect(QUOTE_LIMITS.perIp).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(QUOTE_LIMITS.perPhone).toEqual({ max: 3, windowMs: 86_400_000 });
    expect(ABUSE_MESSAGES.phoneLimit).toContain("3 quote requests");
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
