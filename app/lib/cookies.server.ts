import { config } from "~/config.server";

export interface CookieOptions {
  /** Seconds the cookie lives; 0 deletes it. */
  maxAge: number;
  /** Hidden from the page's scripts: leave it off only for cookies the browser code reads. */
  httpOnly?: boolean;
}

/**
 * Whether cookies are sent only over https: when the site is served over https (PUBLIC_URL). The same rule
 * decides for better-auth's session cookies (auth.server.ts), so a visitor's cookies are all Secure or none are.
 */
export function secureCookies(publicUrl = config().PUBLIC_URL): boolean {
  return new URL(publicUrl).protocol === "https:";
}

/** The Set-Cookie value of every cookie the app sets itself: the whole site, SameSite=Lax, Secure under https. */
export function setCookie(name: string, value: string, { maxAge, httpOnly = false }: CookieOptions): string {
  const attributes = [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "SameSite=Lax"];
  if (httpOnly) attributes.push("HttpOnly");
  if (secureCookies()) attributes.push("Secure");
  return attributes.join("; ");
}

/** The Set-Cookie value that deletes a cookie set by setCookie. */
export function clearCookie(name: string): string {
  return setCookie(name, "", { maxAge: 0 });
}
