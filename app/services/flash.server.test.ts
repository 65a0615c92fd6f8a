import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashToast, readFlashToast } from "./flash.server";

/** What a browser sends back after receiving `setCookie`. */
function requestWith(setCookie: string, extra = "theme=dark"): Request {
  const pair = setCookie.split(";")[0];
  return new Request("http://localhost/", { headers: { Cookie: `${extra}; ${pair}` } });
}

describe("flash toasts", () => {
  it("round-trips a toast through the cookie and clears it once read", () => {
    const init = flashToast(undefined, {
      type: "success",
      title: "Welcome back!",
      description: "Räume & ₹ survive; so do ; and =",
    });
    const setCookie = new Headers(init.headers).get("Set-Cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${FLASH_COOKIE}=`));
    expect(setCookie).toContain("Max-Age=60");

    const { toast, headers } = readFlashToast(requestWith(setCookie));
    expect(toast).toEqual({ type: "success", title: "Welcome back!", description: "Räume & ₹ survive; so do ; and =" });
    expect(headers.get("Set-Cookie")).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Max-Age=0`));
  });

  it("keeps headers already on the response, such as a session cookie", () => {
    const existing = new Headers({ "Set-Cookie": "session=abc; Path=/" });
    const init = flashToast(existing, { type: "info", title: "Signed out" });
    expect(new Headers(init.headers).getSetCookie()).toHaveLength(2);

    const withStatus = flashToast({ status: 302, headers: { Location: "/" } }, { type: "error", title: "Error" });
    expect(withStatus.status).toBe(302);
    expect(new Headers(withStatus.headers).get("Location")).toBe("/");
  });

  it("ignores a missing or tampered cookie", () => {
    expect(readFlashToast(new Request("http://localhost/")).toast).toBeNull();
    const forged = readFlashToast(requestWith(`${FLASH_COOKIE}=not-json`));
    expect(forged.toast).toBeNull();
    expect(forged.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const wrongShape = Buffer.from(JSON.stringify({ type: "evil", title: "x" })).toString("base64url");
    expect(readFlashToast(requestWith(`${FLASH_COOKIE}=${wrongShape}`)).toast).toBeNull();
  });

  it("rejects an empty title at the call site", () => {
    expect(() => flashToast(undefined, { type: "info", title: "" })).toThrow();
  });
});
