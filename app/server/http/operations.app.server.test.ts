/**
 * The operations side of the whole app (createApp with the real route modules, loaded through Vite), on each
 * database: the metrics' labels and protection, readiness, request ids, and what the JSON log holds — one line
 * per request with its route, and never an email, phone number, password, session token, API key or message.
 */
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { mkdirSync, mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, installDatabase } from "~/db/client.server";
import { loadAppBuild } from "~/testing/app-build.server";
import { TEST_ORIGIN } from "~/testing/auth.server";
import { createTestDatabase, testDatabaseKinds } from "~/testing/database.server";
import { createPersonas } from "~/testing/personas.server";
import { sessionCookieOf } from "~/testing/routes.server";

const METRICS_TOKEN = "metrics-token-for-the-test-0123456789";
const dataDir = mkdtempSync(path.join(tmpdir(), "nivasa-operations-"));
Object.assign(process.env, {
  METRICS_TOKEN,
  TRUST_PROXY: "loopback",
  DATA_DIR: dataDir,
  // Nothing listens there: the scraper's key test fails to connect, as when Firecrawl is down.
  FIRECRAWL_API_URL: "http://127.0.0.1:9",
});

type Client = typeof import("~/db/client.server");
type Logger = typeof import("~/lib/logger.server");
type Readiness = typeof import("~/server/readiness.server");
type Operations = typeof import("./operations.server");
type Admission = typeof import("./admission.server");
type Metrics = typeof import("~/services/metrics.server");
type Jobs = typeof import("~/services/job-queue.server");
type JobList = typeof import("~/server/jobs.server");
type Entry = typeof import("~/entry.server");

let vite: ViteDevServer;
let build: ServerBuild;
let client: Client;
let operations: Operations;
let admission: Admission;
let metrics: Metrics;
let logText = "";

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  const loaded = await loadAppBuild();
  vite = loaded.vite;
  build = loaded.build;
  client = await loaded.load<Client>("/app/db/client.server.ts");
  operations = await loaded.load<Operations>("/app/server/http/operations.server.ts");
  admission = await loaded.load<Admission>("/app/server/http/admission.server.ts");
  metrics = await loaded.load<Metrics>("/app/services/metrics.server.ts");
  const logging = await loaded.load<Logger>("/app/lib/logger.server.ts");
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  logging.installLogger(logging.createLogger({ level: "debug", destination }));
  const readiness = await loaded.load<Readiness>("/app/server/readiness.server.ts");
  for (const part of readiness.READINESS_PARTS) readiness.markUp(part);
}, 120_000);

afterAll(async () => {
  await vite?.close();
});

/** Log lines written while `work` ran, parsed (waiting up to 2 s for at least `expected` of them). */
async function linesDuring(
  work: () => Promise<unknown>,
  expected = 0,
): Promise<{ text: string; lines: Record<string, unknown>[] }> {
  const from = logText.length;
  await work();
  // pino writes synchronously to the destination; the last response's line follows its 'close'.
  const written = () => logText.slice(from).split("\n").filter(Boolean).length;
  for (let waited = 0; waited < 50 || (written() < expected && waited < 2000); waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const text = logText.slice(from);
  return {
    text,
    lines: text
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  };
}

describe("the request duration metric", () => {
  it("labels by route id, never by URL: a flood of 500 random paths adds a handful of series", async () => {
    const observe = operations.requestMetrics(build.routes);
    const random = () => randomBytes(6).toString("hex");
    const paths = Array.from(
      { length: 500 },
      (_, n) =>
        [`/${random()}/${random()}`, `/interior-designers/${random()}`, `/${random()}.data`, `/assets/${random()}.js`][
          n % 4
        ] ?? "/",
    );
    // The middleware as express runs it, without the sockets: a flood costs no more than its labels.
    for (const [n, pathname] of paths.entries()) {
      const res = Object.assign(new EventEmitter(), { statusCode: [200, 404, 503, 302][n % 4] });
      observe({ path: pathname, method: ["GET", "HEAD", "BREW"][n % 3] } as never, res as never, () => {});
      res.emit("close");
    }
    const text = await metrics.metricsRegistry.metrics();
    const series = text.split("\n").filter((line) => line.startsWith("nivasa_http_request_duration_seconds_count{"));
    const routes = new Set(series.map((line) => /route="([^"]*)"/.exec(line)?.[1]));
    const known = new Set([...Object.keys(build.routes), "assets", "healthz", "readyz", "metrics", "unmatched"]);
    expect([...routes].filter((route) => !route || !known.has(route))).toEqual([]);
    expect([...routes]).toEqual(
      expect.arrayContaining(["routes/not-found", "routes/interior-designers.city", "assets"]),
    );
    expect(series.length).toBeLessThan(50);
    for (const line of series) {
      expect(line).toMatch(/method="(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|OTHER)",status_class="\dxx"/);
    }
    for (const pathname of paths) expect(text).not.toContain(/[0-9a-f]{12}/.exec(pathname)?.[0]);
  });
});

describe("the request log under a flood", () => {
  it("has no line for a request the admission gate sheds (its reports count them), and a warning for any other 503, without a stack", async () => {
    const app = express();
    app.use(operations.requestLogger());
    app.get("/down", (_req, res) => void res.status(503).send("down"));
    // A gate with no render slot and no queue sheds every request.
    app.use(admission.admissionHandler({ concurrency: 0, queue: 0, answerWithinMs: 1_000, report: () => {} }));
    const { server: plain, url: plainUrl } = await listen(app);
    try {
      const { lines } = await linesDuring(async () => {
        expect((await fetch(`${plainUrl}/interior-designers/mumbai`)).status).toBe(503);
        expect((await fetch(`${plainUrl}/down`)).status).toBe(503);
      }, 1);
      expect(lines.map((line) => line.msg)).toEqual(["GET /down 503"]);
      // A 503 is the server saying "not now" (starting, stopping, busy), not a failure with a stack to read.
      expect(lines.map((line) => [line.level, line.err])).toEqual([["warn", undefined]]);
    } finally {
      plain.close();
    }
  });
});

for (const kind of testDatabaseKinds()) {
  describe(`operations of the app [${kind}]`, () => {
    let database: DatabaseHandle;
    let server: Server;
    let url: string;
    let stopJobs: () => Promise<void>;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      client.installDatabase(database);
      // The test's own copy of the modules (sessionCookieOf signs in through it) uses the same database.
      installDatabase(database);
      const jobs = (await vite.ssrLoadModule("/app/services/job-queue.server.ts")) as Jobs;
      const { JOBS } = (await vite.ssrLoadModule("/app/server/jobs.server.ts")) as JobList;
      const queue = await jobs.startJobQueue(database.db, JOBS, { workers: false });
      jobs.installJobQueue(queue);
      stopJobs = () => queue.stop();
      const buildDir = mkdtempSync(path.join(tmpdir(), "nivasa-operations-build-"));
      mkdirSync(path.join(buildDir, "client"));
      const entry = build.entry.module as unknown as Entry;
      ({ server, url } = await listen(entry.createApp(build, buildDir)));
    }, 60_000);

    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await stopJobs?.();
      await database?.close();
    });

    it("answers /healthz and /readyz uncached, and logs them below info", async () => {
      const { lines } = await linesDuring(async () => {
        const health = await fetch(`${url}/healthz`);
        expect([health.status, await health.text(), health.headers.get("cache-control")]).toEqual([
          200,
          "ok",
          "no-store",
        ]);
        const ready = await fetch(`${url}/readyz`);
        expect(ready.status).toBe(200);
        expect(ready.headers.get("cache-control")).toBe("no-store");
        expect(await ready.json()).toMatchObject({ ready: true, status: "ready", instance: expect.any(String) });
      });
      expect(lines.map((line) => `${line.level} ${line.route}`)).toEqual(["debug healthz", "debug readyz"]);
    });

    it("serves /metrics only with the METRICS_TOKEN bearer token, and not at all without one", async () => {
      const scrape = (authorization?: string) =>
        fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect((await scrape()).status).toBe(401);
      expect((await scrape("Bearer not-the-token-0123456789")).status).toBe(401);
      expect((await scrape(`Basic ${METRICS_TOKEN}`)).status).toBe(401);
      const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/plain");
      const text = await answer.text();
      for (const name of [
        "process_cpu_user_seconds_total",
        "nodejs_eventloop_lag_seconds",
        "nivasa_http_request_duration_seconds_bucket",
        "nivasa_admission_queue_length",
        "nivasa_renders_in_flight",
        "nivasa_admission_shed_total",
        "nivasa_image_renders_queued",
        "nivasa_image_renders_shed_total",
        "nivasa_job_queue_depth",
        "nivasa_sse_open_streams",
      ]) {
        expect(text).toContain(name);
      }
      if (kind === "postgres") expect(text).toMatch(/nivasa_db_pool_connections\{state="in_use"\} \d+/);
      // Without METRICS_TOKEN there is no /metrics at all.
      const { server: bare, url: bareUrl } = await listen(express().use(operations.operationsRouter("")));
      try {
        const answer = await fetch(`${bareUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(answer.status).toBe(404);
      } finally {
        bare.close();
      }
    });

    it("collects garbage before a scrape that asks (?gc=1) where the process exposes gc, and never for anyone else", async () => {
      const scope = globalThis as { gc?: () => void };
      let collections = 0;
      scope.gc = () => {
        collections += 1;
      };
      try {
        const scrape = (query: string, authorization = `Bearer ${METRICS_TOKEN}`) =>
          fetch(`${url}/metrics${query}`, { headers: { authorization } });
        expect((await scrape("?gc=1", "Bearer not-the-token-0123456789")).status).toBe(401);
        expect((await scrape("")).status).toBe(200);
        expect(collections).toBe(0);
        const answer = await scrape("?gc=1");
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain("nodejs_heap_size_used_bytes");
        expect(collections).toBe(1);
      } finally {
        delete scope.gc;
      }
      // Without --expose-gc the scrape is an ordinary one.
      expect(
        (await fetch(`${url}/metrics?gc=1`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status,
      ).toBe(200);
    });

    it("returns a request id: a trusted proxy's, or a new one", async () => {
      const sent = await fetch(`${url}/about`, { headers: { "x-request-id": "proxy-id-1234" } });
      expect(sent.headers.get("x-request-id")).toBe("proxy-id-1234");
      const forged = await fetch(`${url}/about`, { headers: { "x-request-id": "bad id with spaces" } });
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      // Without TRUST_PROXY the client's own id is never taken.
      const direct = express();
      direct.set("trust proxy", false);
      direct.use(operations.requestLogger(), (_req, res) => void res.send("ok"));
      const { server: plain, url: plainUrl } = await listen(direct);
      try {
        const answer = await fetch(plainUrl, { headers: { "x-request-id": "client-chosen-id" } });
        expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        plain.close();
      }
    });

    it("logs client errors (wrong method, no such page, unreadable address) at info without a stack; error is the server's", async () => {
      const { lines } = await linesDuring(async () => {
        const answers = [
          await fetch(`${url}/about`, { method: "POST", body: new URLSearchParams({ a: "1" }) }),
          await fetch(`${url}/about`, { method: "PUT", body: new URLSearchParams({ a: "1" }) }),
          await fetch(`${url}/no-such-page-here`),
          await fetch(`${url}/quotes/%ff`),
        ];
        expect(answers.map((answer) => answer.status)).toEqual([405, 405, 404, 400]);
      }, 4);
      // Each request's line is written when its response closes: in any order (the page cache's debug lines aside).
      const requests = lines.filter((line) => line.res !== undefined);
      const levels = requests.map((line) => `${line.level} ${(line.res as { status: number }).status}`);
      expect(levels.sort()).toEqual(["info 400", "info 404", "info 405", "info 405"]);
      expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
    });

    it("logs one line per request with its id, route, status and duration, and no secret or personal data", async () => {
      const personas = await createPersonas(database.db);
      const adminCookie = await sessionCookieOf(personas.admin);
      const secrets = {
        email: `asha.${kind}@example.in`,
        quoteEmail: `ravi.${kind}@example.in`,
        phone: "98765 43210",
        password: `Secret-Password-${kind}-42`,
        message: `Please call after six, the gate code is 4417-${kind}`,
        scraperKey: `fc-test-scraper-key-${kind}-0123456789`,
        apiKey: `x-api-key-value-${kind}-0123456789`,
        bearer: `bearer-secret-${kind}-0123456789`,
        session: adminCookie.split("=")[1]?.split(";")[0] ?? "",
      };
      const post = (pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
        fetch(`${url}${pathname}`, { method: "POST", body: new URLSearchParams(form), headers, redirect: "manual" });

      const { text, lines } = await linesDuring(async () => {
        const signUp = await post(
          `/auth?email=${encodeURIComponent(secrets.email)}`,
          {
            intent: "signup",
            fullName: "Asha Rao",
            email: secrets.email,
            password: secrets.password,
            confirmPassword: secrets.password,
          },
          // As the browser sends it through the proxy: the site's origin and host.
          { origin: TEST_ORIGIN, "x-forwarded-host": new URL(TEST_ORIGIN).host },
        );
        expect(signUp.status).toBe(302);
        const quote = await post("/get-quote", {
          name: "Ravi Kumar",
          phone: `+91 ${secrets.phone}`,
          email: secrets.quoteEmail,
          location: "Adyar, Chennai",
          requirement: secrets.message,
        });
        expect(quote.status).toBeLessThan(500);
        await post(
          "/admin/data-scraper",
          { intent: "test-key", apiKey: secrets.scraperKey },
          { cookie: adminCookie, "x-api-key": secrets.apiKey, authorization: `Bearer ${secrets.bearer}` },
        );
        // A failing request: the database throws an error naming a person.
        client.installDatabase({
          ...database,
          db: new Proxy(database.db, {
            get: () => {
              throw new Error(`connection refused for ${secrets.email} (+91 ${secrets.phone})`);
            },
          }),
        });
        try {
          const failed = await fetch(`${url}/interior-designers?token=${secrets.bearer}`, {
            headers: { cookie: adminCookie },
          });
          expect(failed.status).toBe(500);
        } finally {
          client.installDatabase(database);
        }
      });

      for (const [name, secret] of Object.entries(secrets)) {
        expect(text.includes(secret), `${name} in the log`).toBe(false);
      }
      expect(text).not.toMatch(/9876543210|98765.43210/);
      expect(text).not.toContain("gate code");

      const requests = lines.filter((line) => line.durationMs !== undefined);
      expect(
        requests.map(
          (line) =>
            `${(line.req as { method: string }).method} ${line.route} ${(line.res as { status: number }).status}`,
        ),
      ).toEqual([
        "POST routes/auth 302",
        "POST routes/get-quote 200",
        "POST routes/admin.data-scraper 200",
        "GET routes/interior-designers 500",
      ]);
      for (const line of requests) {
        expect(line).toMatchObject({
          requestId: expect.any(String),
          instance: expect.any(String),
          time: expect.any(String),
        });
        expect((line.req as { path: string }).path).not.toContain("?");
      }
      const failure = lines.find((line) => line.msg === "request failed");
      expect(failure).toMatchObject({ level: "error", requestId: requests[3]?.requestId });
      expect(failure?.err).toMatchObject({
        stack: expect.stringContaining("connection refused for [email] ([phone])"),
      });
    }, 30_000);
  });
}
