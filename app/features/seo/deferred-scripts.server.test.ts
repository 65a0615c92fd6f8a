import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority, lowerScriptPriorityStream } from "./script-priority.server";

const head =
  '<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/></head><body>₹1,500 per sq ft</body>';

describe("lowerScriptPriority", () => {
  it("marks script preloads low priority and leaves other links alone", () => {
    expect(lowerScriptPriority(head)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-B.js"/></head><body>₹1,500 per sq ft</body>',
    );
  });

  it("gives the same result on a stream cut at every byte", async () => {
    const bytes = Buffer.from(head);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const out = await text(Readable.from(chunks).pipe(lowerScriptPriorityStream()));
    expect(out).toBe(lowerScriptPriority(head));
  });
});
