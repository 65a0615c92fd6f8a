import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
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
