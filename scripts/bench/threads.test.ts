import { describe, expect, it } from "vitest";
import { deliveryFigures } from "./threads";

describe("deliveryFigures", () => {
  const posted = (sentAt: Record<number, number>) => ({
    sent: new Map(Object.entries(sentAt).map(([id, at]) => [Number(id), { at, writeMs: 5 }])),
    refusals: [],
    seconds: 1,
  });

  it("expects each message on every open stream of its thread, counting the ones missing and told twice", () => {
    const arrivals = new Map([
      [1, [110, 120, 130, 140]],
      [2, [210, 220, 230]],
      [3, [310, 320, 330, 340, 350]],
    ]);
    const figures = deliveryFigures(posted({ 1: 100, 2: 200, 3: 300 }), arrivals, 4);
    expect(figures).toMatchObject({ messages: 3, missing: 1, repeated: 1, max: 50 });
  });

  it("with two streams a thread, four arrivals of a message are two repeats", () => {
    const figures = deliveryFigures(posted({ 1: 100 }), new Map([[1, [101, 102, 103, 104]]]), 2);
    expect(figures).toMatchObject({ missing: 0, repeated: 2 });
  });
});
