import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { defineConfig } from "vitest/config";

/** The run's log: the app's log lines and what tests print, each naming its test (app/testing/test-log.server.ts). */
const testLog = path.resolve(process.env.NIVASA_TEST_LOG ?? ".tmp/test-logs/vitest.log");

const TEST_FILES = ["app/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * What a test file leaves behind in a worker beyond its own databases and helpers: replaced modules, environment,
 * timers or logger. Such a file gets a fresh process.
 */
const LEAVES_STATE =
  /vi\.(mock|doMock|resetModules|stubEnv|stubGlobal|useFakeTimers)|process\.env\.\w+ *=[^=]|delete process\.env|Object\.assign\(process\.env|installLogger|captureLogLines/;
/** A database, or the test helpers (which install the app's singletons: job queue, storage, mailer, senders). */
const USES_DATABASE = /describeEachDatabase|describeRouteSuite|\btesting\/|openPglite|openPostgres/;
/** Database files that also spy on modules or load a second copy of the app through Vite get a fresh process too. */
const OWN_PROCESS = /vi\.spyOn|loadAppBuild/;
const testFiles = ["app", "scripts"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const filesWhere = (keep: (text: string) => boolean) =>
  testFiles.filter(({ text }) => keep(text)).map(({ file }) => file);
/** Pure unit tests: they share their worker's modules (isolate: false), importing each library once, not per file. */
const unitFiles = filesWhere((text) => !USES_DATABASE.test(text) && !LEAVES_STATE.test(text));
/**
 * Database suites that clean up after themselves: they share their worker's modules too. Each suite still opens
 * its own databases and installs (then removes) the singletons it needs, so only the app's code is loaded once.
 */
const sharedIntegrationFiles = filesWhere(
  (text) => USES_DATABASE.test(text) && !LEAVES_STATE.test(text) && !OWN_PROCESS.test(text),
);
const INTEGRATION_SETUP = ["scripts/lib/vitest-test-log.ts", "scripts/lib/vitest-global-setup.ts"];

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
    // Forked processes, two at a time on these 2-core machines. A file of the `integration` project gets a fresh one
    // (isolate): what it changed in its process goes away with it. The other projects' files share their worker's
    // loaded modules; their PGlite heaps go once a suite closes its databases.
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
          exclude: [...unitFiles, ...sharedIntegrationFiles],
          globalSetup: INTEGRATION_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-shared",
          include: sharedIntegrationFiles,
          isolate: false,
          globalSetup: INTEGRATION_SETUP,
        },
      },
    ],
  },
});
