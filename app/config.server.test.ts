import { describe, expect, it } from "vitest";
import { config, installConfig, perConfig, readConfig } from "./config.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["off", false],
    ["", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8, loopback", ["10.0.0.0/8", "loopback"]],
    ["::1,192.168.1.5", ["::1", "192.168.1.5"]],
  ])("%j → %j", (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["true", "*", "evil.example", "1, two"])("refuses %j (any client could name its own address)", (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("WhatsApp", () => {
  it("defaults to the Graph API and refuses a token without the phone number id it sends from", () => {
    expect(readConfig({})).toMatchObject({
      WHATSAPP_API_URL: "https://graph.facebook.com",
      WHATSAPP_API_VERSION: "v21.0",
    });
    expect(() => readConfig({ WHATSAPP_ACCESS_TOKEN: "token" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => readConfig({ WHATSAPP_API_VERSION: "21" })).toThrow(/WHATSAPP_API_VERSION/);
  });
});

describe("installConfig and perConfig", () => {
  it("rebuilds what was built from the configuration once another one is installed, and restores the first", () => {
    const dataDirOf = perConfig((cfg) => ({ dir: cfg.dataDir }));
    const first = readConfig({ DATA_DIR: "/srv/first" });
    const replaced = installConfig(first);
    try {
      const built = dataDirOf();
      expect(built).toEqual({ dir: "/srv/first" });
      expect(dataDirOf()).toBe(built);
      installConfig(readConfig({ DATA_DIR: "/srv/second" }));
      expect(dataDirOf()).toEqual({ dir: "/srv/second" });
      expect(installConfig(first)?.dataDir).toBe("/srv/second");
      expect(config()).toBe(first);
    } finally {
      installConfig(replaced);
    }
  });
});
