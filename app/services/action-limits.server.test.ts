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
    expect(await withinActionLimit(getDb(), "like", "user-a", new Date("2025-06-01T11:00:00Z"))).toBe(true);
  });
});
