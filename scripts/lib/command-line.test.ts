import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The scripts one runs by hand or through npm, each with what its usage line names. */
const SCRIPTS = [
  ["scripts/bench.ts", "npm run bench"],
  ["scripts/lighthouse.ts", "npm run lighthouse"],
  ["scripts/user-role.ts", "npm run user:role"],
  ["scripts/db-seed.ts", "npm run db:seed"],
  ["scripts/db-migrate.ts", "npm run db:migrate"],
  ["scripts/jobs-worker.ts", "npm run jobs:worker"],
  ["scripts/fake-firecrawl.ts", "npm run fake-firecrawl"],
  ["scripts/test.mjs", "npm test"],
  ["scripts/lib/ensure-chromium.mjs", "node scripts/lib/ensure-chromium.mjs"],
  ["scripts/lib/ensure-postgres.mjs", "node scripts/lib/ensure-postgres.mjs"],
] as const;

function run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...loader, script, ...args],
      // An unset DATABASE_URL and a throwaway DATA_DIR: were an option ignored, nothing real would be touched.
      {
        cwd: ROOT,
        timeout: 60_000,
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: "/nonexistent/nivasa-cli-test" },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe("the scripts' command lines", () => {
  it.concurrent.each(SCRIPTS)(
    "%s --help prints its usage and exits 0",
    async (script, command) => {
      const { code, stdout, stderr } = await run(script, ["--help"]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      expect(stdout).toMatch(new RegExp(`^Usage: ${command.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "m"));
    },
    60_000,
  );

  // They share one reader (scripts/lib/command-line.mjs): a few of them stand for all.
  it.concurrent.each(["scripts/test.mjs", "scripts/fake-firecrawl.ts", "scripts/lib/ensure-postgres.mjs"])(
    "%s refuses an unknown option with the usage and exit code 2",
    async (script) => {
      const { code, stdout, stderr } = await run(script, ["--no-such-option"]);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(/^Unknown option '--no-such-option'/);
      expect(stderr).toMatch(/^Usage: /m);
      expect(stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );

  it.concurrent.each([
    ["scripts/bench.ts", ["--brands", "many"], "--brands must be a whole number"],
    ["scripts/user-role.ts", ["someone@example.com"], "Give the account's email and the role to set."],
  ])(
    "%s %j: says what is wrong, with the usage, exit code 2",
    async (script, args, problem) => {
      const { code, stderr } = await run(script, args);
      expect(code).toBe(2);
      expect(stderr.startsWith(problem)).toBe(true);
      expect(stderr).toMatch(/^Usage: /m);
    },
    60_000,
  );
});
