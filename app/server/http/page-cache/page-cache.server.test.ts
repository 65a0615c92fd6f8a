import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { noncePolicy } from "~/server/http/security-headers.server";
import { nodeFastPath, serveThroughPageCache } from "~/testing/page-cache.server";
import type { ManifestRoute } from "../route-lookup";
import { PUBLIC_PAGE_CACHE } from "./cache-control";
import {
  createPageCache,
  pageCacheMiddleware,
  SIGNED_IN_SHARED_PAGE,
  takenWholeByPageCache,
} from "./page-cache.server";
import { pageQuery } from "./page-query";

function setup() {
  let clock = 0;
  let renders = 0;
  let next: { status?: number; cacheControl?: string; setCookie?: boolean } = {};
  const compressed: string[] = [];
  const cache = createPageCache({
    ttlSeconds: 10,
    staleSeconds: 60,
    now: () => clock,
    compress: async (body, encoding) => {
      compressed.push(encoding);
      return encoding === "br" ? brotliCompressSync(body) : gzipSync(body);
    },
  });
  const render = async () => {
    renders++;
    const headers = new Headers({
      "Content-Type": "text/html",
      "Cache-Control": next.cacheControl ?? PUBLIC_PAGE_CACHE,
    });
    if (next.setCookie) headers.set("Set-Cookie", "a=b");
    return new Response(`page ${renders}`, { status: next.status ?? 200, headers });
  };
  const get = (path = "/interior-designers/chennai", headers: Record<string, string> = {}) =>
    cache.handle(new Request(`http://nivasa.test${path}`, { headers }), render);
  return {
    cache,
    get,
    render,
    post: () => cache.handle(new Request("http://nivasa.test/brand/x", { method: "POST" }), render),
    tick: (seconds: number) => {
      clock += seconds * 1000;
    },
    renders: () => renders,
    compressed,
    respondWith: (options: typeof next) => {
      next = options;
    },
  };
}

describe("page cache", () => {
  it("renders a public page once and serves copies while it is fresh", async () => {
    const t = setup();
    const first = await t.get();
    expect(first.headers.get("x-cache")).toBe("MISS");
    t.tick(5);
    const second = await t.get();
    expect(await second.text()).toBe("page 1");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("5");
    expect(t.renders()).toBe(1);
  });

  it("sends the stored brotli or gzip body to clients that accept it", async () => {
    const t = setup();
    await t.get();
    const brotli = await t.get("/interior-designers/chennai", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe("page 1");
    const gzip = await t.get("/interior-designers/chennai", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("page 1");
    expect(gzip.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await t.get("/interior-designers/chennai");
    expect(plain.headers.has("content-encoding")).toBe(false);
    expect(await plain.text()).toBe("page 1");
  });

  it("renders a page once for concurrent first visitors", async () => {
    const t = setup();
    const responses = await Promise.all([t.get(), t.get(), t.get()]);
    expect(t.renders()).toBe(1);
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(["page 1", "page 1", "page 1"]);
  });

  it("re-renders an expired page once, serving the stale copy to others meanwhile", async () => {
    const t = setup();
    await t.get();
    t.tick(11);
    const [refresh, stale] = await Promise.all([t.get(), t.get()]);
    expect(await refresh.text()).toBe("page 2");
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(await stale.text()).toBe("page 1");
    t.tick(80);
    expect(await (await t.get()).text()).toBe("page 3");
  });

  it("keeps signed-in visitors, private pages, errors and cookie-setting responses out", async () => {
    const t = setup();
    await t.get("/interior-designers/chennai", { cookie: "nivasa.session_token=abc" });
    await t.get("/interior-designers/chennai", { cookie: "nivasa.session_token=abc" });
    expect(t.renders()).toBe(2);
    t.respondWith({ cacheControl: "private, no-store" });
    await t.get("/profile");
    await t.get("/profile");
    t.respondWith({ status: 404, cacheControl: "no-store" });
    await t.get("/brand/missing");
    await t.get("/brand/missing");
    t.respondWith({ setCookie: true });
    await t.get("/flash");
    await t.get("/flash");
    expect(t.renders()).toBe(8);
    expect(t.cache.size).toBe(0);
  });

  it("purges the pages a change touches (every query, cookie and data request of them) and keeps the rest", async () => {
    const t = setup();
    const brand = "/brand/aura-designs";
    for (const path of [brand, `${brand}?tab=reviews`, `${brand}.data`, "/brand/other", "/", "/_root.data"]) {
      await t.get(path);
    }
    await t.get(brand, { cookie: "theme=dark" });
    expect(t.cache.purge((pathname) => pathname === brand)).toBe(4);
    expect(t.cache.purge((pathname) => pathname === "/")).toBe(2);
    const rendered = t.renders();
    expect((await t.get(brand)).headers.get("x-cache")).toBe("MISS");
    expect((await t.get("/brand/other")).headers.get("x-cache")).toBe("HIT");
    expect(t.renders()).toBe(rendered + 1);
  });

  it("compresses a stored page once per encoding, only when a visitor asks for that encoding", async () => {
    const t = setup();
    await t.get();
    await t.get();
    expect(t.compressed).toEqual([]);
    const [first, second] = await Promise.all([
      t.get("/interior-designers/chennai", { "accept-encoding": "gzip" }),
      t.get("/interior-designers/chennai", { "accept-encoding": "gzip" }),
    ]);
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe("page 1");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe("page 1");
    expect(t.compressed).toEqual(["gzip"]);
    await t.get("/interior-designers/chennai", { "accept-encoding": "br" });
    await t.get("/interior-designers/chennai", { "accept-encoding": "gzip, br" });
    expect(t.compressed).toEqual(["gzip", "br"]);
  });

  it("gives the visitors who waited for the render a fast copy, and later ones the small copy, made once", async () => {
    const made: string[] = [];
    const cache = createPageCache({
      ttlSeconds: 10,
      staleSeconds: 60,
      compress: async (body, encoding, effort) => {
        made.push(`${encoding} ${effort}`);
        return gzipSync(body, { level: effort === "fast" ? 1 : 9 });
      },
    });
    const render = async () =>
      new Response("page", { headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE } });
    const get = async (headers: Record<string, string> = {}) => {
      const response = await cache.handle(
        new Request("http://nivasa.test/interior-designers/chennai", {
          headers: { "accept-encoding": "gzip", ...headers },
        }),
        render,
      );
      return Buffer.from(await response.arrayBuffer());
    };
    const fast = gzipSync("page", { level: 1 });
    const small = gzipSync("page", { level: 9 });
    expect(fast.equals(small)).toBe(false);

    expect((await get()).equals(fast)).toBe(true);
    expect(made).toEqual(["gzip fast"]);
    // The first visitor from the cache starts the small copy and gets the fast one meanwhile.
    expect((await get()).equals(fast)).toBe(true);
    expect(made).toEqual(["gzip fast", "gzip small"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await get()).equals(small)).toBe(true);
    expect((await get()).equals(small)).toBe(true);
    expect(made).toEqual(["gzip fast", "gzip small"]);
    expect(cache.bytes).toBe(Buffer.byteLength("page") + small.byteLength);
    // A visitor asking for a fresh render (no-cache) waits for it, so gets a fast copy again.
    expect((await get({ "cache-control": "no-cache" })).equals(fast)).toBe(true);
  });

  it("shares one copy among visitors whose cookies the page does not read (analytics, consent)", async () => {
    const t = setup();
    await t.get("/", { cookie: "_ga=GA1.1.123; consent=yes" });
    await t.get("/", { cookie: "_ga=GA1.1.456" });
    await t.get("/");
    expect(t.renders()).toBe(1);
    await t.get("/", { cookie: "_ga=GA1.1.456; theme=dark" });
    await t.get("/", { cookie: "theme=dark; consent=no" });
    expect(t.renders()).toBe(2);
  });

  it("renders for a visitor with a one-time message (flash cookie) and keeps it out of the cache", async () => {
    const t = setup();
    await t.get("/");
    await t.get("/", { cookie: "nv_flash=%7B%7D" });
    expect(t.renders()).toBe(2);
    expect(await (await t.get("/")).text()).toBe("page 1");
  });

  it("shares a page without its render's nonce: the stored policy allows the page's inline scripts by hash", async () => {
    const cache = createPageCache({ ttlSeconds: 10, staleSeconds: 60 });
    const render = async () =>
      new Response('<html><script nonce="secret">boot()</script></html>', {
        headers: {
          "Content-Type": "text/html",
          "Cache-Control": PUBLIC_PAGE_CACHE,
          "Content-Security-Policy": noncePolicy("secret"),
        },
      });
    const get = () => cache.handle(new Request("http://nivasa.test/cities"), render);
    for (const response of [await get(), await get()]) {
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).not.toContain("secret");
      expect(policy).toContain(`'sha256-${createHash("sha256").update("boot()").digest("base64")}'`);
    }
  });

  it("keeps a separate copy per cookie header (theme) and per URL", async () => {
    const t = setup();
    await t.get("/", { cookie: "theme=dark" });
    await t.get("/");
    await t.get("/?page=2");
    expect(t.renders()).toBe(3);
    expect(await (await t.get("/", { cookie: "theme=dark" })).text()).toBe("page 1");
  });

  it("passes form submissions through, keeps photo pages (their views are beacons), lets no-cache requests render", async () => {
    const t = setup();
    await t.get();
    await t.post();
    expect(t.cache.size).toBe(1);
    await t.get("/design-ideas/photo/123");
    await t.get("/design-ideas/photo/123");
    expect(t.cache.size).toBe(2);
    const bypass = await t.get("/interior-designers/chennai", { "cache-control": "no-cache" });
    expect(bypass.headers.get("x-cache")).toBe("BYPASS");
    expect(t.renders()).toBe(4);
  });
});

describe("pageCacheHandler (Node fast path)", () => {
  const routes: Record<string, ManifestRoute> = {
    root: { id: "root", path: "", module: {} },
    site: { id: "site", parentId: "root", module: {} },
    home: { id: "home", parentId: "site", index: true, module: { handle: pageQuery([]) } },
    city: {
      id: "city",
      parentId: "site",
      path: "interior-designers/:citySlug",
      module: { handle: pageQuery(["page", "sort"]) },
    },
    quote: { id: "quote", parentId: "site", path: "get-quote", module: {} },
  };

  const nodeExchange = nodeFastPath(routes);

  async function store(path: string) {
    const next = async () =>
      new Response("<html>chennai</html>", {
        headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE },
      });
    const request = new Request(`http://127.0.0.1:3000${path}`);
    await pageCacheMiddleware({ request, params: {}, context: new RouterContextProvider() } as never, next);
  }

  it("answers fresh copies the middleware stored, and passes everything else on", async () => {
    const path = `/interior-designers/chennai-${Date.now()}?page=2`;
    expect((await nodeExchange(path)).served).toBe(false);
    await store(path);

    const hit = await nodeExchange(path, { "accept-encoding": "gzip" });
    expect(hit.served).toBe(true);
    expect(hit.sent.status).toBe(200);
    expect(hit.sent.headers["x-cache"]).toBe("HIT");
    expect(gunzipSync(Buffer.from(hit.sent.body ?? [])).toString()).toBe("<html>chennai</html>");
    expect((await nodeExchange(path, { "cache-control": "no-cache" })).served).toBe(false);
  });

  it("has a document rendered whole when it reads the answer whole to store it, never a visitor's own page", async () => {
    const renderedWhole = async (cookie?: string) => {
      const context = new RouterContextProvider();
      const request = new Request("http://127.0.0.1:3000/interior-designers/pune", {
        headers: cookie ? { cookie } : {},
      });
      const next = async () =>
        new Response("<html>pune</html>", {
          headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE },
        });
      await pageCacheMiddleware({ request, params: {}, context } as never, next);
      return takenWholeByPageCache(context);
    };
    expect(await renderedWhole()).toBe(true);
    expect(await renderedWhole("theme=dark")).toBe(true);
    expect(await renderedWhole("nivasa.session_token=abc.def")).toBe(false);
    expect(await renderedWhole("nv_own=1")).toBe(false);
  });

  /** A page that shows who is signed in, as the root layout's header would, and says so in Cache-Control. */
  async function render(request: Request) {
    const session = /nivasa\.session_token=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
    return new Response(`<html>${session ? `signed in as ${session}` : "Sign In"}</html>`, {
      headers: { "Content-Type": "text/html", "Cache-Control": session ? "private, no-store" : PUBLIC_PAGE_CACHE },
    });
  }

  async function serve(path: string, cookie?: string) {
    const { cache, body } = await serveThroughPageCache(routes, path, render, { cookie });
    return { cache, body };
  }

  it("serves signed-in visitors the shared copy of a public page and never stores anything of theirs", async () => {
    const city = `/interior-designers/delhi-${Date.now()}`;
    const ana = "nivasa.session_token=ana-secret; _ga=GA1.1";
    const first = await serve(city, ana);
    expect(first).toEqual({ cache: "MISS", body: "<html>Sign In</html>" });
    expect(await serve(city)).toEqual({ cache: "HIT", body: "<html>Sign In</html>" });
    expect(await serve(city, "nivasa.session_token=ben-secret")).toEqual({
      cache: "HIT",
      body: "<html>Sign In</html>",
    });
    // Their browser is told to ask again each time; anonymous visitors' browsers may keep the public copy.
    expect((await nodeExchange(city, { cookie: ana })).sent.headers["cache-control"]).toBe(SIGNED_IN_SHARED_PAGE);
    expect((await nodeExchange(city)).sent.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
    // The signed-in request reached the render without its session, and kept its other cookies.
    expect((await nodeExchange(`${city}-other`, { cookie: ana })).cookie).toBe("_ga=GA1.1");
    expect((await nodeExchange(`${city}-other`, { cookie: "nivasa.session_token=x" })).cookie).toBeUndefined();
  });

  it("keeps a signed-in visitor's own render where the page declares no query, is private or carries a one-time message", async () => {
    const ana = "nivasa.session_token=ana-secret";
    for (const path of ["/get-quote", "/profile"]) {
      expect(await serve(path, ana), path).toEqual({ cache: null, body: "<html>signed in as ana-secret</html>" });
    }
    const withMessage = `${ana}; nv_flash=saved`;
    const exchange = await nodeExchange(`/interior-designers/goa-${Date.now()}`, { cookie: withMessage });
    expect(exchange).toMatchObject({ served: false, cookie: withMessage });
  });

  it("serves the copy whatever query parameters the page does not read, in any order", async () => {
    const city = `/interior-designers/pune-${Date.now()}`;
    await store(`${city}?page=2&sort=rating`);
    for (const variant of [
      `${city}?sort=rating&page=2`,
      `${city}?utm_source=mail&page=2&sort=rating&fbclid=abc`,
      `${city}?page=2&gclid=1&sort=rating`,
    ]) {
      const { served, sent } = await nodeExchange(variant, { cookie: "_ga=GA1.1.1" });
      expect(served, variant).toBe(true);
      expect(sent.headers["x-cache"]).toBe("HIT");
    }
    expect((await nodeExchange(`${city}?page=3&sort=rating`)).served).toBe(false);
  });

  it("passes a miss on with its query reduced to what the page reads, so it renders the shared copy", async () => {
    const miss = await nodeExchange(`/interior-designers/agra-${Date.now()}?utm_campaign=x&page=4`);
    expect(miss.served).toBe(false);
    expect(miss.url).toMatch(/^\/interior-designers\/agra-\d+\?page=4$/);
    expect((await nodeExchange("/?ref=newsletter")).url).toBe("/");
    // A page that declares nothing keeps every parameter; data requests keep the router's own.
    expect((await nodeExchange("/get-quote?brand=x&utm_source=y")).url).toBe("/get-quote?brand=x&utm_source=y");
    expect((await nodeExchange("/interior-designers/agra.data?_routes=city&utm_source=y")).url).toBe(
      "/interior-designers/agra.data?_routes=city",
    );
  });
});
