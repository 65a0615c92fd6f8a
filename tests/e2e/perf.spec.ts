import { expect, test } from "./support/fixtures";
import { DEMO, signInAs } from "./support/session";

/** Chromium reports every script the Content-Security-Policy refuses on the console. */
function cspViolations(page: import("@playwright/test").Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("security headers and the page cache", () => {
  test("public pages run their scripts under the policy, rendered (nonce) and from the cache (hashes)", async ({
    page,
  }) => {
    const violations = cspViolations(page);
    for (const path of ["/", "/interior-designers/mumbai", "/design-ideas"]) {
      // A unique, unread parameter: the first visit renders (or reuses the shared copy) and the second is a hit.
      for (const visit of [1, 2]) {
        const response = await page.goto(`${path}?utm_source=perf-${visit}-${Date.now()}`);
        const headers = response?.headers() ?? {};
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
        expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
        if (visit === 2) expect(headers["x-cache"]).toBe("HIT");
      }
    }
    expect(violations).toEqual([]);
  });

  test("a signed-in page gets a fresh nonce per request and works under it", async ({ page }) => {
    const violations = cspViolations(page);
    await signInAs(page, DEMO.homeowner);
    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) {
      // A page rendered for the visitor (public listing pages are shared with signed-in visitors too).
      const response = await page.goto("/get-quote");
      expect(response?.headers()["x-cache"]).toBeUndefined();
      nonces.push(/'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1]);
    }
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    await page.goto("/profile");
    expect(violations).toEqual([]);
  });
});

test("a listing card's live parts mount as the card nears the screen, and a far card's heart works once reached", async ({
  page,
}) => {
  await page.goto("/interior-designers/mumbai");
  const cards = page.getByRole("main").getByRole("article");
  const liveHeart = (index: number) => cards.nth(index).locator('form[action="/favourites"]');
  // The first card is live after hydration; the last, screens away, still holds its no-JS fallback.
  await expect(liveHeart(0)).toHaveCount(1);
  await expect(liveHeart(-1)).toHaveCount(0);
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await expect(liveHeart(-1)).toHaveCount(1);
  await last.getByRole("button", { name: /to favourites$/ }).click();
  await expect(last.getByRole("button", { name: /from favourites$/ })).toHaveAttribute("aria-pressed", "true");
  await last.getByRole("button", { name: /from favourites$/ }).click();
  await expect(last.getByRole("button", { name: /to favourites$/ })).toHaveAttribute("aria-pressed", "false");
});
