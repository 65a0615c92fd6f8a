import { describe, expect, it } from "vitest";
import { type MemoryStep, residentPerStreamKb, slope, streamMemory } from "./stream-memory";

const MB = 1024 * 1024;

const YOUNG = 'nodejs_heap_space_size_total_bytes{space="new"}';

/**
 * A step whose readings are `resident` bytes outside a young generation of `youngMb`, with 20 KB of live heap and
 * 10 KB of buffers per stream, in 25 KB of heap V8 holds for each.
 */
const stepWithYoung = (open: number, youngMb: number, ...resident: number[]): MemoryStep => ({
  open,
  samples: resident.map((rss) => ({
    process_resident_memory_bytes: rss + youngMb * MB,
    [YOUNG]: youngMb * MB,
    nodejs_heap_size_used_bytes: 50 * MB + open * 20 * 1024,
    nodejs_external_memory_bytes: 5 * MB + open * 10 * 1024,
    nodejs_heap_size_total_bytes: 80 * MB + open * 25 * 1024,
  })),
});
const step = (open: number, ...resident: number[]) => stepWithYoung(open, 1, ...resident);

describe("slope", () => {
  it("fits the least-squares line's slope", () => {
    expect(
      slope([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toBe(2);
    expect(
      slope([
        { x: 0, y: 0 },
        { x: 1, y: 2 },
        { x: 2, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBeCloseTo(1.2);
  });

  it("has nothing to say with one point or one x", () => {
    expect(slope([{ x: 5, y: 1 }])).toBeNull();
    expect(
      slope([
        { x: 5, y: 1 },
        { x: 5, y: 9 },
      ]),
    ).toBeNull();
  });
});

describe("streamMemory", () => {
  it("is the slope over the open steps, leaving out the first streams' one-off growth", () => {
    const base = 200 * MB;
    const perStream = 60 * 1024;
    const steps = [
      step(0, base, base, base),
      // the first 200 streams grow the heap by 30 MB besides their own cost
      ...[200, 400, 600, 800, 1000].map((open) => step(open, base + 30 * MB + open * perStream)),
    ];
    const memory = streamMemory(steps);
    expect(memory).toMatchObject({ steps: [200, 400, 600, 800, 1000], residentKb: 60, liveKb: 30, heapHeldKb: 25 });
    expect(memory.residentHalvesKb).toEqual([60, 60]);
    expect(memory.residentFromNoneKb).toBeCloseTo(60 + (30 * 1024) / 1000, 0);
  });

  it("takes each step's median reading, so one reading the allocator moved does not move the figure", () => {
    const at = (open: number) => 300 * MB + open * 50 * 1024;
    const steps = [200, 400, 600].map((open) =>
      step(open, at(open), at(open) + (open === 400 ? 40 * MB : 0), at(open)),
    );
    expect(streamMemory([step(0, 300 * MB), ...steps]).residentKb).toBe(50);
  });

  it("leaves out the young generation, which V8 grows and shrinks whatever is open", () => {
    const at = (open: number) => 300 * MB + open * 30 * 1024;
    // V8 takes its young generation from 1 to 32 MB while the 400 and the 800 open, and back while the 600 idle.
    const youngMb = [1, 32, 1, 32, 32];
    const steps = [200, 400, 600, 800, 1000].map((open, i) => stepWithYoung(open, youngMb[i], at(open)));
    const memory = streamMemory([step(0, 300 * MB), ...steps]);
    expect(memory).toMatchObject({ residentKb: 30, residentHalvesKb: [30, 30], youngGenerationMb: [1, 32] });
    // The whole process read 61.7 KB a stream here: the young generation's 31 MB swing over the slope.
    expect(memory.processResidentKb).toBeCloseTo(61.7, 1);
    expect(residentPerStreamKb(memory)).toBe(30);
  });

  it("says nothing per stream with fewer than two steps open", () => {
    expect(streamMemory([step(0, MB), step(500, 2 * MB)]).residentKb).toBeNull();
  });

  it("gives the goal the live memory's figure when resident memory fell over either half of the steps", () => {
    const steady = [200, 400, 600, 800, 1000].map((open) => step(open, 300 * MB + open * 40 * 1024));
    expect(residentPerStreamKb(streamMemory([step(0, 300 * MB), ...steady]))).toBe(40);
    // Up 100 MB over the first half, down 150 MB over the second: an overall slope near zero that means nothing.
    const jumpy = [200, 400, 600, 800, 1000].map((open, i) => step(open, 300 * MB + [0, 50, 100, 25, -50][i] * MB));
    const memory = streamMemory([step(0, 300 * MB), ...jumpy]);
    expect(memory.residentKb).not.toBeNull();
    expect(residentPerStreamKb(memory)).toBe(30);
  });

  it("never reads less per stream than the live memory the streams added", () => {
    // Resident memory a flat 230 MB while the heap grows: the streams fill pages start-up left resident.
    const flat = [200, 400, 600, 800, 1000].map((open) => step(open, 230 * MB + (open % 400) * 1024));
    const memory = streamMemory([step(0, 230 * MB), ...flat]);
    expect(memory.residentKb).toBeLessThan(1);
    expect(residentPerStreamKb(memory)).toBe(30);
  });

  it("has no figure when neither resident nor live memory can be read", () => {
    const jumpy = [200, 400].map((open, i) => ({
      open,
      samples: [{ process_resident_memory_bytes: (300 - 50 * i) * MB }],
    }));
    expect(
      residentPerStreamKb(
        streamMemory([{ open: 0, samples: [{ process_resident_memory_bytes: 300 * MB }] }, ...jumpy]),
      ),
    ).toBeNull();
  });
});
