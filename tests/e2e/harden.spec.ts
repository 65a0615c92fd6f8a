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
  const id = /name="brandId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
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
