/**
 * Signed-in visitors get the public pages every visitor shares (from the page cache), and their own bits —
 * the header's account menu, their hearts — arrive in one request after the page loads (issue 15).
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signedInRequest } from "./support/session";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The heart's brand: a hidden input of its form, or (a static card before JS) the value of the heart itself. */
async function brandIdOf(card: Locator): Promise<string> {
  return (await card.locator('[name="brandId"]').first().getAttribute("value")) ?? "";
}

/** A fresh account (its name is "API Tester") with one saved designer, and its cookies for a browser. */
async function personWithHeart(
  playwright: Parameters<typeof signedInRequest>[0],
  baseURL: string,
  brandId: string,
): Promise<{ api: APIRequestContext; email: string }> {
  const person = await signedInRequest(playwright, baseURL);
  const saved = await person.api.post("/favourites", { form: { brandId, favourite: "1" } });
  expect(saved.status()).toBe(200);
  return person;
}

test("a signed-in visitor gets the shared cached page, then their name and hearts in one request", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // A URL of its own (an unread parameter shares the page's copy): an anonymous visitor puts it in the cache.
  const path = `/interior-designers/chennai?utm_source=signed-in-${Date.now()}`;
  await page.goto(path);
  const brandId = await brandIdOf(cards(page).nth(1));
  const { api, email } = await personWithHeart(playwright, baseURL ?? "", brandId);

  const context = await browser.newContext({ storageState: await api.storageState() });
  const signedIn = await context.newPage();
  const personal: string[] = [];
  signedIn.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/viewer") personal.push(request.url());
  });
  const response = await signedIn.goto(path);
  expect(response?.headers()["x-cache"]).toBe("HIT");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain(email);
  expect(html).not.toContain("API Tester");

  const header = signedIn.getByRole("banner");
  // The name comes with /api/viewer, which waits its turn behind renders on a loaded server.
  await expect(header.getByText("API Tester", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
  const heart = cards(signedIn)
    .nth(1)
    .getByRole("button", { name: /favourites$/ });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(
    cards(signedIn)
      .first()
      .getByRole("button", { name: /favourites$/ }),
  ).toHaveAttribute("aria-pressed", "false");
  expect(personal).toHaveLength(1);

  // Removing the heart goes to the account; the copy every visitor gets still holds nothing of this person.
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const anonymous = await page.request.get(path);
  expect(anonymous.headers()["x-cache"]).toBe("HIT");
  expect(await anonymous.text()).not.toContain("API Tester");
  await context.close();
  await api.dispose();
});

test("without JavaScript a signed-in visitor's heart posts, and the page it returns to shows it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const path = "/interior-designers/kolkata";
  await page.goto(path);
  const person = await signedInRequest(playwright, baseURL ?? "");
  const context = await browser.newContext({ storageState: await person.api.storageState(), javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(path);
  const card = cards(noScript).nth(2);
  const save = card.getByRole("button", { name: /to favourites$/ });
  await save.click();
  await expect(noScript).toHaveURL(new RegExp(`${path}$`));
  await expect(card.getByRole("button", { name: /from favourites$/ })).toHaveAttribute("aria-pressed", "true");
  const saved = await person.api.get(`/api/viewer?brands=${await brandIdOf(card)}`);
  expect((await saved.json()).favouriteBrandIds).toEqual([await brandIdOf(card)]);
  await context.close();
  await person.api.dispose();
});
