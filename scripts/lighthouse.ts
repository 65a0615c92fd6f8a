// npm run lighthouse — Lighthouse 12 (mobile, simulated throttling) on the home, city, locality and brand
// pages of the production build, served on the embedded database seeded into a temporary DATA_DIR.
// Prints the four category scores per page and, for any category under the bar, the failing audits.
// Each page is loaded once unmeasured (so the server's page and image caches hold what it needs, as on a
// site with visitors), then measured --runs times; the run with the median performance score is reported,
// as Lighthouse's own guidance on variability recommends.
// Options: USAGE below (npm run lighthouse -- --help).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp, hasBuild, ROOT, runScript, startApp } from "./bench/app-server";
import { readCommandLine, wholeNumber } from "./lib/command-line.mjs";

const USAGE = `Usage: npm run lighthouse -- [options]

Lighthouse (mobile) on the home, city, locality and brand pages of the production build.

Options:
  --rebuild     build even when the build is newer than the sources
  --port <n>    the app's port (default 3302)
  --runs <n>    measured runs per page, the median reported (default 5)
  -h, --help    print this help`;

const { values: flags } = readCommandLine(USAGE, {
  options: {
    rebuild: { type: "boolean", default: false },
    port: { type: "string", default: "3302" },
    runs: { type: "string", default: "5" },
  },
});

const PORT = wholeNumber(USAGE, "port", flags.port);
const RUNS = wholeNumber(USAGE, "runs", flags.runs);

const BUILD_DIR = path.join(ROOT, ".tmp/lighthouse-build");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** The bar for public pages (scores out of 100): performance 95, everything else 100. */
const BAR: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

interface PageReport {
  name: string;
  path: string;
  benchmarkIndex: number;
  scores: Record<Category, number>;
  /** Performance score of every measured run, in order. */
  performanceRuns: number[];
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: Record<string, string>;
  failing: Partial<Record<Category, string[]>>;
}

async function main(atExit: (stop: () => Promise<void>) => void): Promise<void> {
  if (flags.rebuild || !hasBuild(BUILD_DIR) || sourcesNewerThanBuild()) buildApp(BUILD_DIR);
  else console.log("build: .tmp/lighthouse-build is up to date");

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nivasa-lighthouse-data-"));
  atExit(async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await startApp({
    buildDir: BUILD_DIR,
    port: PORT,
    env: { DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString("hex") },
    readyTimeoutMs: 300_000,
  });
  atExit(() => app.stop());

  const pages = [
    { name: "home", path: "/" },
    { name: "city page", path: "/interior-designers/chennai" },
    { name: "locality page", path: "/locality/chennai/adyar" },
    { name: "brand page", path: `/brand/${await seededBrandSlug(app.origin)}` },
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  atExit(async () => chrome.kill());

  const runCount = Math.max(1, RUNS);
  const reports: PageReport[] = [];
  for (const page of pages) {
    const url = `${app.origin}${page.path}`;
    console.log(
      `\nlighthouse: ${page.name} ${url} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
    const audit = () => auditPage(url, chrome.port);
    await audit(); // warm-up, not reported
    const runs: Lhr[] = [];
    for (let run = 0; run < runCount; run++) runs.push(await audit());
    const byScore = [...runs].sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = byScore[Math.floor(byScore.length / 2)];
    const report = {
      ...summarise(page, median),
      performanceRuns: runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    };
    writeFileSync(path.join(ROOT, `.tmp/lighthouse-${page.name.replace(/\W+/g, "-")}.json`), JSON.stringify(median));
    printPage(report);
    reports.push(report);
  }

  printSummary(reports);
  const file = path.join(ROOT, ".tmp/lighthouse-results.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), reports }, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(ROOT, file)}`);
}

async function auditPage(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    formFactor: "mobile",
    throttlingMethod: "simulate",
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** A brand from the seeded database: the first brand page listed in /sitemap.xml. */
async function seededBrandSlug(origin: string): Promise<string> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const slug = /<loc>[^<]*\/brand\/([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!slug) throw new Error("no brand in /sitemap.xml: is the demo data seeded?");
  return slug;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(page: { name: string; path: string }, lhr: Lhr): Omit<PageReport, "performanceRuns"> {
  const scores = {} as Record<Category, number>;
  const failing: PageReport["failing"] = {};
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    scores[category] = Math.round((result?.score ?? 0) * 100);
    if (scores[category] >= BAR[category] || !result) continue;
    failing[category] = result.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .filter(
        (audit) => category !== "performance" || (audit.scoreDisplayMode === "numeric" ? audit.score! < 0.9 : true),
      )
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  }
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? "n/a"]));
  return { ...page, benchmarkIndex: lhr.environment.benchmarkIndex, scores, metrics, failing };
}

function printPage(report: PageReport): void {
  const scores = CATEGORIES.map((category) => `${category} ${report.scores[category]}`).join(", ");
  console.log(`  ${scores} (benchmarkIndex ${report.benchmarkIndex})`);
  console.log(`  performance of each run: ${report.performanceRuns.join(", ")} (the median run is reported)`);
  console.log(
    `  ${Object.entries(report.metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(", ")}`,
  );
  for (const [category, audits] of Object.entries(report.failing)) {
    console.log(`  below the bar in ${category} (${BAR[category as Category]}):`);
    for (const audit of audits ?? []) console.log(`    - ${audit}`);
  }
}

function printSummary(reports: PageReport[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log("\n── Lighthouse (mobile, simulated throttling) ──");
  console.log(
    `${"page".padEnd(44)}${CATEGORIES.map((c) => pad(c === "best-practices" ? "best-pr." : c.slice(0, 8), 10)).join("")}`,
  );
  for (const report of reports) {
    console.log(
      `${`${report.name} ${report.path}`.slice(0, 43).padEnd(44)}${CATEGORIES.map((c) => pad(report.scores[c], 10)).join("")}`,
    );
  }
  const below = reports.filter((report) => CATEGORIES.some((c) => report.scores[c] < BAR[c]));
  console.log(
    `\nVERDICT: ${below.length ? "FAIL" : "PASS"} — bar: performance ≥ 95, accessibility 100, best practices 100, SEO 100` +
      (below.length ? `; below: ${below.map((r) => r.name).join(", ")}` : ""),
  );
  process.exitCode = below.length ? 1 : 0;
}

/** Whether any source file changed after the last build. */
function sourcesNewerThanBuild(): boolean {
  const built = statSync(path.join(BUILD_DIR, "server/index.js")).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
      return Math.max(latest, time);
    }, 0);
  const sources = [path.join(ROOT, "app"), path.join(ROOT, "public")].filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });
  const configs = ["vite.config.ts", "react-router.config.ts", "package.json"].map(
    (file) => statSync(path.join(ROOT, file)).mtimeMs,
  );
  return Math.max(...sources.map(newest), ...configs) > built;
}

await runScript(main);
