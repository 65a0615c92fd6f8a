import { describe, expect, it } from "vitest";
import { ackClock, warrantyEndsAt, warrantyStatus } from "./warranty-rules";

const HOUR = 60 * 60 * 1000;
const due = new Date("2027-06-13T06:00:00Z");
const at = (hoursAfterDue: number) => new Date(due.getTime() + hoursAfterDue * HOUR);

describe("the warranty and a claim's acknowledgement clock", () => {
  it("counts down to the due time in hours, then counts hours and days late", () => {
    const open = (hours: number) => ackClock({ ackDueAt: due, acknowledgedAt: null }, at(hours)).text;
    expect(open(-72)).toBe("Acknowledgement due in 72 hours");
    expect(open(-0.5)).toBe("Acknowledgement due in less than an hour");
    expect(open(0.25)).toBe("Acknowledgement less than an hour late");
    expect(open(1)).toBe("Acknowledgement 1 hour late");
    expect(open(5.9)).toBe("Acknowledgement 5 hours late");
    expect(open(24 * 4 + 3)).toBe("Acknowledgement 4 days late");
    expect(ackClock({ ackDueAt: due, acknowledgedAt: at(0) }, at(100))).toEqual({
      late: false,
      text: "Acknowledged in time",
    });
    expect(ackClock({ ackDueAt: due, acknowledgedAt: at(30) }, at(100))).toEqual({
      late: true,
      text: "Acknowledged 30 hours late",
    });
  });

  it("runs the warranty its years from the handover instant, shown as India's day, leap days included", () => {
    expect(warrantyEndsAt(new Date("2028-02-29T10:00:00Z"), 1)).toEqual(new Date("2029-03-01T10:00:00Z"));
    // 20:00 UTC on 31 December is already 1 January in India.
    const lateEvening = new Date("2026-12-31T20:00:00Z");
    expect(warrantyStatus(lateEvening, 2, new Date("2028-12-31T19:59:59Z"))).toEqual({
      state: "running",
      until: "1 January 2029",
    });
    expect(warrantyStatus(lateEvening, 2, new Date("2028-12-31T20:00:00Z"))).toEqual({
      state: "ended",
      on: "1 January 2029",
    });
    expect(warrantyStatus(null, 5, lateEvening)).toEqual({ state: "pending", years: 5 });
    expect(warrantyStatus(lateEvening, 0, lateEvening)).toEqual({ state: "none" });
  });
});
