import { describe, expect, it } from "vitest";
import type { StreamMemory } from "./stream-memory";
import { streamMemoryCheck } from "./thread-report";

const memory = (
  resident: number | null,
  halves: [number | null, number | null],
  live: number | null,
): StreamMemory => ({
  steps: [200, 400, 600, 800, 1000],
  residentKb: resident,
  residentHalvesKb: halves,
  processResidentKb: resident,
  youngGenerationMb: [1, 32],
  liveKb: live,
  heapHeldKb: live,
  residentFromNoneKb: resident,
});

describe("streamMemoryCheck", () => {
  it("checks the resident figure when resident memory grew at least as much as the live memory", () => {
    const check = streamMemoryCheck(memory(40, [38, 42], 15));
    expect(check.ok).toBe(true);
    expect(check.detail).toMatch(/^40 KB resident: /);
    expect(streamMemoryCheck(memory(70, [68, 72], 15)).ok).toBe(false);
  });

  it("checks the live figure, saying why, when resident memory fell or grew less", () => {
    const fell = streamMemoryCheck(memory(30, [-40, 100], 18));
    expect(fell.ok).toBe(true);
    expect(fell.detail).toMatch(/^18 KB, the live JS heap and buffers per stream \(resident memory fell over part/);
    const less = streamMemoryCheck(memory(3, [2, 4], 15));
    expect(less.detail).toMatch(/^15 KB, .*grew less: the streams filled pages already resident/);
    expect(streamMemoryCheck(memory(3, [2, 4], 80)).ok).toBe(false);
  });

  it("fails as not measurable when neither figure can be read", () => {
    const check = streamMemoryCheck(memory(null, [null, null], null));
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^not measurable in this run: /);
  });
});
