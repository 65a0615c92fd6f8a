/**
 * Signed-in visitors get the public pages every visitor shares (from the page cache), and their own bits —
 * the header's account menu, their hearts — arrive in one request after the page loads.
 */
import type {
  APIRequestContext,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Response,
} from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { likeAnswered } from "./support/gallery";
import { signedInRequest } from "./support/session";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The GET /api/viewer requests `page` makes from now on. */
function viewerRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/viewer") requests.push(request.url());
  });
  return requests;
}

/**
 * `path` opened in a new page of the signed-in `context` right after an anonymous request stored a fresh copy of
 * it (`Cache-Control: no-cache` renders the page and replaces its copy, which may be an older one about to
 * expire), expecting that copy. Another worker's change (an admin's, an owner's) may purge every stored page
 * between the two requests: then both are made again, in a new page.
 */
async function openSharedCopy(
  anonymous: Page,
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; response: Response | null; viewerRequests: string[] }> {
  const attempts: { page: Page; response: Response | null; viewerRequests: string[] }[] = [];
  await expect(async () => {
    await attempts.at(-1)?.page.close();
    const stored = await anonymous.request.get(path, { headers: { "Cache-Control": "no-cache" } });
    expect(stored.headers()["x-cache"]).toBe("BYPASS");
    const page = await context.newPage();
    const requests = viewerRequests(page);
    const response = await page.goto(path);
    attempts.push({ page, response, viewerRequests: requests });
    expect(response?.headers()["x-cache"]).toBe("HIT");
  }).toPass({ timeout: 60_000 });
  const opened = attempts.at(-1);
  if (!opened) throw new Error(`${path} was never opened`);
  return opened;
}

/** The heart's brand: a hidden input of its form, or (a static card before JS) the value of the heart itself. */
async function brandIdOf(card: Locator): Promise<string> {
  return (await card.locator('[name="brandId"]').first().getAttribute("value")) ?? "";
}

/**
 * A fresh account (its name is "API Tester") that saved a designer a while ago, and its cookies for a browser.
 * Saving answers with nv_own, which has their pages rendered for them for a minute after the change; the
 * browser gets the cookies without it, as it has them once that minute is over.
 */
async function personWithHeart(
  playwright: Parameters<typeof signedInRequest>[0],
  baseURL: string,
  brandId: string,
): Promise<{ api: APIRequestContext; email: string; storageState: BrowserContextOptions["storageState"] }> {
  const person = await signedInRequest(playwright, baseURL);
  const saved = await person.api.post("/favourites", { form: { brandId, favourite: "1" } });
  expect(saved.status()).toBe(200);
  const state = await person.api.storageState();
  expect(state.cookies.map((cookie) => cookie.name)).toContain("nv_own");
  const storageState = { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== "nv_own") };
  return { ...person, storageState };
}

test("a signed-in visitor gets the shared cached page, then their name and hearts in one request", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // A parameter the page does not read shares the page's copy.
  const path = `/interior-designers/chennai?utm_source=signed-in-${Date.now()}`;
  await page.goto(path);
  const brandId = await brandIdOf(cards(page).nth(1));
  const { api, email, storageState } = await personWithHeart(playwright, baseURL ?? "", brandId);

  const context = await browser.newContext({ storageState });
  const { page: signedIn, response, viewerRequests: personal } = await openSharedCopy(page, context, path);
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

  // Removing the heart goes to the account; the copy every visitor gets still holds nothing of this person. (That
  // a heart leaves the shared copies in place is checked in own-changes.server.test.ts: here the other worker's
  // changes may purge them meanwhile.)
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const anonymous = await page.request.get(path);
  expect(anonymous.status()).toBe(200);
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

test("a signed-in visitor shares the cached brand page and gets their own review form from /api/viewer; without JavaScript the sign-in link brings it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // Nobody is signed in on `page`: it never asks /api/viewer (no session hint cookie).
  const asked = viewerRequests(page);
  await page.goto("/interior-designers/kolkata");
  const brandPath = await cards(page).first().locator('a[href^="/brand/"]').first().getAttribute("href");
  expect(brandPath).toMatch(/^\/brand\/[\w-]+$/);
  // A parameter the page does not read shares the page's copy.
  const path = `${brandPath}?tab=reviews&utm_source=signed-in-${Date.now()}`;
  await page.goto(path);
  const person = await signedInRequest(playwright, baseURL ?? "");
  const context = await browser.newContext({ storageState: await person.api.storageState() });
  const { page: signedIn, response } = await openSharedCopy(page, context, path);
  expect(await response?.text()).toContain("Sign in to write a review");

  const panel = signedIn.getByRole("main").getByRole("tabpanel");
  // The form comes with /api/viewer, which waits its turn behind renders on a loaded server.
  await expect(panel.getByRole("heading", { name: "Write a review" })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("link", { name: "Sign in to write a review" })).toHaveCount(0);
  const body = `A careful, punctual team; checked on the shared page (${Date.now()}).`;
  const form = panel.locator("form", { has: signedIn.getByLabel("Your review") });
  await form.locator("label", { hasText: "5 stars" }).click();
  await form.getByLabel("Your review").fill(body);
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(signedIn.getByText("Thank you! Your review has been posted.")).toBeVisible();
  await expect(panel.getByRole("article").filter({ hasText: body }).getByText("(you)")).toBeVisible();

  // The copy every visitor gets shows the review (the post dropped the stale copy) and nothing of its writer's.
  const anonymous = await page.request.get(path);
  const html = await anonymous.text();
  expect(html).toContain(body);
  for (const personal of ["(you)", "Edit your review", person.email, "API Tester"])
    expect(html).not.toContain(personal);
  await signedIn.reload();
  await expect(panel.getByRole("heading", { name: "Edit your review" })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("article").filter({ hasText: body }).getByText("(you)")).toBeVisible();

  // Without JavaScript the shared page offers the sign-in link, which comes back to a render of their own.
  const noScript = await browser.newContext({
    storageState: await person.api.storageState(),
    javaScriptEnabled: false,
  });
  const plain = await noScript.newPage();
  await plain.goto(path);
  await plain.getByRole("main").getByRole("link", { name: "Sign in to write a review" }).click();
  await expect(plain).toHaveURL(new RegExp(`${brandPath}\\?tab=reviews$`));
  const own = plain.getByRole("main").getByRole("tabpanel");
  await expect(own.getByRole("heading", { name: "Edit your review" })).toBeVisible();
  await expect(own.getByLabel("Your review")).toHaveValue(body);
  await noScript.close();
  await context.close();
  await person.api.dispose();
  expect(asked).toEqual([]);
});

/** The like count shown on a gallery card ("♥ 12 likes"). */
async function cardLikes(card: Locator): Promise<number> {
  const text = await card
    .getByText(/^[\d,]+ likes$/)
    .first()
    .textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

/** A gallery card's heart (its label names the image, so it says "Like …" or "Unlike …"). */
const likeButton = (card: Locator) => card.getByRole("button", { name: /^(Like|Unlike) / });

/** A gallery page every visitor shares, as an anonymous visitor sees it; and one of its cards' id and count. */
async function sharedGalleryCard(page: Page, nth: number): Promise<{ path: string; id: string; start: number }> {
  const path = "/design-ideas?roomType=kitchen";
  await page.goto(path);
  const card = cards(page).nth(nth);
  return { path, id: (await card.getAttribute("id")) ?? "", start: await cardLikes(card) };
}

test("a signed-in visitor's like and unlike show in the count after a reload of the shared page", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { path, id, start } = await sharedGalleryCard(page, 3);
  const person = await signedInRequest(playwright, baseURL ?? "");
  const context = await browser.newContext({ storageState: await person.api.storageState() });
  const { page: signedIn } = await openSharedCopy(page, context, path);
  const card = signedIn.locator(`#${id}`);
  // The heart's state comes with /api/viewer, which waits its turn behind renders on a loaded server.
  await expect(likeButton(card)).toHaveAttribute("aria-pressed", "false", { timeout: 30_000 });

  for (const [liked, count] of [
    ["true", start + 1],
    ["false", start],
  ] as const) {
    await card.hover();
    // The heart and count change at once (before the server answers); the reload waits for the answer,
    // whose nv_own cookie makes the next page theirs (a reload sooner aborts it, and the cookie is never set).
    const answered = likeAnswered(signedIn);
    await likeButton(card).click();
    await expect(likeButton(card)).toHaveAttribute("aria-pressed", liked);
    await expect.poll(() => cardLikes(card)).toBe(count);
    expect((await answered).status()).toBe(200);
    await signedIn.reload();
    await expect(likeButton(card)).toHaveAttribute("aria-pressed", liked, { timeout: 30_000 });
    expect(await cardLikes(card)).toBe(count);
  }
  await context.close();
  await person.api.dispose();
});

test("without JavaScript a signed-in visitor's like shows in the count on the page they come back to and after a reload", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { path, id, start } = await sharedGalleryCard(page, 4);
  const person = await signedInRequest(playwright, baseURL ?? "");
  const context = await browser.newContext({ storageState: await person.api.storageState(), javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(path);
  const card = noScript.locator(`#${id}`);
  await likeButton(card).click();
  await expect(likeButton(card)).toHaveAttribute("aria-pressed", "true");
  expect(await cardLikes(card)).toBe(start + 1);
  // The like's nv_own outlasts every copy shared before it (the test server keeps pages 60 s), not only the 10 s
  // of the page its redirect lands on: a reload any time in that minute shows the like.
  const ownPages = (await context.cookies()).find((cookie) => cookie.name === "nv_own");
  expect(ownPages?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 45);
  await noScript.reload();
  await expect(likeButton(card)).toHaveAttribute("aria-pressed", "true");
  expect(await cardLikes(card)).toBe(start + 1);
  await context.close();
  await person.api.dispose();
});

test("a signed-in visitor's review shows in the brand's review count on the shared city page, with and without JavaScript", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const city = "/interior-designers/hyderabad";
  await page.goto(city);
  const brandPath = (await cards(page).nth(4).locator('a[href^="/brand/"]').first().getAttribute("href")) ?? "";
  expect(brandPath).toMatch(/^\/brand\/[\w-]+$/);
  const reviewCount = async (on: Page) => {
    await on.goto(city);
    const card = cards(on)
      .filter({ has: on.locator(`a[href="${brandPath}"]`) })
      .first();
    const text = await card.getByText(/^\(\d+ reviews?\)$/).textContent();
    return Number((text ?? "").replace(/\D/g, ""));
  };
  const before = await reviewCount(page);

  for (const javaScriptEnabled of [true, false]) {
    const person = await signedInRequest(playwright, baseURL ?? "");
    const context = await browser.newContext({ storageState: await person.api.storageState(), javaScriptEnabled });
    const tab = await context.newPage();
    // Without JavaScript the shared page's sign-in link brings a render of their own, with the form.
    await tab.goto(
      javaScriptEnabled
        ? `${brandPath}?tab=reviews`
        : `/auth?redirectTo=${encodeURIComponent(`${brandPath}?tab=reviews`)}`,
    );
    const panel = tab.getByRole("main").getByRole("tabpanel");
    const form = panel.locator("form", { has: tab.getByLabel("Your review") });
    await form.locator("label", { hasText: "5 stars" }).click({ timeout: 30_000 });
    await form.getByLabel("Your review").fill(`Finished our flat on time and on budget (${javaScriptEnabled}).`);
    await form.getByRole("button", { name: "Post review" }).click();
    // With JavaScript a toast says so; without, the same message sits above the page (a status inside
    // <noscript>, whose text getByText never matches).
    const posted = "Thank you! Your review has been posted.";
    await expect(
      javaScriptEnabled ? tab.getByText(posted) : tab.getByRole("status").filter({ hasText: posted }),
    ).toBeVisible();
    const counted = before + (javaScriptEnabled ? 1 : 2);
    expect(await reviewCount(tab)).toBe(counted);
    await context.close();
    await person.api.dispose();
  }
});
