// How long the event loops waited during a step: the server's (its /metrics, whose event-loop figures restart at
// each read) and the bench's own (its stream readers' and load client's clock), so a late answer can be told
// from a late reading of it.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { metrics } from "./metrics";

/** An event loop's delay over a step, in ms. */
export interface LoopDelay {
  p99: number;
  max: number;
}

export interface LoopDelays {
  server: LoopDelay;
  bench: LoopDelay;
}

const ms = (seconds: number | undefined) => Math.round((seconds ?? Number.NaN) * 1000);

/** Runs `step`, noting both event loops' delay meanwhile. */
export async function withLoopDelays<T>(
  origin: string,
  metricsToken: string,
  step: () => Promise<T>,
): Promise<{ result: T; loop: LoopDelays }> {
  await metrics(origin, metricsToken);
  const bench = monitorEventLoopDelay({ resolution: 10 });
  bench.enable();
  try {
    const result = await step();
    bench.disable();
    const server = await metrics(origin, metricsToken);
    return {
      result,
      loop: {
        server: { p99: ms(server.nodejs_eventloop_lag_p99_seconds), max: ms(server.nodejs_eventloop_lag_max_seconds) },
        bench: { p99: Math.round(bench.percentile(99) / 1e6), max: Math.round(bench.max / 1e6) },
      },
    };
  } finally {
    bench.disable();
  }
}

export const describeLoopDelays = ({ server, bench }: LoopDelays) =>
  `event loop delay p99 / max: server ${server.p99} / ${server.max} ms, bench ${bench.p99} / ${bench.max} ms`;
