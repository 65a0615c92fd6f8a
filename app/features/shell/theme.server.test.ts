import { describe, expect, it } from "vitest";
import { readCookie } from "~/lib/cookies";
import { parseTheme } from "~/lib/theme";
import { readTheme, themeCookie } from "./theme.server";

const request = (cookie?: string) => new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {});

describe("theme cookie", () => {
  it("defaults to system when nothing is saved", () => {
    expect(readTheme(request())).toBe("system");
    expect(readTheme(request("other=1"))).toBe("system");
  });

  it("reads a saved light or dark choice among other cookies", () => {
    expect(readTheme(request("a=1; theme=dark; b=2"))).toBe("dark");
    expect(readTheme(request("theme=light"))).toBe("light");
    expect(readTheme(request("mytheme=dark; theme=system"))).toBe("system");
  });

  it("treats an unknown value as system", () => {
    expect(readTheme(request("theme=purple"))).toBe("system");
    expect(parseTheme(undefined)).toBe("system");
  });

  it("writes a year-long cookie the next request reads back", () => {
    const cookie = themeCookie("dark");
    expect(cookie).toContain("Max-Age=31536000");
    expect(readCookie(cookie.split(";")[0], "theme")).toBe("dark");
  });
});
