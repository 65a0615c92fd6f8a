import { z } from "zod";

/** Longer targets are refused: no page of ours needs one, and they end up in Location headers and logs. */
export const MAX_REDIRECT_LENGTH = 2000;

const PARSE_BASE = "http://nivasa.invalid";
// Encoded slashes and backslashes in the path: a proxy or router that decodes them sees "//host" or "/\host".
const ENCODED_SEPARATOR = /%(2f|5c)/i;
// A path a browser reads as another host: "//host", "/\host" (and "\/host", "\\host").
const OTHER_HOST = /^[/\\]{2}/;

/** C0 controls, space, DEL and C1 controls: URL parsers strip some of them, so "/\t/evil" becomes "//evil". */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/**
 * The same-site path `value` names, normalised (dot segments resolved), or null when it is anything else:
 * absolute or protocol-relative URLs, backslash forms, encoded separators, control characters or whitespace,
 * `javascript:` and other schemes, or a path whose normalised form would name another host. Every redirect
 * to a target that came from a user goes through this.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith("/") || OTHER_HOST.test(value) || value.includes("\\")) return null;
  if (hasControlOrSpace(value) || ENCODED_SEPARATOR.test(pathPart(value))) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//host" and "/a/..//host" normalise to "//host": check the result, not only the input.
  return OTHER_HOST.test(path) || path.includes("\\") ? null : path;
}

/** `value` when it is a safe same-site path (normalised), otherwise `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  return safeLocalPath(value) ?? fallback;
}

/** The form field `redirectTo`: a safe same-site path, or undefined (absent, empty or unsafe). */
export const redirectToField = z
  .unknown()
  .transform((value) => safeLocalPath(value) ?? undefined)
  .optional();
