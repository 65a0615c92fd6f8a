import { describe, expect, it } from "vitest";
import { pageAssetUrls } from "./assets";

describe("pageAssetUrls", () => {
  it("finds preloaded modules (linked, or listed for the matched routes in the manifest), imported modules and stylesheets once each", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1.js"/>
<link nonce="n0nce" rel="stylesheet" href="/assets/root-C3.css"/><link rel="icon" href="/favicon.svg"/>
<script type="nivasa/deferred-module">import "/assets/manifest-D4.js"; import * as route0 from "/assets/root-B2.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A1.js","imports":["/assets/jsx-G7.js"]},"routes":{"root":{"module":"/assets/root-B2.js","imports":["/assets/jsx-G7.js"]},"other":{"module":"/assets/other-F6.js"}}};
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A1.js");</script>
<img src="/assets/hero-E5.webp"/>`;
    expect(pageAssetUrls(html)).toEqual({
      js: ["/assets/entry.client-A1.js", "/assets/manifest-D4.js", "/assets/root-B2.js", "/assets/jsx-G7.js"],
      css: ["/assets/root-C3.css"],
    });
  });
});
