import { describe, expect, it } from "vitest";
import { pageAssetUrls } from "./assets";

describe("pageAssetUrls", () => {
  it("finds preloaded modules (linked, or listed on the deferred module script), imported modules and stylesheets once each", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1.js"/>
<link nonce="n0nce" rel="stylesheet" href="/assets/root-C3.css"/><link rel="icon" href="/favicon.svg"/>
<script data-preloads="/assets/manifest-D4.js /assets/entry.client-A1.js /assets/jsx-G7.js" type="nivasa/deferred-module">import "/assets/manifest-D4.js"; import * as route0 from "/assets/root-B2.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A1.js");</script>
<img src="/assets/hero-E5.webp"/>`;
    expect(pageAssetUrls(html)).toEqual({
      js: ["/assets/entry.client-A1.js", "/assets/manifest-D4.js", "/assets/root-B2.js", "/assets/jsx-G7.js"],
      css: ["/assets/root-C3.css"],
    });
  });
});
