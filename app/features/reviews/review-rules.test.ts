import { describe, expect, it } from "vitest";
import { averageRating, firstName, mayReply, reviewMonth, reviewPermission } from "./review-rules";

describe("permissions", () => {
  it("needs sign-in, forbids reviewing your own brand, allows everyone else", () => {
    expect(reviewPermission(null, "owner")).toBe("sign-in");
    expect(reviewPermission("owner", "owner")).toBe("own-brand");
    expect(reviewPermission("someone", "owner")).toBe("allowed");
    expect(reviewPermission("someone", null)).toBe("allowed");
  });

  it("offers no form to a writer whose review Nivasa removed", () => {
    expect(reviewPermission("someone", "owner", true)).toBe("removed");
    expect(reviewPermission("someone", "owner", false)).toBe("allowed");
  });

  it("lets only the brand's owner reply", () => {
    expect(mayReply("owner", "owner")).toBe(true);
    expect(mayReply("someone", "owner")).toBe(false);
    expect(mayReply(null, null)).toBe(false);
    expect(mayReply("someone", null)).toBe(false);
  });
});

describe("averageRating", () => {
  it("rounds to one decimal and is null without reviews", () => {
    expect(
      averageRating([
        { rating: 5, n: 1 },
        { rating: 4, n: 2 },
      ]),
    ).toBe(4.3);
    expect(
      averageRating([
        { rating: 5, n: 1 },
        { rating: 4, n: 1 },
      ]),
    ).toBe(4.5);
    expect(
      averageRating([
        { rating: 5, n: 2 },
        { rating: 4, n: 1 },
      ]),
    ).toBe(4.7);
    expect(averageRating([{ rating: 1, n: 3 }])).toBe(1);
    expect(averageRating([])).toBeNull();
  });
});

describe("display", () => {
  it("shows the reviewer's first name", () => {
    expect(firstName("Priya Sharma")).toBe("Priya");
    expect(firstName("  Arjun  ")).toBe("Arjun");
    expect(firstName("")).toBe("Homeowner");
  });

  it("shows the month in India time", () => {
    expect(reviewMonth(new Date("2026-03-15T10:00:00Z"))).toBe("March 2026");
    // 31 March 20:00 UTC is already 1 April in India.
    expect(reviewMonth(new Date("2026-03-31T20:00:00Z"))).toBe("April 2026");
  });
});
