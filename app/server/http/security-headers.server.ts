/**
 * Security headers on every response. Scripts are what the Content-Security-Policy guards: a
 * script runs only from this origin or, inline, when it carries the request's nonce. Inline styles stay
 * allowed (React style props, the toaster), images may come from anywhere over https (imported logos, a
 * storage CDN).
 *
 * Documents rendered by React get a fresh nonce per request (entry.server.tsx; components read it with
 * `useNonce()`). A page the page cache shares is the same bytes for every visitor, so a nonce in it would
 * be known to everyone: when a page is stored, its policy trades the nonce for the SHA-256 hashes of the
 * inline scripts it holds (`sharedPolicyOf`), which allow exactly those scripts and nothing injected.
 */
import { hash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { config } from "~/config.server";

export const CSP_HEADER = "Content-Security-Policy";

/** The policy, with `scriptSources` (a nonce or hashes) allowed for inline scripts. */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function cspNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The policy of a document rendered for one request. */
export function noncePolicy(nonce: string): string {
  return contentSecurityPolicy([`'nonce-${nonce}'`]);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/**
 * The policy for a stored copy of `html` that every visitor gets alike: the nonce replaced by the hashes of
 * the page's inline scripts. Returns `policy` unchanged when it holds no nonce.
 */
function sharedPolicy(policy: string, html: string): string {
  if (!policy.includes("'nonce-")) return policy;
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${hash("sha256", body, "base64")}'`);
  }
  return contentSecurityPolicy([...hashes]);
}

/**
 * `sharedPolicy` for a page's bytes. Only its script elements are decoded (React writes `<script` in lower
 * case; a script missed would be refused, never allowed): decoding a whole listing page took 0.4 ms.
 */
export function sharedPolicyOf(policy: string, page: Uint8Array): string {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const scripts: string[] = [];
  for (let start = bytes.indexOf("<script"); start !== -1; start = bytes.indexOf("<script", start + 1)) {
    const close = bytes.indexOf("</script", start);
    const end = close === -1 ? bytes.length : bytes.indexOf(">", close) + 1 || bytes.length;
    scripts.push(bytes.toString("utf8", start, end));
    start = end - 1;
  }
  return sharedPolicy(policy, scripts.join(""));
}

type Next = (error?: unknown) => void;

/**
 * Node middleware for every response (scripts/start.mjs): nosniff, the referrer policy, HSTS when the site
 * is served over https, and — unless the response brings its own, as documents do — the policy without
 * inline scripts.
 */
export function securityHeadersHandler(publicUrl = config().PUBLIC_URL) {
  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
  if (new URL(publicUrl).protocol === "https:") {
    fixed.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  const fallbackPolicy = contentSecurityPolicy();
  return (_req: IncomingMessage, res: ServerResponse, next: Next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      // Headers handed to writeHead itself (cached pages) are set after this one and take precedence.
      if (!this.hasHeader(CSP_HEADER)) this.setHeader(CSP_HEADER, fallbackPolicy);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
