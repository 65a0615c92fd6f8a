import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The directory end to end on the demo data: filters and sort change the results and the URL, the pager,
 * the locality page's numbers, the brand page's tabs, the 404s, the hero search and the favourite heart.
 * Assertions read the numbers off the pages instead of assuming the demo data's exact counts.
 */

const CITY = "/interior-designers/mumbai";

function main(page: Page) {
  return page.getByRole("main");
}

function cards(page: Page): Locator {
  return main(page).getByRole("article");
}

/** "Showing 1-24 of 40 designers in Mumbai" → { first: 1, last: 24, total: 40 }. */
async function resultCount(page: Page) {
  const text =
    (await main(page)
      .getByText(/^Showing \d+-\d+ of \d+/)
      .textContent()) ?? "";
  const [, first, last, total] = /Showing (\d+)-(\d+) of (\d+)/.exec(text) ?? [];
  return { first: Number(first), last: Number(last), total: Number(total) };
}

async function startingPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => Number((/₹([\d,]+)(?: - ₹[\d,]+)? per sq ft/.exec(text)?.[1] ?? "NaN").replace(/,/g, "")));
}

async function ratings(page: Page): Promise<number[]> {
  const labels = await cards(page)
    .getByRole("img", { name: /^Rated / })
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label") ?? ""));
  return labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
}

test.describe("designer listing", () => {
  test("budget, verified and sort filters change the results and the URL", async ({ page }) => {
    test.slow();
    await page.goto(CITY);
    const all = await resultCount(page);
    expect(all.total).toBeGreaterThan(0);

    const budget = main(page).getByLabel("Budget per sq ft");
    const under = (await budget.locator("option").nth(1).textContent()) ?? "";
    const limit = Number(under.replace(/[^\d]/g, ""));
    expect(under).toMatch(/^Under ₹/);
    await budget.selectOption({ index: 1 });
    await expect(page).toHaveURL(new RegExp(`budget=under-${limit}`));
    await expect(main(page).getByRole("link", { name: `Remove filter ${under}` })).toBeVisible();
    const cheaper = await resultCount(page);
    expect(cheaper.total).toBeLessThanOrEqual(all.total);
    for (const price of await startingPrices(page)) expect(price).toBeLessThan(limit);

    await main(page)
      .getByRole("link", { name: /Remove filter Under/ })
      .click();
    await expect(page).not.toHaveURL(/budget=/);

    await main(page).locator("summary", { hasText: "Filter" }).click();
    await main(page).getByLabel("Verified designers only").check();
    await expect(page).toHaveURL(/verified=1/);
    await expect(main(page).getByRole("link", { name: "Remove filter Verified" })).toBeVisible();
    const verified = await resultCount(page);
    expect(verified.total).toBeLessThanOrEqual(all.total);
    const verifiedCards = cards(page);
    const count = await verifiedCards.count();
    for (let i = 0; i < count; i++)
      await expect(verifiedCards.nth(i).getByText("Verified", { exact: true })).toBeVisible();

    await main(page).getByRole("link", { name: "Sort by Rating" }).click();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page).toHaveURL(/verified=1/);
    await expect(main(page).getByLabel("Sort by")).toHaveValue("rating");
    const sorted = await ratings(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  test("the Area dropdown narrows a dedicated city page to one locality", async ({ page }) => {
    await page.goto(CITY);
    const area = main(page).getByLabel("Area", { exact: true });
    await expect(area.locator("option")).toHaveCount(5);
    await expect(area.locator("option").first()).toHaveText("All Areas");
    const name = (await area.locator("option").nth(1).textContent()) ?? "";
    await area.selectOption({ index: 1 });
    await expect(page).toHaveURL(/area=[a-z-]+/);
    await expect(main(page).getByRole("link", { name: `Remove filter ${name}` })).toBeVisible();
  });

  test("filters work without JavaScript through the Apply button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CITY);
    await main(page).getByLabel("Sort by").selectOption("price");
    await main(page).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=price/);
    const prices = await startingPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });

  test("the pager moves between pages of 24 and disables the ends", async ({ page }) => {
    test.slow();
    await page.goto("/interior-designers");
    const pager = page.getByRole("navigation", { name: "Designer pages" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    const first = await resultCount(page);
    expect(first).toMatchObject({ first: 1, last: 24 });

    // By keyboard: scrolled to from the top, the cards above the pager render as they come near
    // (content-visibility) and can move it under a mouse click that was aimed a frame earlier.
    await pager.getByRole("link", { name: "Page 2", exact: true }).press("Enter");
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    expect(await resultCount(page)).toMatchObject({ first: 25 });

    const lastPage = Math.ceil(first.total / 24);
    await pager.getByRole("link", { name: `Page ${lastPage}`, exact: true }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}`));
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    expect((await resultCount(page)).last).toBe(first.total);
  });

  test("a page past the end and an unknown city answer 404", async ({ page }) => {
    expect((await page.goto("/interior-designers?page=9999"))?.status()).toBe(404);
    expect((await page.goto("/interior-designers/atlantis"))?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("the hero search opens a city page or searches designer names", async ({ page }) => {
    await page.goto("/");
    await main(page).getByLabel("City or designer name").fill("Pune");
    await main(page).getByRole("button", { name: "Find Designers" }).click();
    await expect(page).toHaveURL(/\/interior-designers\/pune$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interior Designers in Pune");

    const name = (await cards(page).first().getByRole("heading").textContent()) ?? "";
    await page.goto(`/interior-designers?q=${encodeURIComponent(name)}`);
    await expect(cards(page).first().getByRole("heading")).toHaveText(name);
  });
});

test("an unverified designer's info button explains what verification means", async ({ page }) => {
  await page.goto("/interior-designers");
  const info = main(page)
    .getByRole("button", { name: /^Why .+ is not verified$/ })
    .first();
  await info.click();
  await expect(main(page).getByText("Not verified yet").first()).toBeVisible();
  await main(page).getByRole("button", { name: "Got it" }).first().click();
  await expect(main(page).getByText("Not verified yet").first()).toBeHidden();
});

test.describe("locality page", () => {
  test("shows the count, the one-decimal rating, projects = floor(count × 6.2) and the top designers", async ({
    page,
  }) => {
    await page.goto("/locality/mumbai/bandra");
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Cities", "Mumbai"]);
    await expect(nav.getByRole("link", { name: "Mumbai" })).toHaveAttribute("href", "/city/mumbai");

    const designers = Number(await page.getByTestId("stat-designers").textContent());
    expect(designers).toBeGreaterThan(0);
    await expect(page.getByTestId("stat-projects")).toHaveText(String(Math.floor(designers * 6.2)));
    await expect(page.getByTestId("stat-rating")).toHaveText(/^\d\.\d$/);
    expect(
      await main(page)
        .getByRole("listitem")
        .filter({ has: page.locator("h3") })
        .count(),
    ).toBe(Math.min(6, designers));

    await main(page).getByRole("link", { name: "View All Designers" }).first().click();
    await expect(page).toHaveURL(/\/interior-designers\/mumbai\/bandra$/);
    expect((await resultCount(page)).total).toBe(designers);
  });

  test("an unknown locality or city says 'Locality Not Found' with status 404", async ({ page }) => {
    expect((await page.goto("/locality/mumbai/nowhere"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Locality Not Found" })).toBeVisible();
    await expect(page.getByText("The requested locality could not be found.")).toBeVisible();
    expect((await page.goto("/locality/atlantis/nowhere"))?.status()).toBe(404);
    await expect(page.getByText("The requested city could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("city hero slideshow", () => {
  const heroImages = (page: Page) => main(page).locator("section").first().locator("div[aria-hidden] img");

  test("rotates every 2 s, fetching each next photo one slide ahead", async ({ page }) => {
    // The page's clock stands still while it loads and hydrates (on a busy machine that took over 2 s, and the
    // slideshow had moved before the test looked), then moves on a slide at a time.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/interior-designers/chennai");
    await expect(heroImages(page)).toHaveCount(2); // the shown photo and the next one
    await expect(heroImages(page).nth(0)).toHaveClass(/opacity-100/);
    await page.clock.runFor(1_900);
    await expect(heroImages(page).nth(0)).toHaveClass(/opacity-100/);
    await page.clock.runFor(200);
    await expect(heroImages(page).nth(1)).toHaveClass(/opacity-100/);
    await expect(heroImages(page)).toHaveCount(3);
  });

  test("holds still for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    // The page's clock, moved past a slide's 2 s at once instead of waiting them out.
    await page.clock.install();
    await page.goto("/interior-designers/chennai");
    await expect(main(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(heroImages(page).nth(0)).toHaveClass(/opacity-100/);
    await context.close();
  });
});

test.describe("designer card photos", () => {
  test("the arrows appear when the carousel is pointed at, and Next moves to the next photo", async ({ page }) => {
    await page.goto(CITY);
    const carousel = cards(page)
      .locator('section[aria-roledescription="carousel"]')
      // A card with more than one photo (the photos are the track's links).
      .filter({ has: page.locator("div[tabindex] > a:nth-child(2) img") })
      .first();
    const next = carousel.getByRole("button", { name: "Next slide" });
    await expect(next).toHaveCount(0);

    await carousel.hover();
    await next.click();
    const track = carousel.locator("div[tabindex]").first();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("brand profile", () => {
  test("tabs live in the URL: Portfolio, About, Reviews; each view is counted by a beacon", async ({ page }) => {
    await page.goto(CITY);
    const beacon = page.waitForResponse(
      (r) => /\/brand\/[a-z0-9-]+\/view$/.test(r.url()) && r.request().method() === "POST",
    );
    // Card links are plain anchors that the grid routes client-side: the document must survive the click.
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await cards(page)
      .first()
      .getByRole("link", { name: /^View profile of/ })
      .click();
    await expect(page).toHaveURL(/\/brand\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect((await beacon).status()).toBe(204);
    const tabs = main(page).getByRole("tablist", { name: "Profile sections" });
    await expect(tabs.getByRole("tab", { name: /^Portfolio \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");

    await tabs.getByRole("tab", { name: "About" }).click();
    await expect(page).toHaveURL(/\?tab=about$/);
    await expect(tabs.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");

    await tabs.getByRole("tab", { name: /^Reviews/ }).click();
    await expect(page).toHaveURL(/\?tab=reviews$/);
    await expect(main(page).getByRole("tabpanel")).toContainText(/review/i);

    await page.reload();
    await expect(tabs.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute("aria-selected", "true");
    await expect(main(page).getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\+?\d+$/);
  });

  test("the portfolio's photos stay through tab switches and open client-side, also from a page opened on About", async ({
    page,
  }) => {
    await page.goto(CITY);
    const profile =
      (await cards(page)
        .first()
        .getByRole("link", { name: /^View profile of/ })
        .getAttribute("href")) ?? "";
    expect(profile).toMatch(/^\/brand\/[a-z0-9-]+$/);
    const tabs = main(page).getByRole("tablist", { name: "Profile sections" });
    const photos = main(page).getByRole("tabpanel").getByRole("link");

    // Opened on About: the photos come with the data and show when their tab opens.
    await page.goto(`${profile}?tab=about`);
    await expect(photos).toHaveCount(0);
    await tabs.getByRole("tab", { name: /^Portfolio/ }).click();
    await expect(page).toHaveURL(/\?tab=portfolio$/);
    await expect(photos.first()).toBeVisible();
    const count = await photos.count();

    // Opened on Portfolio: the photos are the server's markup, kept while another tab shows.
    await page.goto(profile);
    await expect(photos).toHaveCount(count);
    await tabs.getByRole("tab", { name: "About" }).click();
    await expect(page).toHaveURL(/\?tab=about$/);
    await expect(photos).toHaveCount(0);
    await tabs.getByRole("tab", { name: /^Portfolio/ }).click();
    await expect(page).toHaveURL(/\?tab=portfolio$/);
    await expect(photos).toHaveCount(count);
    await expect(photos.first().getByRole("img")).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await photos.first().click();
    await expect(page).toHaveURL(/\/design-ideas\/photo\/[0-9a-f-]+$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("an unknown brand answers 404 'Brand Not Found' with Go Home", async ({ page }) => {
    expect((await page.goto("/brand/no-such-designer-anywhere"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Brand Not Found" })).toBeVisible();
    await expect(page.getByText("The brand you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a card's Contact opens the quote dialog for that designer with the locality pre-filled", async ({ page }) => {
  await page.goto("/interior-designers/mumbai/bandra");
  const card = cards(page).first();
  await card.getByRole("link", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Location")).toHaveValue("Bandra, Mumbai");
});

test.describe("favourites", () => {
  test("a visitor's heart is kept in this browser", async ({ page }) => {
    await page.goto(CITY);
    const heart = cards(page)
      .first()
      .getByRole("button", { name: /to favourites$/ });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    const saved = cards(page)
      .first()
      .getByRole("button", { name: /from favourites$/ });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await saved.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });

  test("hearts kept as a visitor move into the account on sign-in", async ({ page }) => {
    test.slow();
    await page.goto("/interior-designers/hyderabad");
    const card = cards(page).nth(1);
    const brandName = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
    await card.getByRole("button", { name: /to favourites$/ }).click();
    await expect(card.getByRole("button", { name: /from favourites$/ })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/auth");
    await main(page).getByLabel("Email", { exact: true }).fill("homeowner@nivasa.test");
    await main(page).getByLabel("Password", { exact: true }).fill("nivasa-demo");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("nivasa:favourites"))).toBeNull();

    await page.goto("/profile");
    const saved = page.getByRole("region", { name: "Saved designers" });
    const savedCard = saved.getByRole("article", { name: brandName });
    await expect(savedCard).toBeVisible();
    // Unsaving here revalidates the page, which may drop the card before its heart is seen unticked.
    const unsave = savedCard.getByRole("button", { name: /from favourites$/ });
    await unsave.click();
    await expect(unsave).toBeHidden();
    await expect(async () => {
      await page.reload();
      await expect(savedCard).toBeHidden({ timeout: 2_000 });
    }).toPass();
  });

  test("a signed-in heart is saved to the account", async ({ page, browser }) => {
    test.slow();
    await page.goto("/auth");
    await main(page).getByLabel("Email", { exact: true }).fill("homeowner@nivasa.test");
    await main(page).getByLabel("Password", { exact: true }).fill("nivasa-demo");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/interior-designers/pune");
    const card = cards(page).first();
    const save = card.getByRole("button", { name: /to favourites$/ });
    const remove = card.getByRole("button", { name: /from favourites$/ });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(save).toBeVisible();
    }
    await save.click();
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await page.waitForLoadState("networkidle");

    // Another browser with the same session sees it: it lives in the account, not in localStorage.
    const other = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto("/interior-designers/pune");
    await expect(
      cards(otherPage)
        .first()
        .getByRole("button", { name: /from favourites$/ }),
    ).toHaveAttribute("aria-pressed", "true");
    // …and it is shortlisted on the profile.
    const brandName = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
    await otherPage.goto("/profile");
    const saved = otherPage.getByRole("region", { name: "Saved designers" });
    await expect(saved.getByRole("heading", { name: brandName })).toBeVisible();
    await other.close();

    await remove.click();
    await expect(save).toHaveAttribute("aria-pressed", "false");
  });
});

test("a card shows its brand's on-time handovers, and the brand page its project record with counts and periods", async ({
  page,
}) => {
  await page.goto("/interior-designers/chennai");
  const card = cards(page)
    .filter({ hasText: /On time: \d+ of \d+ handovers/ })
    .first();
  const [, onTime, handovers] = /On time: (\d+) of (\d+) handovers/.exec((await card.textContent()) ?? "") ?? [];
  expect(Number(handovers)).toBeGreaterThanOrEqual(3);
  await card.getByRole("link", { name: /^View profile of/ }).click();
  await expect(page).toHaveURL(/\/brand\//);
  const record = page.getByRole("region", { name: "Project record on Nivasa" });
  await expect(record.getByText(`${onTime} of ${handovers} handovers`)).toBeVisible();
  for (const label of ["Delay", "Approved changes", "Snags fixed", "Warranty claims answered in 72 hours"]) {
    await expect(record.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(record.getByText(new RegExp(`^${handovers} handovers, \\d+ \\w+ \\d{4} – `)).first()).toBeVisible();

  // A brand without handovers says when its record will show.
  await page.goto(CITY);
  const none = cards(page)
    .filter({ hasNotText: /handover/ })
    .first();
  await none.getByRole("link", { name: /^View profile of/ }).click();
  await expect(
    page
      .getByRole("region", { name: "Project record on Nivasa" })
      .getByText("Project record shows after 3 handovers on Nivasa (none so far)."),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("directory pages fit the screen without sideways scrolling", async ({ page }) => {
    test.slow();
    for (const path of [
      "/",
      "/interior-designers",
      CITY,
      "/interior-designers/mumbai/bandra",
      "/locality/mumbai/bandra",
      "/cities",
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("accessibility", () => {
  async function expectNoViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }

  for (const path of [CITY, "/locality/mumbai/bandra"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test("a brand profile with a project record has no axe violations", async ({ page }) => {
    test.slow();
    await page.goto("/interior-designers/chennai");
    await cards(page)
      .filter({ hasText: /On time: \d+ of \d+ handovers/ })
      .first()
      .getByRole("link", { name: /^View profile of/ })
      .click();
    await expect(page.getByRole("region", { name: "Project record on Nivasa" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("a brand profile has no axe violations", async ({ page }) => {
    test.slow();
    await page.goto(CITY);
    await cards(page)
      .first()
      .getByRole("link", { name: /^View profile of/ })
      .click();
    await expect(page).toHaveURL(/\/brand\//);
    await expectNoViolations(page);
  });
});
