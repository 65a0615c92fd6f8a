/**
 * Vitest set-up file (vitest.config.ts): the app's log lines go to the run's log file (NIVASA_TEST_LOG), each
 * naming the test that wrote it, instead of the run's output; scripts/test.mjs shows a failed test's lines.
 * Tests that read log lines install their own logger (installLogger) over this one.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import type { DestinationStream } from "pino";
import { afterEach, beforeEach, expect } from "vitest";
import { createLogger, installLogger, type Logger } from "~/lib/logger.server";

const file = process.env.NIVASA_TEST_LOG;
const testFile = path.relative(process.cwd(), expect.getState().testPath ?? "");
/** "<file> > <test>" while a test runs, the file alone in its suites' set-up and clean-up. */
let writer = testFile;

/** Each line gets the test that wrote it as `"test"`, first. */
function testLogFile(logFile: string): DestinationStream {
  return { write: (line: string) => appendFileSync(logFile, `{"test":${JSON.stringify(writer)},${line.slice(1)}`) };
}

const testLogger: Logger | undefined = file
  ? createLogger({
      level: process.env.LOG_LEVEL ?? "info",
      destination: testLogFile(file),
      instance: `vitest:${process.pid}`,
    })
  : undefined;

/** The logger writing to the run's log file, for another copy of the app's modules (app-build.server.ts). */
export function runLogger(): Logger | undefined {
  return testLogger;
}

/** After `vi.resetModules()`: the app's fresh copy of the logger writes to the run's log file too. */
export async function logFreshModulesToRun(): Promise<void> {
  if (testLogger) (await import("~/lib/logger.server")).installLogger(testLogger);
}

/** Log lines the app writes until `stop()`, parsed (for tests of what is logged, at which level). */
export function captureLogLines(): { lines: Record<string, unknown>[]; stop(): void } {
  const lines: Record<string, unknown>[] = [];
  installLogger(
    createLogger({ level: "debug", destination: { write: (line: string) => lines.push(JSON.parse(line)) } }),
  );
  return { lines, stop: () => installLogger(testLogger ?? createLogger()) };
}

if (testLogger) {
  installLogger(testLogger);
  beforeEach(({ task }) => {
    writer = task.fullName;
  });
  afterEach(() => {
    writer = testFile;
  });
}
