/**
 * The admission gate's decisions, apart from the sockets: who renders now, who waits and who is answered 503
 * because their page could no longer reach them within the budget. Times are in ms on one clock (the gate's
 * `performance.now()`, a test's fake one); the line learns how long renders take from the renders it admits.
 */
export interface AdmissionBudget {
  /** Requests rendering at once. */
  concurrency: number;
  /** Requests allowed to wait. */
  queue: number;
  /** Every request is answered (its page, or 503) within this of its arrival. */
  answerWithinMs: number;
}

/** What becomes of a request that asks to render: it renders now, waits its turn, or is shed (503) at once. */
export type Arrival = "render" | "queue" | "shed";

export interface AdmissionLine<T> {
  arrive(item: T, arrivedAt: number): Arrival;
  /**
   * A render ended after `tookMs` (omitted when it says nothing of the render time: its client left, or it was
   * given up as stuck): its slot goes to the first waiting request that can still be answered in time. Those
   * before it that cannot are returned to be shed.
   */
  release(tookMs?: number): { admitted: T | undefined; shed: T[] };
  /** Takes out of the line, to be shed, the waiting requests whose wait has passed the budget less a render. */
  overdue(): T[];
  /** A waiting request whose client left: out of the line. Whether it was waiting. */
  leave(item: T): boolean;
  readonly waiting: number;
  readonly rendering: number;
  /** The recent render time (admission to the response's end), a moving average; 0 until a render ends. */
  readonly renderMs: number;
}

/** Weight of the newest render in the moving average: it follows a flood within about ten renders. */
const NEWEST_RENDER_WEIGHT = 0.2;

export function admissionLine<T>(budget: AdmissionBudget, now: () => number): AdmissionLine<T> {
  const waiting = new Map<T, number>();
  let rendering = 0;
  let renderMs = 0;

  /** A slot frees every renderMs / concurrency while all are busy: the wait of the request `position` in line. */
  const waitMs = (position: number) => (position * renderMs) / budget.concurrency;
  const inTime = (arrivedAt: number, position: number) =>
    now() - arrivedAt + waitMs(position) + renderMs <= budget.answerWithinMs;

  return {
    arrive(item, arrivedAt) {
      // A free slot always renders: were the recent render time over budget, nothing else would ever lower it.
      if (rendering < budget.concurrency) {
        rendering += 1;
        return "render";
      }
      if (waiting.size >= budget.queue || !inTime(arrivedAt, waiting.size + 1)) return "shed";
      waiting.set(item, arrivedAt);
      return "queue";
    },
    release(tookMs) {
      if (tookMs !== undefined) {
        renderMs = renderMs === 0 ? tookMs : (1 - NEWEST_RENDER_WEIGHT) * renderMs + NEWEST_RENDER_WEIGHT * tookMs;
      }
      const shed: T[] = [];
      for (const [item, arrivedAt] of waiting) {
        waiting.delete(item);
        if (inTime(arrivedAt, 0)) return { admitted: item, shed };
        shed.push(item);
      }
      rendering -= 1;
      return { admitted: undefined, shed };
    },
    overdue() {
      const late = [...waiting].filter(([, arrivedAt]) => !inTime(arrivedAt, 0)).map(([item]) => item);
      for (const item of late) waiting.delete(item);
      return late;
    },
    leave: (item) => waiting.delete(item),
    get waiting() {
      return waiting.size;
    },
    get rendering() {
      return rendering;
    },
    get renderMs() {
      return renderMs;
    },
  };
}
