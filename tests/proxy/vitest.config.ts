// The reverse-proxy test (tests/proxy): two production instances behind nginx. `npm test` runs it after the browser
// tests, on their production build; on its own: `npx vitest run --config tests/proxy/vitest.config.ts`.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/proxy/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
