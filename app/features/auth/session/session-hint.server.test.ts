import { describe, expect, it } from "vitest";
import {
  clearSessionHint,
  sessionCookieChange,
  sessionHintMiddleware,
  setSessionHint,
  staleSessionHint,
} from "./session-hint.server";

const SIGN_IN = "nivasa.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax";
const SIGN_OUT = "nivasa.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";

async function through(cookie: string | null, setCookies: string[] = []) {
  const request = new Request("http://127.0.0.1/brand/aura", cookie ? { headers: { cookie } } : {});
  const response = new Response("ok");
  for (const set of setCookies) response.headers.append("Set-Cookie", set);
  const out = (await sessionHintMiddleware(
    { request, params: {}, context: {} } as never,
    async () => response,
  )) as Response;
  return out.headers.getSetCookie().filter((set) => set.startsWith("nv_in="));
}

describe("session hint", () => {
  it("reads better-auth's session cookie being set or removed, secure prefix or not", () => {
    expect(sessionCookieChange([SIGN_IN])).toBe("set");
    expect(sessionCookieChange([`__Secure-${SIGN_IN}`, "nivasa.session_data=x; Path=/"])).toBe("set");
    expect(sessionCookieChange([SIGN_OUT])).toBe("cleared");
    expect(sessionCookieChange(["nivasa.session_token=abc; Max-Age=0; Path=/"])).toBe("cleared");
    expect(sessionCookieChange(["nv_flash=x; Path=/", "theme=dark"])).toBeNull();
  });

  it("is set with a sign-in, cleared with a sign-out, and left alone by everything else", async () => {
    expect(await through(null, [SIGN_IN])).toEqual([setSessionHint()]);
    expect(await through("nv_in=1; nivasa.session_token=abc", [SIGN_OUT])).toEqual([clearSessionHint()]);
    expect(await through(null, [SIGN_OUT])).toEqual([]);
    expect(await through(null)).toEqual([]);
    // A page shared with signed-in visitors arrives without the session cookie: the hint stays.
    expect(await through("nv_in=1; _ga=GA1")).toEqual([]);
    expect(setSessionHint()).not.toMatch(/HttpOnly/i);
  });

  it("is stale when /api/viewer finds nobody behind it", () => {
    const hinted = new Request("http://127.0.0.1/api/viewer", { headers: { cookie: "nv_in=1" } });
    expect(staleSessionHint(hinted, false)).toBe(true);
    expect(staleSessionHint(hinted, true)).toBe(false);
    expect(staleSessionHint(new Request("http://127.0.0.1/api/viewer"), false)).toBe(false);
  });
});
