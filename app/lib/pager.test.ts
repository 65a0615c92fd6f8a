import { describe, expect, it } from "vitest";
import { clampPage, type PagerItem, pagerWindow } from "./pager";

const show = (items: PagerItem[]) => items.map((i) => (i.kind === "page" ? String(i.page) : "…")).join(" ");

describe("pagerWindow", () => {
  it("shows nothing when there is at most one page", () => {
    expect(pagerWindow(1, 0)).toEqual([]);
    expect(pagerWindow(1, 1)).toEqual([]);
  });

  it("shows every page when there are five or fewer", () => {
    expect(show(pagerWindow(1, 2))).toBe("1 2");
    expect(show(pagerWindow(3, 5))).toBe("1 2 3 4 5");
  });

  it("starts at page 1 on the first pages and adds an ellipsis and the last page", () => {
    expect(show(pagerWindow(1, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pagerWindow(3, 20))).toBe("1 2 3 4 5 … 20");
  });

  it("centres the window on the current page in the middle", () => {
    expect(show(pagerWindow(10, 20))).toBe("8 9 10 11 12 … 20");
  });

  it("drops the ellipsis when the window ends just before the last page", () => {
    expect(show(pagerWindow(4, 7))).toBe("2 3 4 5 6 7");
    expect(show(pagerWindow(2, 6))).toBe("1 2 3 4 5 6");
  });

  it("ends the window at the last page near the end", () => {
    expect(show(pagerWindow(19, 20))).toBe("16 17 18 19 20");
    expect(show(pagerWindow(20, 20))).toBe("16 17 18 19 20");
  });

  it("never shows more than five numbers in the window", () => {
    for (let total = 2; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pagerWindow(page, total).filter((i) => i.kind === "page");
        const windowNumbers = numbers.filter((i) => i.kind === "page" && i.page !== total);
        expect(windowNumbers.length).toBeLessThanOrEqual(5);
        expect(numbers.some((i) => i.kind === "page" && i.page === page)).toBe(true);
        expect(numbers.some((i) => i.kind === "page" && i.page === total)).toBe(true);
      }
    }
  });

  it("clamps an out-of-range page", () => {
    expect(show(pagerWindow(99, 8))).toBe("4 5 6 7 8");
    expect(show(pagerWindow(-3, 8))).toBe("1 2 3 4 5 … 8");
    expect(clampPage(Number.NaN, 8)).toBe(1);
    expect(clampPage(2.7, 8)).toBe(2);
  });
});
