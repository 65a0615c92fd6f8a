import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { resolveAuthSecret } from "./auth.server";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "nivasa-secret-test-"));

describe("auth secret", () => {
  it("uses BETTER_AUTH_SECRET when set", () => {
    const cfg = readConfig({ DATA_DIR: freshDir(), BETTER_AUTH_SECRET: "a-very-long-configured-secret" });
    expect(resolveAuthSecret(cfg)).toBe("a-very-long-configured-secret");
  });

  it("on the embedded database generates one secret and keeps it in DATA_DIR across restarts", () => {
    const dataDir = freshDir();
    const first = resolveAuthSecret(readConfig({ DATA_DIR: dataDir, NODE_ENV: "production" }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(resolveAuthSecret(readConfig({ DATA_DIR: dataDir, NODE_ENV: "production" }))).toBe(first);
  });

  it("refuses to run production on PostgreSQL without a configured secret", () => {
    const cfg = readConfig({ DATA_DIR: freshDir(), NODE_ENV: "production", DATABASE_URL: "postgres://db/nivasa" });
    expect(() => resolveAuthSecret(cfg)).toThrow(/BETTER_AUTH_SECRET is not set/);
  });
});
