import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["scripts/lib/vitest-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each test file runs in a fresh forked process (isolate), two at a time on these 2-core machines:
    // every file's in-memory PGlite heaps go away with its process, so memory stays bounded.
    pool: "forks",
    maxWorkers: 2,
  },
});
