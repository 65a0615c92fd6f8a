import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO, DEMO_PASSWORD, signedInRequest } from "./support/session";

/**
 * Hardening against a hostile client, through the real server: redirect targets, request and field
 * limits, malformed bodies, cross-site posts. Request-level tests (no pages), each with its own account
 * or records picked by id, so they don't disturb other specs.
 */

/** Targets every user-supplied redirect must refuse; app/lib/safe-redirect.test.ts has the full table. */
const HOSTILE_TARGETS = [
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2F%2Fevil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
];

/** A Location on this site: a path that no browser reads as another host. */
const LOCAL_LOCATION = /^\/(?![/\\])/;

async function firstImageId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/design-images");
  const { images } = (await response.json()) as { images: { id: string }[] };
  return images[0].id;
}

async function firstBrandId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/interior-designers/mumbai")).text();
  // A card's heart names its brand (attributes in any order).
  const tag = /<(?:input|button)\b[^>]*\bname="brandId"[^>]*>/.exec(html)?.[0] ?? "";
  const id = /\bvalue="([0-9a-f-]{36})"/.exec(tag)?.[1];
  if (!id) throw new Error("no designer card with a favourite form on /interior-designers/mumbai");
  return id;
}

test.describe("redirects only ever stay on this site", () => {
  test("theme, likes, favourites and /auth refuse hostile targets", async ({ playwright, baseURL }) => {
    test.slow();
    const { api } = await signedInRequest(playwright, baseURL ?? "");
    const [imageId, brandId] = await Promise.all([firstImageId(api), firstBrandId(api)]);
    for (const target of HOSTILE_TARGETS) {
      const theme = await api.post("/theme", { form: { theme: "light", redirectTo: target }, maxRedirects: 0 });
      expect(theme.headers().location, `theme ${target}`).toBe("/");

      const like = await api.post(`/api/images/${imageId}/like`, {
        form: { liked: "true", redirectTo: target },
        maxRedirects: 0,
      });
      expect(like.headers().location, `like ${target}`).toBe(`/design-ideas#image-${imageId}`);

      const favourite = await api.post("/favourites", {
        form: { brandId, favourite: "1", redirectTo: target },
        maxRedirects: 0,
      });
      expect(favourite.status(), `favourite ${target}`).toBe(200);

      const auth = await api.get(`/auth?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(auth.headers().location, `/auth ${target}`).toBe("/");
    }
    // Same-site targets still work, normalised.
    const back = await api.post("/theme", { form: { theme: "system", redirectTo: "/cities/./?x=1" }, maxRedirects: 0 });
    expect(back.headers().location).toBe("/cities/?x=1");
    await api.post(`/api/images/${imageId}/like`, { form: { liked: "false" }, maxRedirects: 0 });
    await api.post("/favourites", { form: { brandId, favourite: "0" }, maxRedirects: 0 });
    await api.dispose();
  });

  test("signing in with a hostile redirectTo lands at home", async ({ request, baseURL }) => {
    for (const target of ["//evil.example", "/.//evil.example", "/\\evil.example"]) {
      const response = await request.post("/auth", {
        headers: { origin: baseURL ?? "" },
        form: { intent: "signin", email: DEMO.homeowner, password: DEMO_PASSWORD, redirectTo: target },
        maxRedirects: 0,
      });
      expect(response.status(), target).toBe(302);
      expect(response.headers().location, target).toMatch(LOCAL_LOCATION);
      expect(response.headers().location, target).toBe("/");
    }
  });
});

/** Every route that takes a post today, with a form it would accept from this site. */
function routesWithActions(ids: {
  imageId: string;
  brandId: string;
  brandSlug: string;
}): { path: string; form: Record<string, string> }[] {
  return [
    { path: "/theme", form: { theme: "dark" } },
    { path: "/favourites", form: { brandId: ids.brandId, favourite: "1" } },
    { path: `/api/images/${ids.imageId}/like`, form: { liked: "true" } },
    { path: `/brand/${ids.brandSlug}/view`, form: {} },
    { path: `/brand/${ids.brandSlug}/reviews`, form: { rating: "5", body: "Lovely work, on time and on budget." } },
    { path: "/sign-out", form: {} },
    { path: "/profile", form: { fullName: "Renamed By Another Site" } },
    { path: "/auth", form: { intent: "signin", email: DEMO.homeowner, password: DEMO_PASSWORD } },
    { path: "/get-quote", form: { name: "Asha", phone: "9876543210", location: "Bandra", requirement: "Kitchen" } },
    { path: "/api/auth/sign-out", form: {} },
  ];
}

async function brandSlugOf(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/interior-designers/mumbai")).text();
  const slug = /href="\/brand\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("no brand link on /interior-designers/mumbai");
  return slug;
}

test.describe("one check in front of every route that changes something", () => {
  test("posts from another site are refused on every route, and change nothing", async ({ playwright, baseURL }) => {
    test.slow();
    const { api, email } = await signedInRequest(playwright, baseURL ?? "");
    const [imageId, brandId, brandSlug] = await Promise.all([firstImageId(api), firstBrandId(api), brandSlugOf(api)]);
    const likedBefore = await api.get(`/design-ideas/photo/${imageId}`).then((r) => r.text());
    for (const { path, form } of routesWithActions({ imageId, brandId, brandSlug })) {
      const forgeries: Record<string, string>[] = [
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site", origin: "" },
      ];
      for (const headers of forgeries) {
        const response = await api.post(path, { headers, form, maxRedirects: 0 });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe("This request came from another site and was refused.");
        expect(response.headers()["set-cookie"], path).toBeUndefined();
      }
    }
    // Still signed in (sign-out refused), still not liked, name unchanged.
    const profile = await api.get("/profile");
    expect(profile.url()).toContain("/profile");
    expect(await profile.text()).not.toContain("Renamed By Another Site");
    expect(await profile.text()).toContain(email);
    expect(await api.get(`/design-ideas/photo/${imageId}`).then((r) => r.text())).toContain(
      /aria-pressed="true"/.test(likedBefore) ? 'aria-pressed="true"' : 'aria-pressed="false"',
    );
    await api.dispose();
  });

  test("malformed bodies and wrong content types are a 400 with a message on every route", async ({
    request,
    baseURL,
  }) => {
    const [imageId, brandId, brandSlug] = await Promise.all([
      firstImageId(request),
      firstBrandId(request),
      brandSlugOf(request),
    ]);
    const origin = baseURL ?? "";
    for (const { path } of routesWithActions({ imageId, brandId, brandSlug })) {
      const brokenMultipart = await request.post(path, {
        headers: { origin, "content-type": "multipart/form-data; boundary=xyz" },
        data: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
      });
      expect(brokenMultipart.status(), `${path} broken multipart`).toBe(400);
      expect(await brokenMultipart.text()).toBe("The form could not be read. Please try again.");

      const wrongType = await request.post(path, { headers: { origin, "content-type": "text/xml" }, data: "<a/>" });
      expect(wrongType.status(), `${path} text/xml`).toBe(400);
    }
    const badJson = await request.post("/api/auth/sign-in/email", {
      headers: { origin, "content-type": "application/json" },
      data: Buffer.from('{"email": "a@example.in",'),
    });
    expect(badJson.status()).toBe(400);
    expect(await badJson.text()).toBe("The request body is not valid JSON.");
  });

  test("bodies over the limit get 413 before they are read; files only where uploads are taken", async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const big = await request.post("/favourites", {
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      data: `brandId=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toBe("The request is too large: at most 1 MB.");

    const file = await request.post("/theme", {
      headers: { origin },
      multipart: { theme: "dark", file: { name: "x.png", mimeType: "image/png", buffer: Buffer.alloc(10) } },
    });
    expect(file.status()).toBe(400);
    expect(await file.text()).toBe("This form does not take files.");
  });
});
