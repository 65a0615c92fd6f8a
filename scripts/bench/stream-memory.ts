// The server's memory per open event stream, from readings taken as the streams open in steps.

/** One step: how many streams were open, and the server's /metrics readings then (each after a full GC settled). */
export interface MemoryStep {
  open: number;
  samples: Record<string, number>[];
}

/** Growth per open stream, in KB; null when fewer than two steps were read. */
export interface StreamMemory {
  /** The streams open at each step read after the first streams opened. */
  steps: number[];
  /**
   * The least-squares slope of resident memory outside V8's young generation over the steps after the first
   * streams opened (the goal's figure).
   */
  residentKb: number | null;
  /** The same slope over each half of those steps: how far the figure moves within one run. */
  residentHalvesKb: [number | null, number | null];
  /** The same slope of the process's whole resident memory, the young generation in it. */
  processResidentKb: number | null;
  /** The smallest and largest size V8 gave its young generation across the readings, in MB. */
  youngGenerationMb: [number, number];
  /** Live memory: the JS heap used plus memory outside it (buffers, array buffers), same slope. */
  liveKb: number | null;
  /** What V8 holds for the heap (used or not), same slope. */
  heapHeldKb: number | null;
  /**
   * Resident growth outside the young generation from none open to all, per stream: adds the one-off growth
   * that the first streams bring.
   */
  residentFromNoneKb: number | null;
}

const PROCESS_RESIDENT = "process_resident_memory_bytes";
/**
 * V8's young generation (its semi-spaces, 1 to 32 MB on 64-bit): V8 sizes it from the recent allocation rate
 * and how much of it survives, grows it while streams open and shrinks it when the process idles, whatever is
 * open. Its pages are resident while committed, so the process's resident memory moves by up to 32 MB between
 * two readings of the same streams; what the streams keep lives in the old generation.
 */
const YOUNG_GENERATION = 'nodejs_heap_space_size_total_bytes{space="new"}';

type Reading = (sample: Record<string, number>) => number;
const value =
  (name: string): Reading =>
  (sample) =>
    sample[name] ?? 0;
/** Resident memory outside the young generation: the process's, less what V8 has committed for that generation. */
const residentOutsideYoung: Reading = (sample) => value(PROCESS_RESIDENT)(sample) - value(YOUNG_GENERATION)(sample);
const live: Reading = (sample) =>
  value("nodejs_heap_size_used_bytes")(sample) + value("nodejs_external_memory_bytes")(sample);

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
 * its samples (the allocator's returns vary from one reading to the next); the slope is fitted
 * over the steps with streams open, so the one-off growth that opening the first ones brings is left out.
 */
export function streamMemory(steps: MemoryStep[]): StreamMemory {
  const figure = (step: MemoryStep, read: Reading) => median(step.samples.map(read));
  const slopeKb = (read: Reading, over: MemoryStep[]) =>
    kb(slope(over.map((step) => ({ x: step.open, y: figure(step, read) }))));
  const young = steps.flatMap((step) => step.samples.map((sample) => value(YOUNG_GENERATION)(sample) / 1024 ** 2));
  const [none, ...open] = steps;
  const last = steps[steps.length - 1];
  const middle = Math.ceil(open.length / 2);
  const fromNone =
    last && none && last.open > none.open
      ? figure(last, residentOutsideYoung) - figure(none, residentOutsideYoung)
      : null;
  return {
    steps: open.map((step) => step.open),
    residentKb: slopeKb(residentOutsideYoung, open),
    residentHalvesKb: [
      slopeKb(residentOutsideYoung, open.slice(0, middle)),
      slopeKb(residentOutsideYoung, open.slice(middle - 1)),
    ],
    processResidentKb: slopeKb(value(PROCESS_RESIDENT), open),
    youngGenerationMb: [Math.min(...young), Math.max(...young)],
    liveKb: slopeKb(live, open),
    heapHeldKb: slopeKb(value("nodejs_heap_size_total_bytes"), open),
    residentFromNoneKb: fromNone === null ? null : kb(fromNone / (last.open - none.open)),
  };
}

/** Whether resident memory gave no slope, or fell over either half of the steps (the allocator returning pages). */
export function residentFell(memory: StreamMemory): boolean {
  return [memory.residentKb, ...memory.residentHalvesKb].some((kb) => kb === null || kb < 0);
}

/**
 * The figure the goal is checked on: resident growth per stream, and never less than the live memory (JS heap and
 * buffers) the streams added. Resident memory that fell over either half of the steps is the allocator returning
 * pages, not a cost per stream, and a slope through it would pass any ceiling; resident memory that grew less than
 * the live memory is the streams filling pages that were resident already (a fresh server keeps what its start-up
 * freed: on Node 22 the live heap grew 17 MB for 1,000 streams while resident memory grew 4 MB, and V8's committed
 * heap, which had room, anywhere from 2 to 18 MB). What the streams hold is then at least the live memory they
 * added. Null when neither can be read.
 */
export function residentPerStreamKb(memory: StreamMemory): number | null {
  const resident = residentFell(memory) ? null : memory.residentKb;
  const live = memory.liveKb;
  if (live === null || live <= 0) return resident;
  return Math.max(resident ?? 0, live);
}
