import { describe, expect, it } from "vitest";
import { alertSendAfter } from "./quiet-hours";

describe("quiet hours (21:00–08:00 India time)", () => {
  it("lets an alert go at once during the Indian day", () => {
    const noonIst = new Date("2026-03-10T06:30:00Z");
    expect(alertSendAfter("offer_received", noonIst)).toEqual(noonIst);
    const justBeforeNine = new Date("2026-03-10T15:29:59Z");
    expect(alertSendAfter("homeowner_message", justBeforeNine)).toEqual(justBeforeNine);
  });

  it("holds an evening alert until 08:00 India time the next morning, across midnight UTC", () => {
    // 21:00 IST on the 10th is 15:30 UTC; 08:00 IST on the 11th is 02:30 UTC on the 11th.
    expect(alertSendAfter("first_reply", new Date("2026-03-10T15:30:00Z"))).toEqual(new Date("2026-03-11T02:30:00Z"));
    // 23:50 UTC on the 10th is 05:20 IST on the 11th: still the same morning in India.
    expect(alertSendAfter("offer_accepted", new Date("2026-03-10T23:50:00Z"))).toEqual(
      new Date("2026-03-11T02:30:00Z"),
    );
    // 18:45 UTC is 00:15 IST the next day in India.
    expect(alertSendAfter("offer_expiring", new Date("2026-03-10T18:45:00Z"))).toEqual(
      new Date("2026-03-11T02:30:00Z"),
    );
  });

  it("holds the early morning until 08:00 the same day, and lets 08:00 itself go", () => {
    expect(alertSendAfter("request_closed", new Date("2026-03-11T01:00:00Z"))).toEqual(
      new Date("2026-03-11T02:30:00Z"),
    );
    const eight = new Date("2026-03-11T02:30:00Z");
    expect(alertSendAfter("request_closed", eight)).toEqual(eight);
  });

  it("sends a brand's new lead at any hour", () => {
    const midnightIst = new Date("2026-03-10T18:30:00Z");
    expect(alertSendAfter("new_lead", midnightIst)).toEqual(midnightIst);
  });
});
