import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedSessionToken } from "./session-cookie.server";

const settings = { name: "nivasa.session_token", secret: "a-secret-of-the-test-only" };
const signature = (token: string, secret = settings.secret) =>
  createHmac("sha256", secret).update(token).digest("base64");
const cookie = (value: string, name = settings.name) => `theme=dark; ${name}=${encodeURIComponent(value)}; nv_in=1`;

describe("signedSessionToken: the token of better-auth's signed session cookie", () => {
  it("gives the token of a cookie signed with the secret", () => {
    expect(signedSessionToken(cookie(`tok123.${signature("tok123")}`), settings)).toBe("tok123");
  });

  it("refuses a signature made with another secret, a changed token, another alphabet or no signature", () => {
    const good = signature("tok123");
    expect(signedSessionToken(cookie(`tok123.${signature("tok123", "another")}`), settings)).toBeNull();
    expect(signedSessionToken(cookie(`tok124.${good}`), settings)).toBeNull();
    // A token whose signature has `+` or `/`, spelled in the URL-safe alphabet: better-call refuses it, so must this.
    const token = Array.from({ length: 100 }, (_, i) => `tok${i}`).find((t) => /[+/]/.test(signature(t))) ?? "";
    const urlSafe = signature(token).replaceAll("+", "-").replaceAll("/", "_");
    expect(signedSessionToken(cookie(`${token}.${urlSafe}`), settings)).toBeNull();
    expect(signedSessionToken(cookie(`${token}.${signature(token)}`), settings)).toBe(token);
    expect(signedSessionToken(cookie("tok123"), settings)).toBeNull();
    expect(signedSessionToken(cookie(`.${signature("")}`), settings)).toBeNull();
  });

  it("reads only the cookie of its name, the first one, and nothing from an undecodable value", () => {
    const signed = `tok123.${signature("tok123")}`;
    expect(signedSessionToken(cookie(signed, "other.session_token"), settings)).toBeNull();
    expect(signedSessionToken(`${settings.name}=forged.x; ${cookie(signed)}`, settings)).toBeNull();
    expect(signedSessionToken(`${settings.name}=%E0%A4`, settings)).toBeNull();
    expect(signedSessionToken(null, settings)).toBeNull();
  });
});
