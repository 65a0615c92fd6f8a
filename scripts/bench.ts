// npm run bench — load test of the production build against a large catalogue on PostgreSQL 15.
//   1. builds the app into .tmp/bench-build (and, with --compare <ref>, that commit into .tmp/bench-compare/);
//   2. starts a throwaway PostgreSQL 15 server, migrates, generates --brands brands and --images approved
//      portfolio images across all cities, then VACUUM ANALYZE;
//   3. serves the build with scripts/start.mjs on 127.0.0.1 (the baseline beside it on another port);
//   4. per route: the HTML size, ten one-at-a-time renders for an anonymous and for a signed-in visitor, then
//      autocannon as served (median of --repeats runs after a warm-up) and with every request rendered
//      (Cache-Control: no-cache); with --compare every measurement takes turns between the two servers;
//   5. a flood of uncached requests at 8× the connections: the server must shed load with 503, not time out;
//   6. the gzipped JS and CSS each page loads, EXPLAIN (ANALYZE, BUFFERS) of the listing and gallery queries
//      (a sequential scan of brands or portfolio_images over 10,000 rows fails the run), and the goals;
//   6b. the brand dashboard (overview, leads inbox, analytics) for the signed-in owner of the largest brand;
//   6c. conversations: the thread page of each side (50 messages) and the comparison of 5 offers, then --streams
//       event streams over 500 threads, messages posted at 50 a second: delivery, pages meanwhile, memory per stream;
//   6d. the project page of each side, with 40 site updates (with photos), 10 payments, 5 change orders and
//       20 snags;
//   7. with --scale: the catalogue grows to 50,000 brands and 1,000,000 images and steps 4–6 run again; each
//      figure must stay within 1.5× of the normal-size run.
// Options: USAGE below (npm run bench -- --help).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Db, openPostgres } from "~/db/client.server";
import { generateCatalog } from "~/server/seed/catalog.server";
import { type AppServer, buildApp, hasBuild, ROOT, runScript, startApp } from "./bench/app-server";
import { pageAssetWeight } from "./bench/assets";
import { prepareBaseline, uncachedGoalAgainst } from "./bench/baseline";
import { withoutGinIndexes } from "./bench/catalogue";
import { dashboardChecks, measureDashboard } from "./bench/dashboard";
import {
  type ExplainedQuery,
  explainQueries,
  failingSequentialScans,
  printExplainGrowth,
  tableRows,
} from "./bench/explain";
import { type Check, type Figures, type RouteResult, scaleChecks, scaleComparisons } from "./bench/goals";
import {
  CLIENT_TIMEOUT_SECONDS,
  fetchOnceDrained,
  type LoadOptions,
  measure,
  measureInTurns,
  RENDER_SAMPLES,
  timesInTurns,
  warmRenders,
} from "./bench/load";
import { withLoopDelays } from "./bench/loop-delay";
import { measureProject, projectChecks } from "./bench/projects";
import {
  catalogueChecks,
  type FloodStats,
  printChecks,
  printReport,
  printStats,
  type ReportSettings,
} from "./bench/report";
import { signedInCookie } from "./bench/session";
import { personalRequestPath } from "./bench/signed-in";
import { GOALS, pickTargets, type Target } from "./bench/targets";
import type { ThreadBenchOptions } from "./bench/thread-report";
import { DEFAULT_STREAMS, measureStreamMemory, measureThreads } from "./bench/threads";
import { exitWithUsage, readCommandLine, wholeNumber } from "./lib/command-line.mjs";
import { startPostgres } from "./lib/postgres-server";

const USAGE = `Usage: npm run bench -- [options]

Load test of the production build against a large catalogue on a throwaway PostgreSQL 15.

Options:
  --brands <n>            brands in the catalogue (default 5000)
  --images <n>            approved portfolio images (default 100000)
  --duration <s>          seconds of each measured autocannon run (default 10)
  --connections <n>       autocannon connections (default 50)
  --warmup <s>            seconds of warm-up before the measured runs (default 2)
  --repeats <n>           measured runs per route, the median reported (default 3)
  --uncached-repeats <n>  runs with every request rendered (default 1)
  --skip-build            serve the existing .tmp/bench-build
  --compare <git ref>     measure that commit beside this one, taking turns
  --scale                 then grow to 50,000 brands and 1,000,000 images and run again
  --cpu-prof              write the server's CPU profile to .tmp/cpu-prof
  --only <steps>          run only these steps, comma-separated: pages, dashboard, conversations, projects,
                          stream-memory (default: all but stream-memory, which conversations includes; the
                          catalogue is generated either way)
  --streams <n>           event streams the conversations and stream-memory steps open, a multiple of 1000
                          (default 1000)
  --port <n>              the app's port; the baseline takes port + 2, PostgreSQL port + 9 (default 3301)
  -h, --help              print this help`;

const { values: flags } = readCommandLine(USAGE, {
  options: {
    brands: { type: "string", default: "5000" },
    images: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "2" },
    repeats: { type: "string", default: "3" },
    "uncached-repeats": { type: "string", default: "1" },
    "skip-build": { type: "boolean", default: false },
    compare: { type: "string" },
    scale: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    port: { type: "string", default: "3301" },
    only: { type: "string" },
    streams: { type: "string", default: String(DEFAULT_STREAMS) },
  },
});

const STEPS = ["pages", "dashboard", "conversations", "projects", "stream-memory"] as const;
type Step = (typeof STEPS)[number];
const isStep = (name: string): name is Step => (STEPS as readonly string[]).includes(name);
const ONLY = flags.only?.split(",").map((name) => name.trim());
const unknownStep = ONLY?.find((name) => !isStep(name));
if (unknownStep !== undefined) exitWithUsage(USAGE, `--only: no step "${unknownStep}" (${STEPS.join(", ")})`);
/** The memory per event stream runs within conversations; alone only when asked for. */
const runs = (name: Step) => (ONLY === undefined ? name !== "stream-memory" : ONLY.includes(name));

const positive = (
  name: "brands" | "images" | "duration" | "connections" | "warmup" | "repeats" | "uncached-repeats" | "port",
) => wholeNumber(USAGE, name, flags[name]);
const BRANDS = positive("brands");
const IMAGES = positive("images");
const LOAD: LoadOptions = {
  connections: positive("connections"),
  duration: positive("duration"),
  warmup: positive("warmup"),
  repeats: Math.max(1, positive("repeats")),
};
const UNCACHED_REPEATS = positive("uncached-repeats");
const STREAMS = wholeNumber(USAGE, "streams", flags.streams);
if (!STREAMS || STREAMS % DEFAULT_STREAMS) exitWithUsage(USAGE, `--streams: a multiple of ${DEFAULT_STREAMS}`);
/** The --scale catalogue: listing pages must stay as fast at this size. */
const SCALE_BRANDS = 50_000;
const SCALE_IMAGES = 1_000_000;
/** The flood: this many times --connections, every request rendered. */
const FLOOD_FACTOR = 8;
const BUILD_DIR = path.join(ROOT, ".tmp/bench-build");
/** --port: the app's port; the baseline takes port + 2 and PostgreSQL port + 9, so two benches can run side by side. */
const APP_PORT = positive("port");
const BASELINE_PORT = APP_PORT + 2;
const POSTGRES_PORT = APP_PORT + 9;
/** The server of this build that the memory per event stream is measured on, alone. */
const STREAM_MEMORY_PORT = APP_PORT + 4;
const CPU_PROFILE_DIR = path.join(ROOT, ".tmp/cpu-prof");
const REPORT: ReportSettings = { load: LOAD, renderSamples: RENDER_SAMPLES, floodFactor: FLOOD_FACTOR };

type Servers = { current: AppServer; baseline?: AppServer };
const originsOf = (servers: Servers) => [servers.current, servers.baseline].flatMap((s) => (s ? [s.origin] : []));

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
const step = (message: string) =>
  console.log(`\n[${elapsed()}] ${message} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);

async function main(atExit: (stop: () => Promise<void>) => void): Promise<void> {
  console.log(
    `Nivasa bench (Node.js ${process.versions.node}): ${BRANDS} brands, ${IMAGES} approved images${flags.scale ? `, then ${SCALE_BRANDS} and ${SCALE_IMAGES}` : ""}; ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.repeats} × ${LOAD.duration} s per route${flags.compare ? `; baseline ${flags.compare}` : ""}`,
  );
  if (flags["skip-build"] && hasBuild(BUILD_DIR)) step("build: reusing .tmp/bench-build (--skip-build)");
  else {
    step("building the app");
    buildApp(BUILD_DIR);
  }
  const baselineCheckout = flags.compare ? prepareBaseline(flags.compare) : undefined;

  step("starting PostgreSQL 15");
  const postgres = await startPostgres({
    label: "bench",
    port: POSTGRES_PORT,
    settings: { shared_buffers: "256MB", effective_cache_size: "1GB", work_mem: "8MB" },
  });
  atExit(() => postgres.stop());
  const handle = await openPostgres(postgres.url, 4);
  atExit(() => handle.close());
  await handle.migrate();
  const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
  atExit(() => pool.end());
  await growCatalogue(handle.db, pool, { brands: BRANDS, images: IMAGES, seed: 20_26 });
  const { targets, mumbaiId } = await pickTargets(pool, handle.db, path.join(BUILD_DIR, "client"));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nivasa-bench-data-"));
  atExit(async () => rmSync(dataDir, { recursive: true, force: true }));
  const metricsToken = randomBytes(16).toString("hex");
  const env = {
    METRICS_TOKEN: metricsToken,
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT: "off",
  };
  const startCurrent = async () => {
    const server = await startApp({
      buildDir: BUILD_DIR,
      port: APP_PORT,
      env,
      nodeArgs: ["--expose-gc", ...(flags["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [])],
    });
    atExit(() => server.stop());
    return server;
  };
  step("starting the production server");
  const servers: Servers = { current: await startCurrent() };
  if (baselineCheckout) {
    step(`starting the baseline server (${baselineCheckout.commit.slice(0, 12)})`);
    REPORT.uncachedGoal = uncachedGoalAgainst(baselineCheckout.commit);
    const baseline = await startApp({
      buildDir: baselineCheckout.buildDir,
      root: baselineCheckout.root,
      port: BASELINE_PORT,
      env,
    });
    atExit(() => baseline.stop());
    servers.baseline = baseline;
  }
  const cookie = await signedInCookie(servers.current.origin, pool);

  const results: Record<string, unknown> = {};
  const checks: Check[] = [];
  const labelled = (label: string, added: Check[]) =>
    checks.push(...added.map((check) => ({ ...check, label: `[${label}] ${check.label}` })));
  const base = runs("pages")
    ? await measureCatalogue(servers, targets, cookie, pool, mumbaiId, `${BRANDS} brands`, metricsToken)
    : undefined;
  if (base) {
    results.normal = base;
    checks.push(...base.checks);
  }
  if (runs("dashboard")) {
    step("brand dashboard: the owner of the largest brand");
    const dashboard = await measureDashboard(originsOf(servers), pool, timesInTurns, metricsToken);
    results.dashboard = dashboard;
    labelled("brand dashboard", dashboardChecks(dashboard));
  }
  const threadOptions: ThreadBenchOptions = {
    origin: servers.current.origin,
    baselineOrigin: servers.baseline?.origin,
    pool,
    databaseUrl: postgres.url,
    metricsToken,
    cityPath: "/interior-designers/mumbai",
    cityRenderGoalMs: GOALS.city.renderMs ?? 10,
    timeInTurns: timesInTurns,
    streams: STREAMS,
    freshServer: () => startApp({ buildDir: BUILD_DIR, port: STREAM_MEMORY_PORT, env, nodeArgs: ["--expose-gc"] }),
  };
  if (runs("conversations")) {
    step("conversations: thread pages and live events");
    const threads = await measureThreads(threadOptions);
    results.threads = threads;
    labelled("conversations", threads.checks);
  }
  if (runs("stream-memory")) {
    step(`memory per event stream: ${STREAMS} streams opened in steps on a server of their own`);
    const streamMemory = await measureStreamMemory(threadOptions);
    results.streamMemory = streamMemory.memory;
    labelled("stream memory", streamMemory.checks);
  }
  if (runs("projects")) {
    step("project page: 40 site updates, 10 payments, 5 change orders, 20 snags");
    const project = await measureProject(originsOf(servers), pool, handle.db, timesInTurns, metricsToken);
    results.project = project;
    labelled("projects", projectChecks(project));
  }

  if (flags.scale && base) {
    if (servers.baseline) {
      await servers.baseline.stop();
      servers.baseline = undefined;
    }
    await growCatalogue(handle.db, pool, { brands: SCALE_BRANDS - BRANDS, images: SCALE_IMAGES - IMAGES, seed: 50_26 });
    // A fresh process: nothing of the smaller catalogue left in its caches.
    await servers.current.stop();
    servers.current = await startCurrent();
    const scaled = await measureCatalogue(
      servers,
      targets,
      cookie,
      pool,
      mumbaiId,
      `${SCALE_BRANDS} brands`,
      metricsToken,
    );
    const comparisons = scaleComparisons(base.routes, scaled.routes);
    printExplainGrowth(base.explained, scaled.explained);
    results.scale = { ...scaled, comparisons };
    checks.push(...scaled.checks, ...scaleChecks(comparisons));
  }

  printChecks(checks);
  const resultsFile = path.join(ROOT, flags.scale ? ".tmp/bench-results-scale.json" : ".tmp/bench-results.json");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ at: new Date().toISOString(), brands: BRANDS, images: IMAGES, load: LOAD, compare: baselineCheckout?.commit, ...results }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(ROOT, resultsFile)}; total ${elapsed()}`);
  if (flags["cpu-prof"]) console.log(`CPU profile of the server: ${path.relative(ROOT, CPU_PROFILE_DIR)}/ (on exit)`);
}

/** Adds brands and images in slices of 5,000 brands (bounded memory), then VACUUM ANALYZE. */
async function growCatalogue(
  db: Db,
  pool: pg.Pool,
  add: { brands: number; images: number; seed: number },
): Promise<void> {
  const SLICE = 5_000;
  const slices = Math.max(1, Math.ceil(add.brands / SLICE));
  step(`generating the catalogue (+${add.brands} brands, +${add.images} images)`);
  const started = Date.now();
  await withoutGinIndexes(pool, ["brands", "portfolio_images", "interior_listings"], async () => {
    for (let i = 0; i < slices; i++) {
      const brands = Math.round(add.brands / slices);
      const images = Math.round(add.images / slices);
      await generateCatalog(db, {
        brands,
        listings: Math.round(brands / 5),
        approvedImages: images,
        pendingImages: Math.round(images / 20),
        seed: add.seed + i,
      });
    }
  });
  await pool.query("VACUUM ANALYZE");
  // The catalogue's writes flushed now, not by a checkpoint in the middle of a timed step.
  await pool.query("CHECKPOINT");
  console.log(`generated and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const { rows } = await pool.query<{ brands: number; images: number }>(
    "SELECT (SELECT count(*) FROM brands)::int AS brands, (SELECT count(*) FROM portfolio_images)::int AS images",
  );
  const { brands, images } = rows[0];
  console.log(`catalogue: ${brands} brands, ${images} portfolio images`);
}

interface CatalogueResult {
  label: string;
  routes: RouteResult[];
  flood?: FloodStats;
  floodBaseline?: FloodStats;
  explained: Record<string, ExplainedQuery[]>;
  checks: Check[];
}

async function measureCatalogue(
  servers: Servers,
  targets: Target[],
  cookie: string,
  pool: pg.Pool,
  mumbaiId: string,
  label: string,
  metricsToken: string,
): Promise<CatalogueResult> {
  const routes: RouteResult[] = [];
  await warmRenders(targets.filter((t) => t.page).flatMap((t) => originsOf(servers).map((o) => `${o}${t.path}`)));
  // Every page's renders are timed before any load: timed after the page before it was loaded, a page's renders
  // paid for collecting that load's garbage (up to a millisecond a render, docs/performance.md).
  const timed: Timed[] = [];
  for (const target of targets) timed.push(await timeRenders(servers, target, cookie));
  for (const route of timed) routes.push(await loadRoute(servers, route, cookie));

  const city = targets.find((t) => t.goal === GOALS.city);
  let flood: FloodStats | undefined;
  let floodBaseline: FloodStats | undefined;
  if (city) {
    const connections = LOAD.connections * FLOOD_FACTOR;
    step(`flood: ${city.path} uncached at ${connections} connections`);
    // Long enough that a request left waiting past the client's timeout is counted as one.
    const options = { ...LOAD, connections, duration: Math.max(LOAD.duration, 2 * CLIENT_TIMEOUT_SECONDS), warmup: 0 };
    const floodOf = async (origin: string): Promise<FloodStats> => {
      const { result, loop } = await withLoopDelays(origin, metricsToken, () =>
        measure(`${origin}${city.path}`, { ...options, repeats: 1 }, { "cache-control": "no-cache" }),
      );
      return { ...result, loop };
    };
    // In turns, one server at a time.
    flood = await floodOf(servers.current.origin);
    if (servers.baseline) floodBaseline = await floodOf(servers.baseline.origin);
    printStats("flood", flood);
    if (floodBaseline) printStats("flood (baseline)", floodBaseline);
  }

  step("EXPLAIN of the listing and gallery queries");
  const explained = await explainQueries(pool, mumbaiId);
  const scans = failingSequentialScans(explained, await tableRows(pool));
  printReport(label, { routes, flood, floodBaseline, scans }, REPORT);
  return {
    label,
    routes,
    flood,
    floodBaseline,
    explained,
    checks: catalogueChecks(label, { routes, flood, scans }, REPORT),
  };
}

/** A route whose status, size and one-at-a-time renders are measured, on each server: what loading it needs. */
interface Timed {
  result: RouteResult;
  figures: Figures[];
  urls: string[];
  html: string;
}

async function timeRenders(servers: Servers, target: Target, cookie: string): Promise<Timed> {
  const running = [servers.current, servers.baseline].filter((s): s is AppServer => s !== undefined);
  const urls = running.map((server) => `${server.origin}${target.path}`);
  const figures: Figures[] = [];
  for (const url of urls) {
    const response = await fetchOnceDrained(url, { headers: { "accept-encoding": "identity" } });
    const body = await response.text();
    figures.push({ status: response.status, htmlBytes: target.page ? Buffer.byteLength(body) : undefined });
  }
  const result: RouteResult = { ...target, current: figures[0], baseline: figures[1] };
  let html = "";
  if (target.page && figures[0].status === 200) {
    html = await (await fetch(urls[0])).text();
    result.assets = pageAssetWeight(html, path.join(BUILD_DIR, "client"));
    const anonymous = await timesInTurns(urls, { "cache-control": "no-cache" });
    const signedIn = await timesInTurns(urls, { cookie, "cache-control": "no-cache" });
    figures.forEach((f, i) => {
      f.render = anonymous[i];
      f.signedIn = signedIn[i];
    });
  }
  return { result, figures, urls, html };
}

async function loadRoute(
  servers: Servers,
  { result, figures, urls, html }: Timed,
  cookie: string,
): Promise<RouteResult> {
  const target: Target = result;
  if (figures.every((f) => f.status === 200)) {
    step(`load: ${target.name} ${target.path}`);
    const served = await measureInTurns(urls, LOAD);
    figures.forEach((f, i) => {
      f.stats = served[i];
      printStats(`as served${i ? " (baseline)" : ""}`, served[i]);
    });
    if (target.page) {
      const signedIn = await measureInTurns(urls, LOAD, { cookie });
      const [personal] = await timesInTurns([`${servers.current.origin}${personalRequestPath(html, target.path)}`], {
        cookie,
      });
      result.signedIn = { served: signedIn[0], personal };
      if (signedIn[1]) result.baselineSignedIn = { served: signedIn[1] };
      for (const [i, stats] of signedIn.entries()) printStats(`as served, signed in${i ? " (baseline)" : ""}`, stats);
    }
    if (target.page && UNCACHED_REPEATS > 0) {
      const uncached = await measureInTurns(
        urls,
        { ...LOAD, repeats: UNCACHED_REPEATS },
        { "cache-control": "no-cache" },
      );
      figures.forEach((f, i) => {
        f.uncached = uncached[i];
        printStats(`uncached${i ? " (baseline)" : ""}`, uncached[i]);
      });
    }
  } else {
    console.log(
      `\n${target.name} ${target.path} answered ${figures.map((f) => f.status).join(" / ")}: not load-tested`,
    );
  }
  return result;
}

await runScript(main);
