import { expect, test } from "./support/fixtures";

/**
 * Generated images through the real server: the seeded demo's images draw, a made-up name is a 404.
 * app/features/media/serve.server.test.ts covers floods, the render line and the disk cap.
 */
test.describe("generated images", () => {
  test("the design ideas page shows the seeded images; a made-up image name is a 404", async ({ page, request }) => {
    await page.goto("/design-ideas");
    const first = page.locator("main img[src^='/media/art/']").first();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const src = (await first.getAttribute("src")) ?? "";
    const seeded = await request.get(src.replace(/\?.*$/, "?w=320"));
    expect(seeded.status()).toBe(200);
    expect(seeded.headers()["content-type"]).toBe("image/webp");

    const madeUp = await request.get("/media/art/living_room.boho.green.medium.x.zzzzzz.webp?w=320");
    expect(madeUp.status()).toBe(404);
  });
});
