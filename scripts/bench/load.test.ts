import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { medianStats, meetsBar, warmRenders } from "./load";

describe("medianStats", () => {
  const run = (p99: number, errors = 0) => ({
    requestsPerSecond: p99 * 10,
    p50: p99 / 2,
    p99,
    max: p99 * 2,
    errors,
    non2xx: 0,
    shed: 0,
  });

  it("takes the median of each figure, the slowest answer of all runs, and sums the errors", () => {
    expect(medianStats([run(90), run(30, 1), run(50)])).toEqual({
      requestsPerSecond: 500,
      p50: 25,
      p99: 50,
      max: 180,
      errors: 1,
      non2xx: 0,
      shed: 0,
    });
  });

  it("passes the bar only under 100 ms p99 with no failed request", () => {
    expect(meetsBar(run(99))).toBe(true);
    expect(meetsBar(run(100))).toBe(false);
    expect(meetsBar(run(20, 1))).toBe(false);
    expect(meetsBar({ ...run(20), non2xx: 3 })).toBe(false);
  });
});

describe("warmRenders", () => {
  it("renders every page the given number of times, uncached, the pages taking turns, with the given headers", async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.url} ${request.headers["cache-control"]} ${request.headers.cookie ?? "-"}`);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await warmRenders([`http://127.0.0.1:${port}/a`, `http://127.0.0.1:${port}/b`], 2);
      await warmRenders([`http://127.0.0.1:${port}/c`], 1, { cookie: "s=1" });
    } finally {
      server.close();
    }
    expect(seen).toEqual(["/a no-cache -", "/b no-cache -", "/a no-cache -", "/b no-cache -", "/c no-cache s=1"]);
  });
});
