// Builds the production app into a private folder and runs scripts/start.mjs on it, for the bench and
// Lighthouse. The server runs in its own process group so it (and anything it spawns) stops with us.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { runOnSupportedNode } from "../lib/supported-node.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npx react-router build` of the sources in `root` into `buildDir` (inside `root`, so the server resolves node_modules). */
export function buildApp(buildDir: string, root = ROOT): void {
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    env: { ...process.env, NIVASA_BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status ?? result.signal})`);
  console.log(`build: ${path.relative(root, buildDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function hasBuild(buildDir: string): boolean {
  return existsSync(path.join(buildDir, "server/index.js"));
}

export interface AppServer {
  origin: string;
  /** SIGTERM (the graceful shutdown), SIGKILL if it lingers; resolves once the server has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would; resolves once the server has exited. */
  kill(): Promise<void>;
  /** The server's output so far (its last 200 chunks). */
  output(): string;
}

export interface StartAppOptions {
  buildDir: string;
  port: number;
  /** The checkout whose scripts/start.mjs serves the build (default: this one). */
  root?: string;
  /** Extra arguments for node, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
  env: Record<string, string>;
  /** Give up if the server is not answering after this long. */
  readyTimeoutMs?: number;
}

/** Starts `node scripts/start.mjs` on 127.0.0.1:`port` and waits until it answers. */
export async function startApp(options: StartAppOptions): Promise<AppServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "scripts/start.mjs"], {
    cwd: options.root ?? ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NIVASA_BUILD_DIR: options.buildDir,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      PUBLIC_URL: origin,
      ...options.env,
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = () => stopProcessGroup(child);
  const kill = () => stopProcessGroup(child, "SIGKILL");
  try {
    await waitUntilAnswering(`${origin}/robots.txt`, child, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join("").slice(-4000)}`);
  }
  return { origin, stop, kill, output: () => output.join("") };
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM to the group (start.mjs closes its database), SIGKILL if it lingers; or SIGKILL at once. */
async function stopProcessGroup(child: ChildProcess, first: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal(first);
  const timer = setTimeout(() => signal("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs `cleanup` once on normal exit, Ctrl-C or SIGTERM; returns a function that runs it now. */
function onShutdown(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const run = () => {
    done ??= cleanup().catch((error) => console.error("cleanup failed:", error));
    return done;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void run().then(() => process.exit(130));
    });
  }
  return run;
}

/**
 * Runs a script's `main`, giving it `atExit` to register what it starts (servers, folders, browsers);
 * those are stopped in reverse order when main ends, fails, or the run is interrupted. On a Node older than
 * Nivasa's (22.12) the whole script runs again on Node 22, so its servers run on the runtime Nivasa runs on.
 */
export async function runScript(main: (atExit: (stop: () => Promise<void>) => void) => Promise<void>): Promise<void> {
  runOnSupportedNode();
  const stops: (() => Promise<void>)[] = [];
  const cleanup = onShutdown(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  try {
    await main((stop) => stops.push(stop));
  } finally {
    await cleanup();
  }
}
