import { metrics } from "./metrics";

/** Rounds of CPU_ROUND renders per server, the servers taking turns: a busy moment sways all of them alike. */
const CPU_ROUNDS = 5;
const CPU_ROUND = 10;

/**
 * Each server's CPU time per render of its URL (process_cpu_seconds_total over CPU_ROUNDS × CPU_ROUND renders,
 * one at a time), in ms. The servers take turns a round at a time and never render at once, so neither's
 * figure carries the other's work on the shared cores.
 */
export async function cpuPerRenderInTurns(urls: string[], cookie: string, metricsToken: string): Promise<number[]> {
  const cpu = async (url: string) =>
    (await metrics(new URL(url).origin, metricsToken)).process_cpu_seconds_total ?? Number.NaN;
  const spent = urls.map(() => 0);
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const [index, url] of urls.entries()) {
      const before = await cpu(url);
      for (let i = 0; i < CPU_ROUND; i++) {
        await fetch(url, { headers: { cookie, "cache-control": "no-cache", "accept-encoding": "gzip, br" } }).then(
          (r) => r.arrayBuffer(),
        );
      }
      spent[index] += (await cpu(url)) - before;
    }
  }
  return spent.map((seconds) => Math.round((seconds * 10_000) / (CPU_ROUNDS * CPU_ROUND)) / 10);
}
