import { readCookie } from "~/lib/cookies";
import { parseTheme, THEME_COOKIE, type Theme } from "~/lib/theme";

/** The visitor's saved theme; anything missing or unknown means "system". */
export function readTheme(request: Request): Theme {
  return parseTheme(readCookie(request.headers.get("Cookie"), THEME_COOKIE));
}
