import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "~/lib/visitor-cookies.server";
import {
  applyCacheControl,
  cacheControlFor,
  isPrivatePath,
  PRIVATE_NO_STORE,
  PUBLIC_PAGE_CACHE,
  UNCACHED,
} from "./cache-control";

const anonymousPage = {
  method: "GET",
  pathname: "/interior-designers/chennai",
  cookie: null,
  status: 200,
  routeCacheControl: null,
  setsCookie: false,
};

describe("cacheControlFor", () => {
  it("lets shared caches keep public pages and their data for anonymous visitors", () => {
    expect(cacheControlFor(anonymousPage)).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor({ ...anonymousPage, pathname: "/interior-designers/chennai.data" })).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor({ ...anonymousPage, method: "HEAD", pathname: "/_root.data" })).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor({ ...anonymousPage, cookie: "theme=dark; nivasa_favs=abc" })).toBe(PUBLIC_PAGE_CACHE);
  });

  it("never stores pages for a signed-in visitor", () => {
    for (const cookie of [
      "nivasa.session_token=abc.def",
      "theme=dark; __Secure-nivasa.session_token=abc",
      "better-auth.session_token=x",
    ]) {
      expect(cacheControlFor({ ...anonymousPage, cookie })).toBe(PRIVATE_NO_STORE);
    }
  });

  it("never stores private areas, even for anonymous visitors", () => {
    for (const pathname of [
      "/profile",
      "/quotes",
      "/quotes/2b1c7a36-6f0e-4a8e-9a55-0d7f1c9e2b11.data",
      "/admin",
      "/admin/seo",
      "/scraper",
      "/brand-dashboard",
      "/auth",
      "/auth.data",
      "/api/auth/session",
    ]) {
      expect(cacheControlFor({ ...anonymousPage, pathname })).toBe(PRIVATE_NO_STORE);
    }
  });

  it("does not store form submissions or responses that set cookies", () => {
    expect(cacheControlFor({ ...anonymousPage, method: "POST" })).toBe(PRIVATE_NO_STORE);
    expect(cacheControlFor({ ...anonymousPage, setsCookie: true })).toBe(PRIVATE_NO_STORE);
  });

  it("keeps errors and redirects out of shared caches", () => {
    expect(cacheControlFor({ ...anonymousPage, status: 404 })).toBe(UNCACHED);
    expect(cacheControlFor({ ...anonymousPage, status: 500 })).toBe(UNCACHED);
    expect(cacheControlFor({ ...anonymousPage, status: 302 })).toBe(UNCACHED);
  });

  it("respects a public route's own choice", () => {
    expect(cacheControlFor({ ...anonymousPage, routeCacheControl: "public, max-age=3600" })).toBe(
      "public, max-age=3600",
    );
    expect(
      cacheControlFor({
        ...anonymousPage,
        routeCacheControl: "public, max-age=3600",
        cookie: "nivasa.session_token=x",
      }),
    ).toBe(PRIVATE_NO_STORE);
  });
});

describe("helpers", () => {
  it("matches private areas on whole path segments", () => {
    expect(isPrivatePath("/administration-tips")).toBe(false);
    expect(isPrivatePath("/authors")).toBe(false);
    expect(isPrivatePath("/admin/data-scraper.data")).toBe(true);
  });

  it("recognises only session cookies", () => {
    expect(hasSessionCookie("session_token_like=1")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });

  it("adds Vary: Cookie to public responses", () => {
    const headers = new Headers({ Vary: "Accept-Encoding" });
    applyCacheControl(new Request("http://x/interior-designers"), 200, headers);
    expect(headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const privateHeaders = new Headers();
    applyCacheControl(new Request("http://x/profile"), 200, privateHeaders);
    expect(privateHeaders.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect(privateHeaders.has("vary")).toBe(false);
  });
});
