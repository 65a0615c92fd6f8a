import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

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
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { vite, build, load: async <Module>(file: string) => (await vite.ssrLoadModule(file)) as Module };
}
