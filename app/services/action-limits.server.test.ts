import { expect, it } from "vitest";
import { describeEachDatabase, openSecondInstance } from "~/testing/database.server";
import { ACTION_LIMITS, withinActionLimit } from "./action-limits.server";

describeEachDatabase("per-account action limits", (getDb) => {
  it("lets exactly the limit through from parallel requests on two instances, per account and window", async () => {
    const second = await openSecondInstance(getDb());
    const instances = second ? [getDb(), second.db] : [getDb()];
    const at = new Date("2025-06-01T10:15:00Z");
    const { max } = ACTION_LIMITS.like;
    try {
      const results = await Promise.all(
        Array.from({ length: max + 20 }, (_, i) =>
          withinActionLimit(instances[i % instances.length], "like", "user-a", at),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(max);
    } finally {
      await second?.close();
    }
    expect(await withinActionLimit(getDb(), "like", "user-b", at)).toBe(true);
    expect(await withinActionLimit(getDb(), "favourite", "user-a", at)).toBe(true);
    // An hour is any 60 minutes: still full at the next clock hour and a minute before 11:15, free after.
    expect(await withinActionLimit(getDb(), "like", "user-a", new Date("2025-06-01T11:00:00Z"))).toBe(false);
    expect(await withinActionLimit(getDb(), "like", "user-a", new Date("2025-06-01T11:14:59Z"))).toBe(false);
    expect(await withinActionLimit(getDb(), "like", "user-a", new Date("2025-06-01T11:16:00Z"))).toBe(true);
  });

  it("never lets more than the limit through in any span of the window, across a clock hour", async () => {
    const { max } = ACTION_LIMITS.message;
    const sent = async (at: string, count: number) => {
      const results: boolean[] = [];
      for (let i = 0; i < count; i++) results.push(await withinActionLimit(getDb(), "message", "writer", new Date(at)));
      return results.filter(Boolean).length;
    };
    expect(await sent("2025-06-01T10:59:30Z", max)).toBe(max);
    // A minute later, in the next clock hour: the 60 of the last minute still count.
    expect(await sent("2025-06-01T11:00:30Z", 1)).toBe(0);
    expect(await sent("2025-06-01T11:58:00Z", 1)).toBe(0);
    // An hour (and the bucket) after the 60, the limit is free again; the refused attempts used 2 of it.
    expect(await sent("2025-06-01T12:00:30Z", max)).toBe(max - 2);
  });
});
