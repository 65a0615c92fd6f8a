import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "~/services/uploads/limits";
import { isCrossSite, requestRefusal } from "./request-guard.server";
import { REQUEST_MESSAGES } from "./request-limits.server";

const SITE = "https://nivasa.test";
const ORIGINS = [SITE, "https://www.nivasa.test"];

function post(path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}): Request {
  const body = init.body ?? new URLSearchParams({ a: "1" });
  return new Request(`${SITE}${path}`, { method: "POST", headers: { origin: SITE, ...init.headers }, body });
}

function multipart(files: File[], path = "/brand-dashboard"): Request {
  const form = new FormData();
  form.set("title", "Living room");
  for (const file of files) form.append("file", file);
  return post(path, { body: form });
}

describe("isCrossSite", () => {
  it.each([
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site", origin: SITE }, true],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "https://nivasa.test.evil.example" }, true],
    [{ referer: "https://evil.example/page" }, true],
    [{ referer: "not a url" }, true],
    [{ "sec-fetch-site": "same-origin", origin: SITE }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "https://www.nivasa.test" }, false],
    [{ referer: `${SITE}/brand/x` }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isCrossSite(new Request(`${SITE}/favourites`, { method: "POST", headers }), ORIGINS)).toBe(expected);
  });
});

describe("requestRefusal", () => {
  it("lets reads and same-site forms through", async () => {
    expect(
      await requestRefusal(new Request(`${SITE}/`, { headers: { origin: "https://evil.example" } }), ORIGINS),
    ).toBeNull();
    expect(await requestRefusal(post("/theme"), ORIGINS)).toBeNull();
    expect(await requestRefusal(post("/brand-dashboard", { body: new FormData() }), ORIGINS)).toBeNull();
  });

  it("refuses posts from other sites, on any route", async () => {
    for (const path of ["/theme", "/favourites", "/api/images/x/like", "/brand/x/view", "/some/future/route"]) {
      expect(await requestRefusal(post(path, { headers: { origin: "https://evil.example" } }), ORIGINS)).toEqual({
        status: 403,
        message: REQUEST_MESSAGES.crossSite,
      });
    }
  });

  it("hands a webhook's body to its route unparsed (it checks the signature over the raw bytes), but not from a page of another site", async () => {
    const json = { headers: { "content-type": "application/json" }, body: "{not json" };
    expect(await requestRefusal(post("/webhooks/whatsapp", json), ORIGINS)).toBeNull();
    expect(
      await requestRefusal(
        post("/webhooks/whatsapp", { headers: { ...json.headers, origin: "https://evil.example" } }),
        ORIGINS,
      ),
    ).toMatchObject({ status: 403 });
  });

  it("answers malformed bodies and wrong content types with 400", async () => {
    const cases: [Request, string][] = [
      [
        post("/favourites", {
          headers: { "content-type": "multipart/form-data; boundary=xyz" },
          body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
        }),
        REQUEST_MESSAGES.unreadableForm,
      ],
      [
        post("/favourites", { headers: { "content-type": "multipart/form-data" }, body: "a=1" }),
        REQUEST_MESSAGES.unreadableForm,
      ],
      [
        post("/favourites", { headers: { "content-type": "application/json" }, body: '{"brandId":1}' }),
        REQUEST_MESSAGES.contentType,
      ],
      [post("/favourites", { headers: { "content-type": "text/plain" }, body: "a=1" }), REQUEST_MESSAGES.contentType],
      [
        new Request(`${SITE}/brand/x/view`, { method: "POST", headers: { origin: SITE } }),
        REQUEST_MESSAGES.contentType,
      ],
      [
        post("/api/auth/sign-up/email", { headers: { "content-type": "application/json" }, body: '{"name": "x",' }),
        REQUEST_MESSAGES.unreadableJson,
      ],
    ];
    for (const [request, message] of cases) {
      expect(await requestRefusal(request, ORIGINS)).toEqual({ status: 400, message });
    }
    const json = post("/api/auth/sign-up/email", { headers: { "content-type": "application/json" }, body: "{}" });
    expect(await requestRefusal(json, ORIGINS)).toBeNull();
  });

  it("takes files on the upload routes only, as many as the route takes, each up to the upload limit", async () => {
    const photo = (bytes: number) => new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
    expect(await requestRefusal(multipart([photo(1000)]), ORIGINS)).toBeNull();
    expect(await requestRefusal(multipart([photo(1000)], "/brand-dashboard/settings.data"), ORIGINS)).toBeNull();
    expect(await requestRefusal(multipart([photo(1000)], "/brand/x/reviews"), ORIGINS)).toEqual({
      status: 400,
      message: REQUEST_MESSAGES.noFiles,
    });
    expect(await requestRefusal(multipart([photo(1000), photo(1000)]), ORIGINS)).toEqual({
      status: 400,
      message: REQUEST_MESSAGES.tooManyFiles(1),
    });
    expect(await requestRefusal(multipart([photo(MAX_UPLOAD_BYTES + 1)]), ORIGINS)).toMatchObject({ status: 413 });
    const five = Array.from({ length: 5 }, () => photo(1000));
    for (const path of ["/quotes/r1", "/brand-dashboard/leads/l1.data"]) {
      expect(await requestRefusal(multipart(five, path), ORIGINS)).toBeNull();
      expect(await requestRefusal(multipart([...five, photo(1000)], path), ORIGINS)).toEqual({
        status: 400,
        message: REQUEST_MESSAGES.tooManyFiles(5),
      });
      expect(await requestRefusal(multipart([photo(1000), photo(MAX_UPLOAD_BYTES + 1)], path), ORIGINS)).toMatchObject({
        status: 413,
      });
    }
    // An empty file input is no file.
    expect(await requestRefusal(multipart([new File([], "")], "/brand/x/reviews"), ORIGINS)).toBeNull();
  });

  it("leaves an upload's large body unread, for its route's upload reader after the route's own checks", async () => {
    const sizes: Record<string, string>[] = [
      { "content-length": String(20 * 1024 * 1024) },
      { "transfer-encoding": "chunked" },
    ];
    for (const headers of sizes) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const request = new Request(`${SITE}/quotes/r1`, {
        method: "POST",
        headers: { origin: SITE, "content-type": "multipart/form-data; boundary=x", ...headers },
        body,
        duplex: "half",
      } as RequestInit & { duplex: "half" });
      expect(await requestRefusal(request, ORIGINS)).toBeNull();
      // At most what the stream queued before anyone asked.
      expect(pulled).toBeLessThanOrEqual(1);
      expect(request.bodyUsed).toBe(false);
    }
  });
});
