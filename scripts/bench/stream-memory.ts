// The server's memory per open event stream, from readings taken as the streams open in steps.

/** One step: how many streams were open, and the server's /metrics readings then (each after a full GC). */
export interface MemoryStep {
  open: number;
  samples: Record<string, number>[];
}

/** Growth per open stream, in KB; null when fewer than two steps were read. */
export interface StreamMemory {
  /** The streams open at each step read after the first streams opened. */
  steps: number[];
  /** The least-squares slope of resident memory over the steps after the first streams opened. */
  residentKb: number | null;
  /** The same slope over each half of those steps: how far the figure moves within one run. */
  residentHalvesKb: [number | null, number | null];
  /** Live memory: the JS heap used plus memory outside it (buffers, array buffers), same slope. */
  liveKb: number | null;
  /** What V8 holds for the heap (used or not), same slope. */
  heapHeldKb: number | null;
  /** Resident growth from none open to all, per stream: adds the one-off growth that the first streams bring. */
  residentFromNoneKb: number | null;
}

const RESIDENT = "process_resident_memory_bytes";
const LIVE = ["nodejs_heap_size_used_bytes", "nodejs_external_memory_bytes"];
const HEAP_HELD = "nodejs_heap_size_total_bytes";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The least-squares slope of y over x; null for fewer than two distinct x. */
export function slope(points: { x: number; y: number }[]): number | null {
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const spread = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  if (points.length < 2 || spread === 0) return null;
  return points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / spread;
}

const kb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 102.4) / 10);

/**
 * Memory per stream from steps of open streams, the first with none open. Each step's figure is the median of
 * its samples (a GC's timing and the allocator's returns vary from one reading to the next); the slope is fitted
 * over the steps with streams open, so the one-off growth that opening the first ones brings is left out.
 */
export function streamMemory(steps: MemoryStep[]): StreamMemory {
  const figure = (step: MemoryStep, names: string[]) =>
    median(step.samples.map((sample) => names.reduce((sum, name) => sum + (sample[name] ?? 0), 0)));
  const slopeKb = (names: string[], over: MemoryStep[]) =>
    kb(slope(over.map((step) => ({ x: step.open, y: figure(step, names) }))));
  const [none, ...open] = steps;
  const last = steps[steps.length - 1];
  const middle = Math.ceil(open.length / 2);
  const fromNone = last && none && last.open > none.open ? figure(last, [RESIDENT]) - figure(none, [RESIDENT]) : null;
  return {
    steps: open.map((step) => step.open),
    residentKb: slopeKb([RESIDENT], open),
    residentHalvesKb: [slopeKb([RESIDENT], open.slice(0, middle)), slopeKb([RESIDENT], open.slice(middle - 1))],
    liveKb: slopeKb(LIVE, open),
    heapHeldKb: slopeKb([HEAP_HELD], open),
    residentFromNoneKb: fromNone === null ? null : kb(fromNone / (last.open - none.open)),
  };
}

/**
 * The resident figure the goal is checked on, or null when the run cannot give one: resident memory that fell
 * over either half of the steps while streams were opening is the allocator returning pages, not a cost per
 * stream, and a slope through it would pass any ceiling.
 */
export function residentPerStreamKb(memory: StreamMemory): number | null {
  const slopes = [memory.residentKb, ...memory.residentHalvesKb];
  return slopes.every((kb) => kb !== null && kb >= 0) ? memory.residentKb : null;
}
