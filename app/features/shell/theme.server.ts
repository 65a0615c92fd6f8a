import { readCookie } from "~/lib/cookies";
import { setCookie } from "~/lib/cookies.server";
import { parseTheme, THEME_COOKIE, type Theme } from "~/lib/theme";

/** The visitor's saved theme; anything missing or unknown means "system". */
export function readTheme(request: Request): Theme {
  return parseTheme(readCookie(request.headers.get("Cookie"), THEME_COOKIE));
}

/** One year; the choice is a preference, not a secret (readable by the page script). */
export function themeCookie(theme: Theme): string {
  return setCookie(THEME_COOKIE, theme, { maxAge: 365 * 24 * 60 * 60 });
}
