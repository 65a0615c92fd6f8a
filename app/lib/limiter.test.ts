import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

describe("createLimiter", () => {
  it("runs at most max tasks at once, in order, and frees the slot when a task fails", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(n);
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
