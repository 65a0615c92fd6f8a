import autocannon from "autocannon";

export interface LoadOptions {
  connections: number;
  /** Seconds per measured run. */
  duration: number;
  /** Seconds of load before the measured runs, discarded. */
  warmup: number;
  repeats: number;
}

export interface RunStats {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/** Each figure is the median over the repeats (reported separately, so one slow run cannot hide). */
export interface RouteStats extends RunStats {
  runs: RunStats[];
}

export async function measure(
  url: string,
  options: LoadOptions,
  extraHeaders: Record<string, string> = {},
): Promise<RouteStats> {
  const headers = { "accept-encoding": "gzip", ...extraHeaders };
  if (options.warmup > 0)
    await autocannon({ url, connections: options.connections, duration: options.warmup, headers });
  const runs: RunStats[] = [];
  for (let i = 0; i < options.repeats; i++) {
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.duration,
      timeout: 10,
      headers,
    });
    runs.push({
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return { ...medianStats(runs), runs };
}

export function medianStats(runs: RunStats[]): RunStats {
  const of = (pick: (run: RunStats) => number) => median(runs.map(pick));
  return {
    requestsPerSecond: of((r) => r.requestsPerSecond),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    // Errors are summed, not medianed: any failed request counts against the bar.
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The bar from DESIGN.md §5: p99 under 100 ms at 50 connections with zero errors. */
export const P99_BAR_MS = 100;

export function meetsBar(stats: RunStats): boolean {
  return stats.p99 < P99_BAR_MS && stats.errors === 0 && stats.non2xx === 0;
}
