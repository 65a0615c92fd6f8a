import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { likeAnswered } from "./support/gallery";
import { DEMO, signInAs } from "./support/session";

/**
 * The design-ideas gallery on the demo data: landing search, filters in the URL, the empty state,
 * likes (visitor toast, homeowner like/unlike), Load More with and without JavaScript, and the
 * photo page's view count. Counts are read off the pages, not assumed.
 */

function main(page: Page): Locator {
  return page.getByRole("main");
}

function cards(page: Page): Locator {
  return main(page).getByRole("article");
}

/** "1,234 designs" in the results toolbar → 1234. */
async function designCount(page: Page): Promise<number> {
  const text =
    (await main(page)
      .getByText(/^[\d,]+\+? designs?$/)
      .first()
      .textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** The like count shown on a card ("♥ 12 👁 340"). */
async function cardLikes(card: Locator): Promise<number> {
  const text =
    (await card
      .getByText(/^[\d,]+ likes$/)
      .first()
      .textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test.describe("design ideas landing", () => {
  test("search goes to the gallery only with text, and lists matching designs", async ({ page }) => {
    await page.goto("/design-ideas");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main(page).getByText("10,000+ designs")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Featured Designs" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Trending Designs" })).toBeVisible();

    const search = main(page).getByRole("searchbox", { name: "Search design ideas" });
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/design-ideas$/);

    await search.fill("kitchen");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/design-ideas\?search=kitchen$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("matching “kitchen”");
    await expect(cards(page).first()).toBeVisible();
    expect(await designCount(page)).toBeGreaterThan(0);
  });

  test("room cards open the room gallery with its hero and style shortcuts", async ({ page }) => {
    await page.goto("/design-ideas");
    await main(page).getByRole("link", { name: "Kitchen", exact: true }).click();
    await expect(page).toHaveURL(/\/design-ideas\/kitchen$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen Design Ideas");
    await main(page).getByRole("link", { name: "Scandinavian Kitchen", exact: true }).click();
    await expect(page).toHaveURL(/\/design-ideas\/kitchen\/scandinavian$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scandinavian Kitchen Design Ideas");
  });

  test("spec quick links with underscores work, unknown rooms go back to /design-ideas", async ({ page }) => {
    await page.goto("/design-ideas/living_room/scandinavian");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scandinavian Living Room Design Ideas");
    await page.goto("/design-ideas/garage");
    await expect(page).toHaveURL(/\/design-ideas$/);
  });
});

test.describe("gallery filters", () => {
  test("panel choices land in the URL and narrow the results", async ({ page }) => {
    await page.goto("/design-ideas/kitchen");
    const all = await designCount(page);
    const panel = page.getByRole("search", { name: "Filter designs" });

    await panel.getByLabel("Style").selectOption("modern");
    await expect(page).toHaveURL(/\/design-ideas\/kitchen\/modern$/);
    // The URL changes before React commits the new results: wait for them, not for the address bar.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modern Kitchen Design Ideas");
    const modern = await designCount(page);
    expect(modern).toBeLessThanOrEqual(all);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole("list", { name: "Tags" })).toContainText("Kitchen");
      await expect(card.getByRole("list", { name: "Tags" })).toContainText("Modern");
    }

    await panel.getByText("Compact", { exact: true }).click();
    await expect(page).toHaveURL(/\/design-ideas\/kitchen\/modern\?size=compact$/);
    await expect(main(page).getByRole("link", { name: /Compact.*remove filter/ })).toBeVisible();

    await page.goto("/design-ideas/kitchen");
    await page.getByRole("search", { name: "Filter designs" }).getByLabel("Search designs").pressSequentially("island");
    await expect(page).toHaveURL(/\/design-ideas\/kitchen\?search=island$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("matching “island”");
  });

  test("sort and view are links that keep the filters", async ({ page }) => {
    await page.goto("/design-ideas/bedroom");
    await main(page).getByRole("link", { name: "Most popular" }).click();
    await expect(page).toHaveURL(/\/design-ideas\/bedroom\?sort=popular$/);
    await expect(main(page).getByRole("link", { name: "Most popular" })).toHaveAttribute("aria-current", "true");
    const likes = await Promise.all((await cards(page).all()).slice(0, 5).map(cardLikes));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    await main(page).getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/\/design-ideas\/bedroom\?sort=popular&view=list$/);
    await expect(cards(page).first().getByRole("link", { name: "Get This Look" })).toBeVisible();
  });

  test("empty state offers Clear All Filters, which keeps the room", async ({ page }) => {
    await page.goto("/design-ideas/bathroom?search=no-such-design-anywhere");
    await expect(main(page).getByText("No Bathroom designs found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await main(page).getByRole("link", { name: "Clear All Filters" }).last().click();
    await expect(page).toHaveURL(/\/design-ideas\/bathroom$/);
    await expect(cards(page).first()).toBeVisible();

    await page.goto("/design-ideas?search=no-such-design-anywhere");
    await expect(main(page).getByText("No designs found", { exact: true })).toBeVisible();
  });

  test("the gallery page has no accessibility violations", async ({ page }) => {
    // axe walks fifty cards: 14 s on an idle 2-core machine, past the default 30 s when it is busy.
    test.slow();
    await page.goto("/design-ideas/kitchen");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});

test.describe("paging", () => {
  test("Load More appends the next 50 designs without leaving the page", async ({ page }) => {
    await page.goto("/design-ideas?view=all");
    await expect(cards(page)).toHaveCount(50);
    const firstTitles = await cards(page).getByRole("heading").allTextContents();
    await main(page).getByRole("link", { name: "Load More Designs" }).click();
    await expect(cards(page)).toHaveCount(100);
    await expect(page).toHaveURL(/\/design-ideas\?view=all$/);
    const allTitles = await cards(page).getByRole("heading").allTextContents();
    expect(allTitles.slice(0, 50)).toEqual(firstTitles);
    const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(new Set(ids).size).toBe(100);
  });

  test("a failed Load More shows the error toast and keeps the list", async ({ page }) => {
    await page.goto("/design-ideas?view=all");
    await expect(cards(page)).toHaveCount(50);
    await page.route("**/api/design-images**", (route) => route.fulfill({ status: 500, body: "boom" }));
    await main(page).getByRole("link", { name: "Load More Designs" }).click();
    await expect(page.getByText("Failed to load design images")).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Load More is a next-page link and filters apply with the button", async ({ page }) => {
      await page.goto("/design-ideas?view=all");
      const first = await cards(page).first().getAttribute("id");
      await main(page).getByRole("link", { name: "Load More Designs" }).click();
      await expect(page).toHaveURL(/cursor=/);
      await expect(main(page).getByRole("link", { name: "Back to the first page" })).toBeVisible();
      await expect(cards(page).first()).not.toHaveAttribute("id", first ?? "");

      const panel = page.getByRole("search", { name: "Filter designs" });
      await panel.getByLabel("Room").selectOption("balcony");
      await panel.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Balcony Design Ideas");
    });

    test("the heart is a form: a visitor is sent to sign in, the homeowner's like sticks", async ({ page }) => {
      await page.goto("/design-ideas/dining-room?sort=oldest");
      await cards(page)
        .first()
        .getByRole("button", { name: /^Like / })
        .click();
      await expect(page).toHaveURL(/\/auth\?redirectTo=/);

      await signInAs(page, DEMO.homeowner);
      await page.goto("/design-ideas/dining-room?sort=oldest");
      const card = cards(page).first();
      const heart = card.getByRole("button", { name: /^(Like|Unlike) / });
      const wasLiked = (await heart.getAttribute("aria-pressed")) === "true";
      const start = await cardLikes(card);
      await heart.click();
      await expect(page).toHaveURL(/\/design-ideas\/dining-room\?sort=oldest#image-/);
      await expect(heart).toHaveAttribute("aria-pressed", String(!wasLiked));
      expect(await cardLikes(card)).toBe(start + (wasLiked ? -1 : 1));
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", String(wasLiked));
      expect(await cardLikes(card)).toBe(start);
    });
  });
});

test.describe("likes and views", () => {
  test("a visitor who likes an image is asked to sign in", async ({ page }) => {
    await page.goto("/design-ideas/kitchen");
    const card = cards(page).first();
    const before = await cardLikes(card);
    await card.hover();
    await card.getByRole("button", { name: /^Like / }).click();
    await expect(page.getByText("Sign in required")).toBeVisible();
    await expect(page.getByText("Please sign in to like images")).toBeVisible();
    expect(await cardLikes(card)).toBe(before);
  });

  test("the homeowner likes and unlikes an image, and it stays liked after a reload", async ({ page }) => {
    await signInAs(page, DEMO.homeowner);
    // An image no other test touches: the oldest study room design.
    await page.goto("/design-ideas/study-room?sort=oldest");
    const card = cards(page).first();
    const id = await card.getAttribute("id");
    const start = await cardLikes(card);
    const like = card.getByRole("button", { name: /^(Like|Unlike) / });
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";

    await card.hover();
    const answered = likeAnswered(page);
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect.poll(() => cardLikes(card)).toBe(start + (wasLiked ? -1 : 1));
    // The heart changes before the server answers: reload once the like is saved.
    expect((await answered).status()).toBe(200);

    await page.reload();
    const again = page.locator(`#${id}`);
    await expect(again.getByRole("button", { name: /^(Like|Unlike) / })).toHaveAttribute(
      "aria-pressed",
      String(!wasLiked),
    );
    await again.hover();
    await again.getByRole("button", { name: /^(Like|Unlike) / }).click();
    await expect(again.getByRole("button", { name: /^(Like|Unlike) / })).toHaveAttribute(
      "aria-pressed",
      String(wasLiked),
    );
    await expect.poll(() => cardLikes(again)).toBe(start);
  });

  test.describe("as a person's browser", () => {
    // Headless Chrome announces itself as a bot, and bots are not counted.
    test.use({
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    });

    test("opening an image shows its page and counts one view a day for its visitor", async ({ page }) => {
      // Straight from the server each time: the page cache would show a copy rendered before the view counted.
      await page.setExtraHTTPHeaders({ "cache-control": "no-cache" });
      const beacon = () =>
        page.waitForResponse((r) => /\/design-ideas\/photo\/[0-9a-f-]{36}\/view$/.test(r.url()) && r.status() === 204);
      await page.goto("/design-ideas/balcony");
      const card = cards(page).first();
      const title = (await card.getByRole("heading").textContent()) ?? "";
      const counted = beacon();
      await card.getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(/\/design-ideas\/photo\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const views = async () =>
        Number(
          (
            (await main(page)
              .getByText(/^[\d,]+ views$/)
              .first()
              .textContent()) ?? ""
          ).replace(/[^\d]/g, ""),
        );
      const seen = await views();
      await counted;
      const again = beacon();
      await page.reload();
      await again;
      expect(await views()).toBe(seen + 1);
      await page.reload();
      expect(await views()).toBe(seen + 1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${new URL(page.url()).pathname}$`),
      );
      await expect(main(page).getByRole("link", { name: "View Brand" }).first()).toHaveAttribute("target", "_blank");
    });
  });
});
