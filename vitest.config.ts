import { appendFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { defineConfig } from "vitest/config";

/** The run's log: the app's log lines and what tests print, each naming its test (app/testing/test-log.server.ts). */
const testLog = path.resolve(process.env.NIVASA_TEST_LOG ?? ".tmp/test-logs/vitest.log");

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["scripts/lib/vitest-global-setup.ts"],
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
    // Each test file runs in a fresh forked process (isolate), two at a time on these 2-core machines:
    // every file's in-memory PGlite heaps go away with its process, so memory stays bounded.
    pool: "forks",
    maxWorkers: 2,
  },
});
