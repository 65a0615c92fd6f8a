import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one cached script (~4.5 KB compressed) instead of the matched routes' part inlined
  // in every page: React Router matched every route against each parent path of the URL to write it, ~4 % of an
  // uncached render, and ~5 KB of each page's HTML. Client-side navigation needs no /__manifest request first.
  routeDiscovery: { mode: "initial" },
  // Parallel builds (tests, bench) can each use their own output folder.
  buildDirectory: process.env.NIVASA_BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
