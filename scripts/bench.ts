// npm run bench — load test of the production build against a large catalogue on PostgreSQL 15.
//   1. builds the app into .tmp/bench-build;
//   2. starts a throwaway PostgreSQL 15 server, migrates, generates --brands brands and --images approved
//      portfolio images across all cities, then ANALYZE;
//   3. serves the build with scripts/start.mjs on 127.0.0.1;
//   4. autocannon on the city, locality, brand, filtered India-wide and design-ideas pages and on a static
//      file (the ceiling): median req/s, p50, p99 and errors over --repeats runs after a warm-up;
//   5. the gzipped JS and CSS each page loads, EXPLAIN (ANALYZE, BUFFERS) of the listing and gallery
//      queries, and a verdict against the bar (p99 < 100 ms at 50 connections, zero errors).
// Flags: --brands 5000 --images 100000 --duration 10 --connections 50 --warmup 2 --repeats 3 --skip-build
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openPostgres } from "~/db/client.server";
import { generateCatalog } from "~/db/seed/catalog.server";
import { parseBudgetBand } from "~/features/directory/designer-search";
import { type DesignerListingQuery, listDesigners } from "~/features/directory/listing.server";
import { parseGalleryFilters } from "~/features/gallery/filters";
import { countGalleryImages, listGalleryPage } from "~/features/gallery/gallery.server";
import { buildApp, hasBuild, ROOT, runScript, startApp } from "./bench/app-server";
import { type AssetWeight, kilobytes, pageAssetWeight } from "./bench/assets";
import { type ExplainedQuery, explainFeatureQueries, printExplained } from "./bench/explain";
import { type LoadOptions, measure, median, meetsBar, P99_BAR_MS, type RouteStats } from "./bench/load";
import { startPostgres } from "./lib/postgres-server";

const { values: flags } = parseArgs({
  options: {
    brands: { type: "string", default: "5000" },
    images: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "2" },
    repeats: { type: "string", default: "3" },
    "uncached-repeats": { type: "string", default: "1" },
    "skip-build": { type: "boolean", default: false },
  },
});

const positive = (name: keyof typeof flags) => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const BRANDS = positive("brands");
const IMAGES = positive("images");
const LOAD: LoadOptions = {
  connections: positive("connections"),
  duration: positive("duration"),
  warmup: positive("warmup"),
  repeats: Math.max(1, positive("repeats")),
};
const UNCACHED_REPEATS = positive("uncached-repeats");
const BUILD_DIR = path.join(ROOT, ".tmp/bench-build");
const APP_PORT = 3301;
/** The India-wide page's filters for the "page 3 with filters set" route (relaxed if it has fewer pages). */
const FILTERED_SEARCH = "budget=1000-2000&verified=1&sort=rating";
const POSTGRES_PORT = 3310;

interface RouteResult {
  name: string;
  path: string;
  page: boolean;
  status: number;
  /** As served to anonymous visitors (the page cache answers most requests). */
  stats?: RouteStats;
  /** Every request rendered (sent with Cache-Control: no-cache, which skips the page cache). */
  uncached?: RouteStats;
  /** One request at a time, rendered: median and slowest of RENDER_SAMPLES, in ms. */
  render?: { median: number; max: number; htmlBytes: number };
  assets?: AssetWeight;
}

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
const step = (message: string) => console.log(`\n[${elapsed()}] ${message}`);

async function main(atExit: (stop: () => Promise<void>) => void): Promise<void> {
  console.log(
    `Nivasa bench: ${BRANDS} brands, ${IMAGES} approved images; ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.repeats} × ${LOAD.duration} s per route`,
  );
  if (flags["skip-build"] && hasBuild(BUILD_DIR)) step("build: reusing .tmp/bench-build (--skip-build)");
  else {
    step("building the app");
    buildApp(BUILD_DIR);
  }

  step("starting PostgreSQL 15");
  const postgres = await startPostgres({
    label: "bench",
    port: POSTGRES_PORT,
    settings: { shared_buffers: "256MB", effective_cache_size: "1GB", work_mem: "8MB" },
  });
  atExit(() => postgres.stop());

  step(`generating the catalogue (${BRANDS} brands, ${IMAGES} images)`);
  const handle = await openPostgres(postgres.url, 4);
  atExit(() => handle.close());
  await handle.migrate();
  const summary = await generateCatalog(handle.db, {
    brands: BRANDS,
    listings: Math.round(BRANDS / 5),
    approvedImages: IMAGES,
    pendingImages: Math.round(IMAGES / 20),
    seed: 20_26,
  });
  await handle.db.execute(sql`ANALYZE`);
  console.log(
    `catalogue: ${summary.cities} cities, ${summary.localities} localities, ${summary.brands.length} brands, ${summary.listings} listings, ${summary.approvedImages} approved + ${summary.pendingImages} pending images`,
  );

  const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
  atExit(() => pool.end());
  const targets = await pickTargets(pool, handle.db);

  step("starting the production server");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nivasa-bench-data-"));
  atExit(async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await startApp({
    buildDir: BUILD_DIR,
    port: APP_PORT,
    env: {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      AUTH_RATE_LIMIT: "off",
    },
  });
  atExit(() => app.stop());

  const routes: RouteResult[] = [];
  for (const target of targets.targets) {
    const url = `${app.origin}${target.path}`;
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const body = await response.text();
    const route: RouteResult = { ...target, status: response.status };
    if (target.page && response.ok) {
      route.assets = pageAssetWeight(body, path.join(BUILD_DIR, "client"));
      route.render = { ...(await renderTimes(url)), htmlBytes: Buffer.byteLength(body) };
    }
    if (response.ok) {
      step(`load: ${target.name} ${target.path}`);
      route.stats = await measure(url, LOAD);
      printStats("as served", route.stats);
      if (target.page && UNCACHED_REPEATS > 0) {
        route.uncached = await measure(url, { ...LOAD, repeats: UNCACHED_REPEATS }, { "cache-control": "no-cache" });
        printStats("uncached", route.uncached);
      }
    } else {
      console.log(`\n${target.name} ${target.path} answered ${response.status}: not load-tested`);
    }
    routes.push(route);
  }

  step("EXPLAIN of the listing and gallery queries");
  const explained = await explainQueries(pool, targets.mumbaiId);

  printReport(routes, explained);
  const resultsFile = path.join(ROOT, ".tmp/bench-results.json");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ at: new Date().toISOString(), brands: BRANDS, images: IMAGES, load: LOAD, routes, explained }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(ROOT, resultsFile)}; total ${elapsed()}`);
}

const RENDER_SAMPLES = 10;

/** Server time to render the page for one visitor at a time (no load, page cache skipped). */
async function renderTimes(url: string): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) {
    const started = performance.now();
    await fetch(url, { headers: { "cache-control": "no-cache" } }).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
  }
  return { median: Math.round(median(times)), max: Math.round(Math.max(...times)) };
}

function printStats(label: string, stats: RouteStats): void {
  console.log(
    `  ${label}: ${stats.requestsPerSecond.toFixed(0)} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}, non-2xx ${stats.non2xx}`,
  );
}

interface Target {
  name: string;
  path: string;
  /** A page (its scripts and styles are weighed) rather than a static file. */
  page: boolean;
}

/** The pages to load: real slugs from the generated data, and a filtered India-wide page 3 that exists. */
async function pickTargets(pool: pg.Pool, db: Db): Promise<{ targets: Target[]; mumbaiId: string }> {
  const one = async <T>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows[0] as T | undefined;
  const mumbai = await one<{ id: string }>("SELECT id FROM cities WHERE slug = 'mumbai'");
  if (!mumbai) throw new Error("the generated catalogue has no Mumbai");
  const locality =
    (await one<{ slug: string }>("SELECT slug FROM localities WHERE city_id = $1 AND slug = 'bandra'", [mumbai.id])) ??
    (await one<{ slug: string }>("SELECT slug FROM localities WHERE city_id = $1 ORDER BY slug LIMIT 1", [mumbai.id]));
  const brand = await one<{ slug: string }>(
    "SELECT slug FROM brands WHERE city_id = $1 ORDER BY review_count DESC, id LIMIT 1",
    [mumbai.id],
  );
  if (!locality || !brand) throw new Error("the generated catalogue has no Mumbai locality or brand");

  // The most filtered India-wide search that still has a page 3.
  const searches = [FILTERED_SEARCH, "budget=1000-2000&sort=rating", "sort=rating"];
  let indiaWide = searches[searches.length - 1];
  for (const search of searches) {
    if ((await listDesigners(db, designerQuery(new URLSearchParams(search), 1))).pageCount >= 3) {
      indiaWide = search;
      break;
    }
  }
  const staticFile = existsSync(path.join(BUILD_DIR, "client/favicon.svg")) ? "/favicon.svg" : "/robots.txt";
  const targets: Target[] = [
    { name: "static file (ceiling)", path: staticFile, page: false },
    { name: "city page", path: "/interior-designers/mumbai", page: true },
    { name: "locality page", path: `/interior-designers/mumbai/${locality.slug}`, page: true },
    { name: "brand page", path: `/brand/${brand.slug}`, page: true },
    { name: "India-wide, filtered, page 3", path: `/interior-designers?${indiaWide}&page=3`, page: true },
    { name: "design ideas", path: "/design-ideas/kitchen?style=modern", page: true },
  ];
  return { targets, mumbaiId: mumbai.id };
}

/** The listing query the India-wide page makes for these URL filters (sorted by rating). */
function designerQuery(params: URLSearchParams, page: number): DesignerListingQuery {
  return {
    budget: parseBudgetBand(params.get("budget") ?? undefined) ?? undefined,
    verifiedOnly: params.get("verified") === "1",
    sort: "rating",
    page,
  };
}

async function explainQueries(pool: pg.Pool, mumbaiId: string): Promise<Record<string, ExplainedQuery[]>> {
  const kitchenModern = parseGalleryFilters(new URLSearchParams("style=modern"), { roomType: "kitchen" });
  const scenarios: Record<string, Parameters<typeof explainFeatureQueries>[1]> = {
    "designer listing: Mumbai, most popular, page 1": (db) =>
      listDesigners(db, { cityId: mumbaiId, sort: "popular", page: 1 }),
    "designer listing: India-wide, budget 1000-2000, verified, highest rated, page 3": (db) =>
      listDesigners(db, designerQuery(new URLSearchParams(FILTERED_SEARCH), 3)),
    "gallery: kitchen, modern, latest (first page and count)": async (db) => {
      await listGalleryPage(db, kitchenModern);
      await countGalleryImages(db, kitchenModern);
    },
  };
  const explained: Record<string, ExplainedQuery[]> = {};
  for (const [title, run] of Object.entries(scenarios)) {
    explained[title] = await explainFeatureQueries(pool, run);
    printExplained(title, explained[title]);
  }
  return explained;
}

function printReport(routes: RouteResult[], explained: Record<string, ExplainedQuery[]>): void {
  const ceiling = routes.find((route) => !route.page)?.stats;
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const row = (label: string, stats: RouteStats, extra = "") => {
    const ratio = ceiling ? `${((stats.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%` : "";
    return `${label.slice(0, 55).padEnd(56)}${pad(stats.requestsPerSecond.toFixed(0), 8)}${pad(stats.p50, 8)}${pad(stats.p99, 8)}${pad(stats.errors, 8)}${pad(stats.non2xx, 8)}${pad(ratio, 10)}${extra}`;
  };
  console.log(
    `\n── Results: median of ${LOAD.repeats} runs × ${LOAD.duration} s at ${LOAD.connections} connections ──`,
  );
  console.log(
    `${"route".padEnd(56)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("errors", 8)}${pad("non2xx", 8)}${pad("vs static", 10)}${pad("JS gz", 10)}${pad("CSS gz", 10)}`,
  );
  for (const route of routes) {
    const label = `${route.name} ${route.path}`;
    if (!route.stats) {
      console.log(`${label.slice(0, 55).padEnd(56)}  HTTP ${route.status}: not measured`);
      continue;
    }
    const weights = route.assets
      ? `${pad(kilobytes(route.assets.jsGzip), 10)}${pad(kilobytes(route.assets.cssGzip), 10)}`
      : "";
    console.log(row(label, route.stats, weights));
  }
  console.log(
    `\nRender time, one request at a time with the page cache skipped (median / slowest of ${RENDER_SAMPLES}):`,
  );
  for (const route of routes.filter((r) => r.render)) {
    const { median: mid, max, htmlBytes } = route.render as NonNullable<RouteResult["render"]>;
    console.log(
      `${`${route.name} ${route.path}`.slice(0, 55).padEnd(56)}${pad(mid, 8)} ms${pad(max, 8)} ms   HTML ${kilobytes(htmlBytes)}`,
    );
  }
  const uncached = routes.filter((route) => route.uncached);
  if (uncached.length) {
    console.log(`\nUncached (every request rendered: Cache-Control: no-cache), ${UNCACHED_REPEATS} run(s):`);
    for (const route of uncached) console.log(row(`${route.name} ${route.path}`, route.uncached as RouteStats));
  }
  const seqScans = Object.values(explained)
    .flat()
    .flatMap((query) => query.seqScans.filter((table) => table === "brands" || table === "portfolio_images"));
  console.log(
    `\nEXPLAIN: ${seqScans.length ? `sequential scans on ${[...new Set(seqScans)].join(", ")}` : "no sequential scan on brands or portfolio_images"}`,
  );

  const pages = routes.filter((route) => route.page);
  const failing = pages.filter((route) => !route.stats || !meetsBar(route.stats));
  const verdict = failing.length === 0 ? "PASS" : "FAIL";
  console.log(
    `\nVERDICT: ${verdict} — bar: p99 < ${P99_BAR_MS} ms at ${LOAD.connections} connections with zero errors` +
      (failing.length ? `; failing: ${failing.map((route) => route.name).join(", ")}` : ""),
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
}

await runScript(main);
