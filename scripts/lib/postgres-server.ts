// Starts a throwaway PostgreSQL 15 server from the Debian binaries, for integration tests and benchmarks.
// Each server lives in its own temp folder (nivasa-pg-<label>-XXXX) with an owner.pid file naming the
// Node process that started it; folders whose owner is gone (a killed run) are stopped and removed on
// the next start.
import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { processAlive } from "../../app/lib/process-alive.server";

const run = promisify(execFile);

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
/** Ports tried first, in order, before asking the OS for any free port. */
const PREFERRED_PORTS = Array.from({ length: 10 }, (_, i) => 54330 + i);
const DIR_PREFIX = "nivasa-pg-";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/nivasa (trust auth, no password). */
  url: string;
  /** URL of the same server for another database on it. */
  urlFor(database: string): string;
  port: number;
  /** Stops the server and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  /** A fixed port; by default the first free one of 54330-54339, else any free port. */
  port?: number;
  /** Names the temp folder (nivasa-pg-<label>-…), e.g. "vitest" or "bench". */
  label?: string;
  /** Extra postgresql.conf settings, overriding the test defaults (e.g. { shared_buffers: "512MB" }). */
  settings?: Record<string, string | number>;
}

const TEST_SETTINGS: Record<string, string | number> = {
  listen_addresses: "'127.0.0.1'",
  max_connections: 100,
  shared_buffers: "128MB",
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  jit: "off",
  max_wal_size: "1GB",
  log_min_messages: "warning",
  log_min_error_statement: "panic",
};

const isRoot = () => process.getuid?.() === 0;

/** Whether startPostgres() can work on this machine, with the reason when it cannot. */
export function postgresAvailable(binDir = POSTGRES_BIN_DIR): { ok: boolean; reason?: string } {
  for (const binary of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(path.join(binDir, binary))) {
      return { ok: false, reason: `PostgreSQL 15 binaries not found at ${binDir} (no ${binary})` };
    }
  }
  if (isRoot()) {
    if (spawnSync("id", ["-u", "postgres"]).status !== 0) {
      return { ok: false, reason: "running as root but there is no 'postgres' user to run the server as" };
    }
    if (spawnSync("runuser", ["--help"]).error) return { ok: false, reason: "running as root but runuser is missing" };
  }
  return { ok: true };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (the server refuses to run as root). */
async function runBinary(binDir: string, binary: string, args: string[], cwd: string): Promise<void> {
  const file = path.join(binDir, binary);
  const [command, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  await run(command, argv, { cwd, timeout: 120_000 });
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Stops and removes servers left behind by runs whose Node process no longer exists. */
export async function removeStaleServers(tmpRoot = os.tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of readdirSync(tmpRoot)) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(tmpRoot, name);
    const owner = readPid(path.join(dir, "owner.pid"));
    if (owner !== null && processAlive(owner)) continue;
    const postmaster = readPid(path.join(dir, "data", "postmaster.pid"));
    if (postmaster !== null && processAlive(postmaster)) {
      process.kill(postmaster, "SIGQUIT"); // immediate shutdown
      await waitForExit(postmaster, 10_000);
    }
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Runs one statement on the server at `serverUrl` over a connection of its own (CREATE DATABASE, DROP DATABASE). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port the OS has free on 127.0.0.1 now. */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function candidatePorts(fixed?: number): Promise<number[]> {
  if (fixed) return [fixed];
  const free: number[] = [];
  for (const port of PREFERRED_PORTS) if (await portFree(port)) free.push(port);
  return [...free.slice(0, 3), await anyFreePort()];
}

function formatSettings(settings: Record<string, string | number>): string {
  return Object.entries(settings)
    .map(([key, value]) => `${key} = ${value}`)
    .join("\n");
}

/** Starts a fresh PostgreSQL server with an empty database `nivasa`, listening only on 127.0.0.1. */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const available = postgresAvailable();
  if (!available.ok) throw new Error(available.reason);
  await removeStaleServers();

  const label = (options.label ?? "server").replace(/[^a-z0-9-]/gi, "-");
  const dir = mkdtempSync(path.join(os.tmpdir(), `${DIR_PREFIX}${label}-`));
  writeFileSync(path.join(dir, "owner.pid"), `${process.pid}\n`);
  if (isRoot()) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  let started = false;
  const removeFolder = () => rmSync(dir, { recursive: true, force: true });
  const stopNow = () => {
    if (started) {
      const ctl = path.join(POSTGRES_BIN_DIR, "pg_ctl");
      const args = ["-D", dataDir, "-m", "immediate", "-w", "stop"];
      if (isRoot()) spawnSync("runuser", ["-u", "postgres", "--", ctl, ...args], { cwd: dir, stdio: "ignore" });
      else spawnSync(ctl, args, { cwd: dir, stdio: "ignore" });
      started = false;
    }
    removeFolder();
  };
  process.once("exit", stopNow);

  try {
    await runBinary(
      POSTGRES_BIN_DIR,
      "initdb",
      ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync", "--no-instructions"],
      dir,
    );
    const settings = { ...TEST_SETTINGS, unix_socket_directories: `'${dir}'`, ...options.settings };
    writeFileSync(path.join(dataDir, "postgresql.auto.conf"), `${formatSettings(settings)}\n`);

    let port: number | undefined;
    let lastError: unknown;
    for (const candidate of await candidatePorts(options.port)) {
      try {
        await runBinary(
          POSTGRES_BIN_DIR,
          "pg_ctl",
          ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", `-p ${candidate}`, "start"],
          dir,
        );
        port = candidate;
        break;
      } catch (error) {
        lastError = error;
      }
    }
    if (port === undefined) {
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`PostgreSQL did not start: ${String(lastError)}\n${log}`);
    }
    started = true;

    const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const admin = new pg.Client({ connectionString: urlFor("postgres") });
    await admin.connect();
    try {
      await admin.query("CREATE DATABASE nivasa");
    } finally {
      await admin.end();
    }

    return {
      url: urlFor("nivasa"),
      urlFor,
      port,
      stop: async () => {
        process.removeListener("exit", stopNow);
        if (started) {
          await runBinary(POSTGRES_BIN_DIR, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"], dir).catch(() =>
            stopNow(),
          );
          started = false;
        }
        removeFolder();
      },
    };
  } catch (error) {
    process.removeListener("exit", stopNow);
    stopNow();
    throw error;
  }
}
