import { describe, expect, it } from "vitest";
import { createLimiter, LimiterFullError } from "./limiter";

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

describe("createLimiter with a bounded queue", () => {
  it("refuses work beyond max running + queue waiting at once, and takes work again once the line moves", async () => {
    const limit = createLimiter(1, { queue: 2 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [1, 2, 3].map((n) => limit(() => gate.then(() => n)));
    await expect(limit(async () => 4)).rejects.toBeInstanceOf(LimiterFullError);
    release();
    expect(await Promise.all(held)).toEqual([1, 2, 3]);
    expect(await limit(async () => 5)).toBe(5);
  });
});
