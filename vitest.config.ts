import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { defineConfig } from "vitest/config";

/** The run's log: the app's log lines and what tests print, each naming its test (app/testing/test-log.server.ts). */
const testLog = path.resolve(process.env.NIVASA_TEST_LOG ?? ".tmp/test-logs/vitest.log");

const TEST_FILES = ["app/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * What makes a test file depend on state that outlives it in a worker: a database, the test helpers (which install
 * the app's singletons: job queue, storage, mailer, senders), replaced modules, environment, timers or logger.
 */
const NEEDS_ISOLATION =
  /describeEachDatabase|describeRouteSuite|\btesting\/|vi\.(mock|doMock|resetModules|stubEnv|stubGlobal|useFakeTimers)|process\.env\.\w+ *=[^=]|delete process\.env|installLogger|captureLogLines|openPglite|openPostgres/;
/** Pure unit tests: they share their worker's modules (isolate: false), importing each library once, not per file. */
const unitFiles = ["app", "scripts"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith(".test.ts") && !NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["app/testing/test-log.server.ts"],
    env: { NIVASA_TEST_LOG: testLog },
    // What a test prints (console) goes to the run's log with the test's name, not to the output.
    onConsoleLog(log, type, entity) {
      const test =
        entity && "fullName" in entity ? `${entity.module.relativeModuleId} > ${entity.fullName}` : undefined;
      const module = entity?.type === "module" ? entity.relativeModuleId : undefined;
      appendFileSync(
        testLog,
        `${JSON.stringify({ test: test ?? module, level: `console.${type}`, msg: stripVTControlCharacters(log).trimEnd() })}\n`,
      );
      return false;
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Forked processes, two at a time on these 2-core machines. An integration file gets a fresh one (isolate): its
    // in-memory PGlite heaps and the singletons it installed go away with it, so memory stays bounded.
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: unitFiles, isolate: false, globalSetup: ["scripts/lib/vitest-test-log.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: TEST_FILES,
          exclude: unitFiles,
          globalSetup: ["scripts/lib/vitest-test-log.ts", "scripts/lib/vitest-global-setup.ts"],
        },
      },
    ],
  },
});
