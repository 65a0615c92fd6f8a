import { describe, expect, it } from "vitest";
import { type AdmissionBudget, admissionLine } from "./admission-line";

/** A line on a fake clock; `renders(n, ms)` admits n requests and ends each after `ms`, to set the render time. */
function fakeLine(budget: AdmissionBudget) {
  let clock = 0;
  const line = admissionLine<string>(budget, () => clock);
  return {
    line,
    at: (ms: number) => {
      clock = ms;
    },
    get now() {
      return clock;
    },
  };
}

/** `count` requests arriving at `arrivedAt`, named `prefix1`, `prefix2`…: what the line decided for each. */
const arriveMany = (line: ReturnType<typeof fakeLine>["line"], prefix: string, count: number, arrivedAt: number) =>
  Array.from({ length: count }, (_, i) => line.arrive(`${prefix}${i + 1}`, arrivedAt));

describe("admissionLine", () => {
  it("renders up to the concurrency, then queues in order up to the queue, then sheds", () => {
    const { line } = fakeLine({ concurrency: 2, queue: 2, answerWithinMs: 2_000 });
    expect(arriveMany(line, "r", 5, 0)).toEqual(["render", "render", "queue", "queue", "shed"]);
    expect(line.release(100)).toEqual({ admitted: "r3", shed: [] });
    expect(line.release(100)).toEqual({ admitted: "r4", shed: [] });
    expect(line.release(100)).toEqual({ admitted: undefined, shed: [] });
    expect(line.rendering).toBe(1);
  });

  it("sheds on arrival once the wait in line plus a render at the recent render time would pass the budget", () => {
    const t = fakeLine({ concurrency: 2, queue: 100, answerWithinMs: 2_000 });
    arriveMany(t.line, "warm", 2, 0);
    t.at(300);
    t.line.release(300);
    t.line.release(300);
    expect(t.line.renderMs).toBe(300);
    arriveMany(t.line, "busy", 2, 300);
    // A slot frees every 150 ms: the 11th in line waits 1,650 ms and renders in 300 (1,950); the 12th would take 2,100.
    const decisions = arriveMany(t.line, "q", 12, 300);
    expect(decisions.filter((d) => d === "queue")).toHaveLength(11);
    expect(decisions[11]).toBe("shed");
  });

  it("counts the time a request spent before reaching the gate", () => {
    const t = fakeLine({ concurrency: 1, queue: 100, answerWithinMs: 2_000 });
    t.line.arrive("warm", 0);
    t.at(500);
    t.line.release(500);
    t.line.arrive("busy", 500);
    t.at(1_000);
    // Reaching the gate at 1,000, first in line: 500 of waiting and 500 of render leave nothing to spare for a
    // request that arrived a millisecond before 0, and just enough for one that arrived at 0.
    expect(t.line.arrive("earlier", -1)).toBe("shed");
    expect(t.line.arrive("early", 0)).toBe("queue");
  });

  it("takes out, to shed, the waiting requests whose wait has used up the budget less a render", () => {
    const t = fakeLine({ concurrency: 1, queue: 10, answerWithinMs: 2_000 });
    t.line.arrive("warm", 0);
    t.at(200);
    t.line.release(200);
    t.line.arrive("slow", 200);
    t.line.arrive("a", 200);
    t.at(400);
    t.line.arrive("b", 400);
    t.at(2_000);
    expect(t.line.overdue()).toEqual([]);
    t.at(2_001);
    expect(t.line.overdue()).toEqual(["a"]);
    expect(t.line.waiting).toBe(1);
    t.at(2_201);
    expect(t.line.overdue()).toEqual(["b"]);
    expect(t.line.waiting).toBe(0);
  });

  it("gives a freed slot to the first waiting request still in time, shedding those before it", () => {
    const t = fakeLine({ concurrency: 1, queue: 10, answerWithinMs: 2_000 });
    t.line.arrive("slow", 0);
    t.line.arrive("early", 0);
    t.at(1_400);
    t.line.arrive("later", 1_400);
    t.at(1_600);
    // The render took 1,600 ms: "early" (1,600 in) cannot render in time, "later" (200 in) can.
    expect(t.line.release(1_600)).toEqual({ admitted: "later", shed: ["early"] });
    expect(t.line.rendering).toBe(1);
    expect(t.line.waiting).toBe(0);
  });

  it("always renders in a free slot, so renders slower than the budget cannot close the gate for good", () => {
    const t = fakeLine({ concurrency: 1, queue: 10, answerWithinMs: 2_000 });
    t.line.arrive("slow", 0);
    t.at(5_000);
    t.line.release(5_000);
    expect(t.line.arrive("next", 5_000)).toBe("render");
    expect(t.line.arrive("queued", 5_000)).toBe("shed");
    t.at(5_100);
    t.line.release(100);
    expect(t.line.renderMs).toBe(4_020);
    expect(t.line.arrive("after", 5_100)).toBe("render");
  });

  it("learns nothing from a render that ended without a measure, and forgets a client who left while waiting", () => {
    const t = fakeLine({ concurrency: 1, queue: 10, answerWithinMs: 2_000 });
    t.line.arrive("a", 0);
    t.line.arrive("left", 0);
    t.line.arrive("b", 0);
    expect(t.line.leave("left")).toBe(true);
    expect(t.line.leave("left")).toBe(false);
    t.at(1_000);
    expect(t.line.release()).toEqual({ admitted: "b", shed: [] });
    expect(t.line.renderMs).toBe(0);
  });
});
