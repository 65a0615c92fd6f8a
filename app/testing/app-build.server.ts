import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type * as LoggerModule from "~/lib/logger.server";
import { runLogger } from "~/testing/test-log.server";

export interface AppBuild {
  vite: ViteDevServer;
  /** The server build React Router serves: every route module of app/routes.ts, the root and entry.server. */
  build: ServerBuild;
  /** One of the app's own modules, the instance the build uses (not the test file's copy). */
  load<Module>(file: string): Promise<Module>;
}

/** Loads the app through Vite, as the development server does, for tests that send requests through it. */
export async function loadAppBuild(): Promise<AppBuild> {
  const vite = await createServer({
    // No HMR socket: its fixed port would clash between test files running side by side.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const load = async <Module>(file: string) => (await vite.ssrLoadModule(file)) as Module;
  // The app's copy of the logger writes to the run's log file too, not to the output.
  const logger = runLogger();
  if (logger) (await load<typeof LoggerModule>("/app/lib/logger.server.ts")).installLogger(logger);
  return { vite, build, load };
}
