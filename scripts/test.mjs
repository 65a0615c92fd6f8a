#!/usr/bin/env node
// `npm test`: route types, typecheck, lint, the layer rule, unit + integration tests (PGlite and PostgreSQL 15), then
// browser tests against the production build and two instances of that build behind nginx. Stops at the first failing
// step, prints each step's duration and closes with a single `N passed, N failed, N skipped` line (vitest + Playwright
// tests).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { readCommandLine } from "./lib/command-line.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";
import { ensurePostgres } from "./lib/ensure-postgres.mjs";

const USAGE = `Usage: npm test [-- --no-e2e]

Route types, typecheck, lint, the layer rule (dependency-cruiser), unit and integration tests (PGlite and
PostgreSQL 15), then browser tests against the production build and two instances of it behind nginx; stops at
the first failing step.

Options:
  --no-e2e    stop after the unit and integration tests
  -h, --help  print this help`;
const { values: flags } = readCommandLine(USAGE, { options: { "no-e2e": { type: "boolean", default: false } } });

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, ".tmp/test-report");
const vitestJson = path.join(reportDir, "vitest.json");
const proxyJson = path.join(reportDir, "proxy.json");
const playwrightJson = path.join(reportDir, "playwright.json");
// The app's log lines go to these files, not to the output (docs/testing.md): named in the summary, shown on failure.
const logDir = path.join(root, ".tmp/test-logs");
const vitestLog = path.join(logDir, "vitest.log");
const e2eServerLog = path.join(logDir, "e2e-server.log");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const withE2e = !flags["no-e2e"];

// The browser tests' production build (playwright.config.ts, tests/proxy): made beside the first steps, see startBuild().
const e2eBuildDir = path.resolve(root, process.env.E2E_BUILD_DIR ?? ".tmp/e2e-build");

const runStarted = Date.now();
const counts = { passed: 0, failed: 0, skipped: 0 };
const results = [];
let running;

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** Runs a command with inherited output; resolves to its exit code (killed after `timeoutMs`). */
function run(command, args, { env = {}, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    running = child;
    const timer = setTimeout(() => {
      console.error(`\n[test] timed out after ${formatDuration(timeoutMs)}: stopping`);
      process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Adds the run's test counts; a failed run that reported no failing test still counts as one failure. */
function countTests(exitCode, report) {
  counts.passed += report?.passed ?? 0;
  counts.skipped += report?.skipped ?? 0;
  const failed = report?.failed ?? 0;
  counts.failed += exitCode !== 0 && failed === 0 ? 1 : failed;
}

function vitestCounts(file = vitestJson) {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts() {
  const stats = readJson(playwrightJson)?.stats;
  if (!stats) return null;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function readLines(file) {
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}

function showTail(file, count) {
  const lines = readLines(file);
  if (lines.length === 0) return;
  console.error(`\n── last ${Math.min(count, lines.length)} lines of ${path.relative(root, file)} ──`);
  for (const line of lines.slice(-count)) console.error(line);
}

/** The failed tests' log lines (each line names its test: "file > suite > test"), else the log's tail. */
function showVitestLog() {
  const failed = new Set(
    (readJson(vitestJson)?.testResults ?? []).flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => [path.relative(root, file.name), ...test.ancestorTitles, test.title].join(" > ")),
    ),
  );
  const testOf = (line) => {
    try {
      return JSON.parse(line).test;
    } catch {
      return undefined;
    }
  };
  const lines = readLines(vitestLog).filter((line) => failed.has(testOf(line)));
  if (lines.length === 0) return showTail(vitestLog, 40);
  console.error(`\n── the failed tests' lines in ${path.relative(root, vitestLog)} ──`);
  for (const line of lines.slice(-80)) console.error(line);
}

/** Browser tests that passed only on a retry: "file › title". */
function retriedTests() {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === "flaky")) names.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(playwrightJson)?.suites ?? []) walk(suite);
  return names;
}

/**
 * Starts a command whose output is kept, not shown, and stopped if this run exits first (or after `timeoutMs`).
 * Resolves to its exit code, output and duration.
 */
function startInBackground(command, args, { env = {}, nice = 0, timeoutMs } = {}) {
  const started = Date.now();
  const [file, argv] = nice > 0 ? ["nice", ["-n", String(nice), command, ...args]] : [command, args];
  const child = spawn(file, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  const timer =
    timeoutMs &&
    setTimeout(() => {
      output.push(Buffer.from(`\n[test] timed out after ${formatDuration(timeoutMs)}: stopped\n`));
      stop();
    }, timeoutMs);
  return new Promise((resolve) => {
    child.on("error", (error) => output.push(Buffer.from(`could not start ${command}: ${error.message}\n`)));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      process.off("exit", stop);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString(), ms: Date.now() - started });
    });
  });
}

/**
 * Builds the app for the browser tests at low priority while the steps before them run: typecheck uses one core
 * and vitest leaves moments idle, so the build mostly costs no time of its own.
 */
function startBuild() {
  return startInBackground(bin("react-router"), ["build"], { env: { NIVASA_BUILD_DIR: e2eBuildDir }, nice: 15 });
}

const build = withE2e ? startBuild() : null;

/** Waits for the build startBuild() began; a failed one fails the step with its output. */
async function awaitBuild() {
  const { code, output, ms } = await build;
  if (code !== 0) throw new Error(`${output}\n[test] the app build failed`);
  console.log(
    `[test] built into ${path.relative(root, e2eBuildDir)} in ${formatDuration(ms)}, beside the steps before`,
  );
}

const steps = [
  { name: "route types", command: bin("react-router"), args: ["typegen"], timeoutMs: 120_000 },
  {
    // Side by side: tsc and dependency-cruiser use one core each, biome is quick; the layer rule reads route types.
    together: [
      { name: "typecheck", command: bin("tsc"), args: ["--noEmit"], timeoutMs: 300_000 },
      { name: "lint", command: bin("biome"), args: ["check", "."], timeoutMs: 120_000 },
      {
        name: "layers (dependency-cruiser)",
        command: bin("depcruise"),
        args: ["app", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
        timeoutMs: 180_000,
      },
    ],
  },
  {
    name: "PostgreSQL 15",
    // Best effort: without the binaries the PostgreSQL suites are skipped with the reason printed.
    action: () => {
      const problem = ensurePostgres();
      if (problem) console.log(`[test] ${problem}: PostgreSQL integration suites will be skipped`);
    },
  },
  {
    name: "unit + integration (vitest)",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    env: { NIVASA_TEST_LOG: vitestLog },
    timeoutMs: 25 * 60_000,
    counts: vitestCounts,
    log: vitestLog,
    onFailure: showVitestLog,
  },
  ...(withE2e
    ? [
        { name: "Chromium", action: ensureChromium },
        { name: "app build (browser tests)", action: awaitBuild },
        {
          name: "browser (playwright)",
          command: bin("playwright"),
          args: ["test"],
          env: {
            E2E_JSON_REPORT: playwrightJson,
            E2E_LOG_FILE: e2eServerLog,
            E2E_BUILD_DIR: e2eBuildDir,
            E2E_SKIP_BUILD: "1",
          },
          timeoutMs: 40 * 60_000,
          counts: playwrightCounts,
          log: e2eServerLog,
          onFailure: () => showTail(e2eServerLog, 60),
        },
        {
          // Two instances of the build the browser tests just made, behind nginx (tests/proxy/proxy.test.ts).
          name: "reverse proxy (nginx)",
          command: bin("vitest"),
          args: [
            "run",
            "--config",
            "tests/proxy/vitest.config.ts",
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${proxyJson}`,
          ],
          timeoutMs: 5 * 60_000,
          counts: () => vitestCounts(proxyJson),
        },
      ]
    : []),
];

function printSummary() {
  console.log("\n── npm test ──");
  for (const { name, ok, ms } of results) {
    console.log(`${ok ? "✓" : "✗"} ${name.padEnd(30)} ${formatDuration(ms)}`);
  }
  console.log(`  ${"total".padEnd(30)} ${formatDuration(Date.now() - runStarted)}`);
  const logs = steps.filter((step) => step.log && results.some((r) => r.name === step.name));
  if (logs.length > 0) console.log(`  app logs: ${logs.map((step) => path.relative(root, step.log)).join(", ")}`);
  for (const name of retriedTests()) console.log(`! passed on retry: ${name}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (running) process.kill(-running.pid, "SIGTERM");
    process.exit(130);
  });
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Runs one step with its output shown; resolves to whether it passed (test counts and failures are added up). */
async function runStep(step) {
  if (step.action) {
    try {
      await step.action();
      return true;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      counts.failed += 1;
      return false;
    }
  }
  const exitCode = await run(step.command, step.args, step);
  if (step.counts) countTests(exitCode, step.counts());
  else if (exitCode !== 0) counts.failed += 1;
  return exitCode === 0;
}

/** Runs commands side by side, each one's output shown as it finishes; their names in the summary start with "‖". */
async function runTogether(together) {
  const outcomes = await Promise.all(
    together.map(async (step) => {
      const { code, output, ms } = await startInBackground(step.command, step.args, step);
      console.log(`\n▶ ${step.name} (${formatDuration(ms)})${output.trim() ? `\n${output.trimEnd()}` : ""}`);
      if (code !== 0) counts.failed += 1;
      return { name: `‖ ${step.name}`, ok: code === 0, ms };
    }),
  );
  results.push(...outcomes);
  return outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
}

/** Stops the run after a failed step, with the summary. */
function stopAfter(name, onFailure) {
  onFailure?.();
  console.error(`\n✗ ${name} failed: stopping here.`);
  printSummary();
  process.exit(1);
}

for (const step of steps) {
  if (step.together) {
    const failed = await runTogether(step.together);
    if (failed.length > 0) stopAfter(failed.join(", "));
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const ok = await runStep(step);
  results.push({ name: step.name, ok, ms: Date.now() - started });
  if (!ok) stopAfter(step.name, step.onFailure);
}

printSummary();
