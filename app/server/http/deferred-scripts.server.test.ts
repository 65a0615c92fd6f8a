import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE } from "~/lib/deferred-scripts";
import { deferScripts, deferScriptsStream, modulePreloads } from "./deferred-scripts.server";

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/></head><body>₹1,500 per sq ft' +
  "<script>window.__reactRouterContext = {};</script>" +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";</script>' +
  '<script type="module">import "/assets/other.js";</script>' +
  '<link rel="modulepreload" href="/assets/a.js?v=1&amp;x=2"/><script type="module">import("/a.js");</script>' +
  '<script nonce="n0nce" type="application/ld+json">{"type":"module"}</script></body>';

describe("deferScripts", () => {
  it("makes React Router's module scripts inert whatever attribute comes first, moves the module preloads before each onto it, and leaves stylesheets, data and JSON-LD alone", () => {
    expect(deferScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body>₹1,500 per sq ft' +
        "<script>window.__reactRouterContext = {};</script>" +
        `<script nonce="n0nce" data-preloads="/assets/entry.client-A.js /assets/root-B.js" type="${DEFERRED_MODULE_TYPE}" async="">import * as route0 from "/assets/root-B.js";</script>` +
        `<script type="${DEFERRED_MODULE_TYPE}">import "/assets/other.js";</script>` +
        `<script data-preloads="/assets/a.js?v=1&amp;x=2" type="${DEFERRED_MODULE_TYPE}">import("/a.js");</script>` +
        '<script nonce="n0nce" type="application/ld+json">{"type":"module"}</script></body>',
    );
  });

  it("lists the preloads the boot script will add, in order (for the bench)", () => {
    expect(modulePreloads(deferScripts(page))).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/a.js?v=1&amp;x=2",
    ]);
    expect(modulePreloads('<script type="module">import "/a.js";</script>')).toEqual([]);
  });

  it("keeps what follows a tag left open at the very end of a malformed document", async () => {
    const broken = '<p>₹</p><script type="module">import "/a.js";';
    expect(deferScripts(broken)).toBe(`<p>₹</p><script type="${DEFERRED_MODULE_TYPE}">import "/a.js";`);
    // An unfinished link is no preload: it passes as it came.
    expect(deferScripts('<p>x</p><link rel="modulepreload" href="/a.js"')).toBe(
      '<p>x</p><link rel="modulepreload" href="/a.js"',
    );
    const out = await text(Readable.from([Buffer.from(broken)]).pipe(deferScriptsStream()));
    expect(out).toBe(deferScripts(broken));
  });

  it("gives the same result on a stream cut at every byte", async () => {
    const bytes = Buffer.from(page);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const out = await text(Readable.from(chunks).pipe(deferScriptsStream()));
    expect(out).toBe(deferScripts(page));
  });

  it("gives the same result on a stream cut into chunks of any size, passing tag-free chunks through as they are", async () => {
    const bytes = Buffer.from(`${"<li>₹ card</li>".repeat(50)}${page}${"<p>—</p>".repeat(50)}`);
    for (const size of [2, 3, 5, 7, 64, 100, 1000]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(deferScriptsStream()));
      expect(out).toBe(deferScripts(bytes.toString()));
    }
  });

  it("passes what React writes in one go on as one chunk", async () => {
    const stream = deferScriptsStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const bytes = Buffer.from(`${"<li>₹ card</li>".repeat(200)}${page}`);
    for (let at = 0; at < bytes.length; at += 2048) stream.write(bytes.subarray(at, at + 2048));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(Buffer.concat(out).toString()).toBe(deferScripts(bytes.toString()));
  });
});
