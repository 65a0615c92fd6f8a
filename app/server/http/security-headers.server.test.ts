import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, noncePolicy, securityHeadersHandler, sharedPolicyOf } from "./security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("Content-Security-Policy", () => {
  it("allows inline scripts only with the request's nonce, and no framing", () => {
    const policy = noncePolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("trades the nonce of a shared copy for the hashes of exactly its inline scripts", () => {
    const theme = "document.documentElement.dataset.t=1";
    const data = 'window.__ctx={"a":"\\u003c/b","price":"₹1,500 — per sq ft"}';
    const html = `<html><head><script nonce="n1">${theme}</script><script src="/assets/x.js" nonce="n1"></script></head><body><p>₹ <b>script</b></p><script type="nivasa/deferred-module" nonce="n1">${data}</script></body></html>`;
    const policy = sharedPolicyOf(noncePolicy("n1"), Buffer.from(html));
    expect(policy).not.toContain("nonce");
    expect(policy).toContain(`script-src 'self' ${sha256(theme)} ${sha256(data)};`);
    expect(policy).toContain("frame-ancestors 'none'");
    const withoutNonce = contentSecurityPolicy();
    expect(sharedPolicyOf(withoutNonce, Buffer.from(html))).toBe(withoutNonce);
  });
});

describe("securityHeadersHandler", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(publicUrl: string, respond: (res: import("node:http").ServerResponse) => void) {
    const handler = securityHeadersHandler(publicUrl);
    server = createServer((req, res) => handler(req, res, () => respond(res)));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/`);
  }

  it("sets nosniff, the referrer policy and a script-tight policy on a response without its own", async () => {
    const response = await serve("http://localhost:3000", (res) => res.end("plain"));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy());
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it("keeps a document's own policy (set before or handed to writeHead) and adds HSTS on https", async () => {
    const own = noncePolicy("xyz");
    const appended = await serve("https://nivasa.in", (res) => {
      res.setHeader("Content-Security-Policy", own);
      res.end("doc");
    });
    expect(appended.headers.get("content-security-policy")).toBe(own);
    expect(appended.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    server?.close();
    const cached = await serve("https://nivasa.in", (res) => {
      res.writeHead(200, ["Content-Security-Policy", own, "Content-Type", "text/html"]);
      res.end("doc");
    });
    expect(cached.headers.get("content-security-policy")).toBe(own);
  });
});
