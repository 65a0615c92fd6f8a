import { describe, expect, it } from "vitest";
import { modulePreloads } from "~/features/seo/deferred-scripts.server";

/** React Router's inline module script after the document stream compacted its manifest (two routes matched). */
const moduleScript = [
  ";",
  '  import * as route0 from "/assets/root-R.js";',
  '  import * as route1 from "/assets/city-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-E.js","imports":["/assets/jsx-J.js","/assets/react-dom-D.js"],"css":[]},' +
    '"routes":{"root":{"id":"root","module":"/assets/root-R.js","imports":["/assets/jsx-J.js","/assets/cn-N.js"]},' +
    '"routes/city":{"id":"routes/city","module":"/assets/city-C.js","imports":["/assets/cn-N.js","/assets/card-K.js"]},' +
    '"routes/home":{"id":"routes/home","module":"/assets/home-H.js","imports":["/assets/hero-O.js"]}},"version":"1"};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/city":route1};',
  "",
  'import("/assets/entry.client-E.js");',
].join("\n");

describe("modulePreloads (the boot script's preload list)", () => {
  it("lists the entry's and the matched routes' modules and imports in order, once each, and not other routes'", () => {
    expect(modulePreloads(moduleScript)).toEqual([
      "/assets/entry.client-E.js",
      "/assets/jsx-J.js",
      "/assets/react-dom-D.js",
      "/assets/root-R.js",
      "/assets/cn-N.js",
      "/assets/city-C.js",
      "/assets/card-K.js",
    ]);
  });

  it("gives nothing for a script without a readable manifest", () => {
    expect(modulePreloads('import "/assets/other.js";')).toEqual([]);
    expect(modulePreloads(moduleScript.replace('"routes":{', '"routes":{{'))).toEqual([]);
  });
});
