import { describe, expect, it } from "vitest";
import { pageAssetUrls } from "./assets";

describe("pageAssetUrls", () => {
  it("finds preloaded modules, imported entry modules and stylesheets once each", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="nivasa-modulepreload" href="/assets/root-B2.js"/>
<link rel="stylesheet" href="/assets/root-C3.css"/><link rel="icon" href="/favicon.svg"/>
<script type="nivasa/deferred-module">import "/assets/manifest-D4.js"; import * as route0 from "/assets/root-B2.js";
window.__reactRouterManifest = { "routes": { "other": { "module": "/assets/other-F6.js" } } };
import("/assets/entry.client-A1.js");</script>
<img src="/assets/hero-E5.webp"/>`;
    expect(pageAssetUrls(html)).toEqual({
      js: ["/assets/entry.client-A1.js", "/assets/root-B2.js", "/assets/manifest-D4.js"],
      css: ["/assets/root-C3.css"],
    });
  });
});
