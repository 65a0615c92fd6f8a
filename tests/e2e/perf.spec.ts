import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO, signInAs } from "./support/session";

/**
 * Every Content-Security-Policy violation on the page: the refusals Chromium logs on the console, and the
 * `securitypolicyviolation` events of refusals it only reports in DevTools' Issues panel (a caught `eval`).
 */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding("reportCspViolation", (_source, violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
    document.addEventListener("securitypolicyviolation", (event) =>
      report(`${event.violatedDirective} refused ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

/** Opens a public page, rendered afresh (`Cache-Control: no-cache` on the document only) when `fresh`. */
async function visitPublicPage(page: Page, path: string, fresh: boolean) {
  if (fresh) {
    const noCache = (route: Route) =>
      route.continue({ headers: { ...route.request().headers(), "cache-control": "no-cache" } });
    await page.route((url) => `${url.pathname}${url.search}` === path, noCache, { times: 1 });
  }
  return page.goto(path);
}

test.describe("security headers and the page cache", () => {
  test("public pages run their scripts under the policy, rendered (nonce) and from the cache (hashes)", async ({
    page,
  }) => {
    const violations = await cspViolations(page);
    for (const path of ["/", "/interior-designers/mumbai", "/design-ideas"]) {
      // A unique, unread parameter: the first visit renders afresh (no-cache, so a copy stored by another test
      // can't expire in between) and the second is served from the copy it stored. Another worker's change to
      // public content (a review, a moderation) purges every copy: then the pair is tried again.
      await expect(async () => {
        for (const visit of [1, 2] as const) {
          const response = await visitPublicPage(page, `${path}?utm_source=perf-${visit}-${Date.now()}`, visit === 1);
          const headers = response?.headers() ?? {};
          expect(headers["x-content-type-options"]).toBe("nosniff");
          expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
          expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
          expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
          expect(headers["x-cache"]).toBe(visit === 1 ? "BYPASS" : "HIT");
        }
      }).toPass({ timeout: 20_000 });
    }
    expect(violations).toEqual([]);
  });

  test("no public page logs a policy violation once its scripts have run, rendered or from the cache", async ({
    page,
  }) => {
    const violations = await cspViolations(page);
    // Twice each: rendered for the visit (nonce), then the copy the page cache stored (hashes).
    const visit = async (path: string) => {
      for (let i = 0; i < 2; i++) {
        await page.goto(path);
        // The app's scripts start after the first paint (lib/deferred-scripts.ts): wait until React runs.
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        await page.waitForLoadState("networkidle");
      }
    };
    await visit("/");
    await visit("/interior-designers/chennai");
    const brand = await page.locator('main a[href^="/brand/"]').first().getAttribute("href");
    await visit("/locality/chennai/adyar");
    await visit(brand ?? "/brand/missing");
    await visit("/design-ideas");
    const photo = await page.locator('main a[href^="/design-ideas/photo/"]').first().getAttribute("href");
    await visit(photo ?? "/design-ideas/photo/missing");
    expect(violations).toEqual([]);
  });

  test("a signed-in page gets a fresh nonce per request and works under it", async ({ page }) => {
    const violations = await cspViolations(page);
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
