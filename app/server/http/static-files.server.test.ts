import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.server";

const script = `export const copy = ${JSON.stringify("₹1,500 per sq ft. ".repeat(200))};\n`;
let server: Server;
let base: string;
let clientDir: string;

function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  // fetch() would decompress: ask node's http for the bytes as sent.
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(`${base}${pathname}`, { method, headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "nivasa-static-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets/entry-Ab12.js"), script);
  writeFileSync(path.join(clientDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(clientDir, "photo.webp"), Buffer.alloc(4096, 7));
  const app = express();
  app.use(staticFiles(clientDir));
  app.use((_req, res) => {
    res.status(404).send("page");
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // Served from memory: the files on disk are no longer needed.
  rmSync(clientDir, { recursive: true });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the build's client files from memory", () => {
  it("serves a hashed asset immutable for a year, brotli or gzip as the browser accepts, identical once decoded", async () => {
    const br = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      "cache-control": "public, max-age=31536000, immutable",
      "content-type": "text/javascript; charset=utf-8",
      "content-encoding": "br",
      vary: "Accept-Encoding",
    });
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get("/assets/entry-Ab12.js", { "accept-encoding": "br;q=0, gzip; q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
  });

  it("answers 304 to the current ETag and the whole file to an old one", async () => {
    const first = await get("/favicon.svg");
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    expect(first.headers["content-type"]).toBe("image/svg+xml");
    const again = await get("/favicon.svg", { "if-none-match": `"old", ${first.headers.etag}` });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    const stale = await get("/favicon.svg", { "if-none-match": '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toContain("<svg");
  });

  it("leaves small files and images uncompressed, answers HEAD without a body", async () => {
    const small = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const image = await get("/photo.webp", { "accept-encoding": "br" });
    expect([image.headers["content-encoding"], image.headers.vary, image.body.length]).toEqual([
      undefined,
      undefined,
      4096,
    ]);
    const head = await get("/assets/entry-Ab12.js", { "accept-encoding": "br" }, "HEAD");
    expect([head.status, head.body.length, Number(head.headers["content-length"]) > 0]).toEqual([200, 0, true]);
  });

  it("passes everything else on: other paths, other methods, an encoded climb out of the folder", async () => {
    for (const [pathname, method] of [
      ["/assets/missing.js", "GET"],
      ["/interior-designers/mumbai", "GET"],
      ["/favicon.svg", "POST"],
      ["/%2e%2e/etc/passwd", "GET"],
    ]) {
      const answer = await get(pathname, {}, method);
      expect([pathname, method, answer.status, answer.body.toString()]).toEqual([pathname, method, 404, "page"]);
    }
  });
});
