import { describe, expect, it } from "vitest";
import { indiaDay } from "~/lib/dates";
import { delayClock, plannedHandover, warrantyUntil } from "./schedule";

describe("a project's schedule", () => {
  it("plans the handover at the start plus the timeline, across month and leap-year ends", () => {
    expect(plannedHandover("2027-01-12", 56)).toBe("2027-03-09");
    expect(plannedHandover("2028-02-01", 28)).toBe("2028-02-29");
    expect(plannedHandover("2026-12-20", 14)).toBe("2027-01-03");
  });

  it("says how late or early the planned handover is, on India's calendar day", () => {
    expect(delayClock("2027-03-12", "2027-03-21")).toEqual({
      text: "Planned handover 12 March 2027 · 9 days late",
      daysLate: 9,
    });
    expect(delayClock("2027-03-12", "2027-03-13").text).toBe("Planned handover 12 March 2027 · 1 day late");
    expect(delayClock("2027-03-12", "2027-03-12")).toEqual({
      text: "Planned handover 12 March 2027 · due today",
      daysLate: 0,
    });
    expect(delayClock("2027-03-12", "2027-03-01").text).toBe("Planned handover 12 March 2027 · 11 days to go");
    expect(delayClock(null, "2027-03-01").text).toBe("Planned handover: set once the start date is agreed");
  });

  it("counts a day late from midnight in India, whatever the server's or the reader's time zone", () => {
    // 18:29 UTC is 23:59 in India on the 12th; 18:30 UTC is already the 13th there.
    expect(delayClock("2027-03-12", indiaDay(new Date("2027-03-12T18:29:00Z"))).daysLate).toBe(0);
    expect(delayClock("2027-03-12", indiaDay(new Date("2027-03-12T18:30:00Z"))).daysLate).toBe(1);
    // Across a daylight-saving change elsewhere (Europe, 28 March 2027) the count stays whole days.
    expect(delayClock("2027-03-20", indiaDay(new Date("2027-04-05T00:00:00+02:00"))).daysLate).toBe(16);
  });

  it("runs the warranty for its years from the handover day; from 29 February it ends on 1 March", () => {
    expect(warrantyUntil("2027-03-01", 5)).toBe("2032-03-01");
    expect(warrantyUntil("2028-02-29", 1)).toBe("2029-03-01");
    expect(warrantyUntil("2028-02-29", 4)).toBe("2032-02-29");
  });
});
