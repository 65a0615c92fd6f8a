import { describe, expect, it, vi } from "vitest";
import { clearCookie, secureCookies, setCookie } from "./cookies.server";

// Read by config() on first use.
vi.stubEnv("PUBLIC_URL", "http://localhost:3000");

describe("the app's cookies", () => {
  it("are Secure only when the site is served over https", () => {
    expect(secureCookies("https://nivasa.in")).toBe(true);
    expect(secureCookies("http://localhost:3000")).toBe(false);
  });

  it("cover the whole site, SameSite=Lax, HttpOnly only when asked (here over http: not Secure)", () => {
    expect(setCookie("nv_own", "1", { maxAge: 10, httpOnly: true })).toBe(
      "nv_own=1; Path=/; Max-Age=10; SameSite=Lax; HttpOnly",
    );
    expect(clearCookie("nv_in")).toBe("nv_in=; Path=/; Max-Age=0; SameSite=Lax");
  });
});
