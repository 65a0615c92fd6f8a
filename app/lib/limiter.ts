/** Thrown by a bounded limiter when its waiting line is full: the caller sheds the work (e.g. 503). */
export class LimiterFullError extends Error {
  constructor() {
    super("Too much work is waiting");
    this.name = "LimiterFullError";
  }
}

/** Runs `work` in its turn; `queued` is how many tasks are waiting for one. */
export type Limiter = (<T>(work: () => Promise<T>) => Promise<T>) & { readonly queued: number };

/**
 * Runs at most `max` tasks at a time; the others wait their turn in order. For CPU-bound work (image
 * decoding) that must not starve page requests on a small machine. With `queue`, at most that many tasks
 * wait: one more is refused at once with LimiterFullError instead of growing the line without bound.
 */
export function createLimiter(max: number, options: { queue?: number } = {}): Limiter {
  const queue = options.queue ?? Number.POSITIVE_INFINITY;
  let active = 0;
  const waiting: (() => void)[] = [];
  const limit = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= max) {
      if (waiting.length >= queue) throw new LimiterFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else active += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
  return Object.defineProperty(limit, "queued", { get: () => waiting.length }) as Limiter;
}
