/**
 * Runs at most `max` tasks at a time; the others wait their turn in order. For CPU-bound work (image
 * decoding) that must not starve page requests on a small machine.
 */
export function createLimiter(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
