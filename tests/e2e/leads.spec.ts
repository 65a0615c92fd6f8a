import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { estimate, formatEstimateRange, parseEstimateInput } from "../../app/features/calculator/estimator";
import { QUOTE_MESSAGES } from "../../app/features/leads/quote-form/quote-form";
import { readDevMailbox } from "../../app/services/mail.server";
import { expect, test } from "./support/fixtures";
import { codeSentTo, DEMO, e2eDataDir, signInAs } from "./support/session";
import { uniquePhone } from "./support/threads";

/**
 * Leads end to end on the demo data: the Get Free Quote dialog (errors, the code step, success, duplicate) and
 * its no-JS pages, a review with the owner's reply, and the price calculator (live and without JavaScript).
 */

function main(page: Page) {
  return page.getByRole("main");
}

async function firstBrandPath(page: Page, listing = "/interior-designers/bangalore"): Promise<string> {
  await page.goto(listing);
  const href = await main(page).locator('a[href^="/brand/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href ?? "";
}

test.describe("Get Free Quote", () => {
  test("the dialog on a brand page explains mistakes, confirms the number with a code, then sends the lead and emails the brand", async ({
    page,
    browser,
  }) => {
    const brandPath = await firstBrandPath(page);
    await page.goto(brandPath);
    const brandName = (await main(page).getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

    await main(page)
      .getByRole("link", { name: /^Get (Free )?Quote$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Get Free Quote from ${brandName}` })).toBeVisible();

    await dialog.getByRole("button", { name: "Get Free Quote" }).click();
    for (const message of [
      QUOTE_MESSAGES.name,
      QUOTE_MESSAGES.phone,
      QUOTE_MESSAGES.location,
      QUOTE_MESSAGES.requirement,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel("Name")).toBeFocused();

    const phone = uniquePhone();
    const email = `priya.${phone}@example.test`;
    await dialog.getByLabel("Name").fill("Priya Sharma");
    await dialog.getByLabel("Phone Number").fill("12345");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Location").fill("HSR Layout, Bangalore");
    await dialog.getByLabel("Requirement").fill("Modular kitchen and two wardrobes for a new flat");
    await dialog.getByLabel("Budget Range").selectOption("5-10-lakh");
    await dialog.getByLabel("When planning to start?").selectOption("1-3-months");
    await dialog.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(dialog.getByText(QUOTE_MESSAGES.phoneInvalid)).toBeVisible();

    await dialog.getByLabel("Phone Number").fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await dialog.getByRole("button", { name: "Get Free Quote" }).click();

    // The number is confirmed with the code texted to it, inside the dialog; a wrong code is explained.
    await expect(
      dialog.getByText(`we sent a 6-digit code to +91 ${phone.slice(0, 5)} ${phone.slice(5)}`),
    ).toBeVisible();
    const code = await codeSentTo(`+91${phone}`);
    await dialog.getByLabel("Code from the SMS").fill(code === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Verify and send request" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("That code is not right. Check the SMS and try again.");
    await dialog.getByLabel("Code from the SMS").fill(code);
    await dialog.getByRole("button", { name: "Verify and send request" }).click();

    // The request opens at /quotes/:id, signed in to the account the code made.
    await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Quote request sent!")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Quote request: HSR Layout, Bangalore" })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(true);

    // Signed in with the confirmed number, asking the same brand again sends at once: a duplicate.
    await page.goto(brandPath);
    await main(page)
      .getByRole("link", { name: /^Get (Free )?Quote$/ })
      .first()
      .click();
    await expect(dialog.getByLabel("Phone Number")).toHaveValue("");
    await dialog.getByLabel("Name").fill("Priya Sharma");
    await dialog.getByLabel("Phone Number").fill(phone);
    await dialog.getByLabel("Location").fill("HSR Layout, Bangalore");
    await dialog.getByLabel("Requirement").fill("Modular kitchen and two wardrobes for a new flat");
    await dialog.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(
      dialog.getByText(
        `We already sent your request to ${brandName} in the last 24 hours. They will contact you soon.`,
      ),
    ).toBeVisible();

    await expect
      .poll(async () =>
        (await readDevMailbox(e2eDataDir())).some(
          (mail) =>
            mail.subject === "New quote request from Priya Sharma — Nivasa" && mail.text.includes(phone.slice(5)),
        ),
      )
      .toBe(true);

    // The confirmation's button signs the reader of the mailbox in to the account and opens the request.
    const confirmation = async () =>
      (await readDevMailbox(e2eDataDir())).find(
        (mail) => mail.to === email && mail.subject === "Your quote request is on its way — Nivasa",
      );
    await expect.poll(async () => (await confirmation()) !== undefined).toBe(true);
    const link = (await confirmation())?.text.match(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/)?.[0] ?? "";
    const visitor = await browser.newContext();
    const opened = await visitor.newPage();
    await opened.goto(link);
    await expect(opened).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    expect((await visitor.cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(true);
    await visitor.close();
  });

  test("without JavaScript the quote page posts the form, asks for the code on a second page and opens the request", async ({
    browser,
  }) => {
    const page = await noScriptPage(browser);
    await page.goto("/get-quote");
    await expect(main(page).getByRole("heading", { level: 1, name: "Get Free Quote" })).toBeVisible();
    await main(page).getByLabel("Name").fill("Arun Kumar");
    await main(page).getByLabel("Phone Number").fill("55555 55555");
    await main(page).getByRole("button", { name: "Get Free Quote" }).click();
    await expect(main(page).getByText(QUOTE_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(main(page).getByText(QUOTE_MESSAGES.location)).toBeVisible();
    await expect(main(page).getByLabel("Name")).toHaveValue("Arun Kumar");

    const phone = uniquePhone();
    await main(page).getByLabel("Phone Number").fill(phone);
    await main(page).getByLabel("Email").fill(`arun.${phone}@example.test`);
    await main(page).getByLabel("Location").fill("Indiranagar, Bangalore");
    await main(page).getByLabel("Requirement").fill("3 BHK full home interiors");
    await main(page).getByRole("button", { name: "Get Free Quote" }).click();

    // The second page asks for the code; "Change details" brings the form back as it was typed.
    await expect(main(page).getByLabel("Code from the SMS")).toBeVisible();
    await main(page).getByRole("button", { name: "Change details" }).click();
    await expect(main(page).getByLabel("Location")).toHaveValue("Indiranagar, Bangalore");
    await main(page).getByLabel("Budget Range").selectOption("10-15-lakh");
    await main(page).getByRole("button", { name: "Get Free Quote" }).click();
    await main(page)
      .getByLabel("Code from the SMS")
      .fill(await codeSentTo(`+91${phone}`));
    await main(page).getByRole("button", { name: "Verify and send request" }).click();

    await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    await expect(main(page).getByRole("heading", { name: "Quote request: Indiranagar, Bangalore" })).toBeVisible();
    const threads = main(page).locator('[id^="thread-"][id$="-heading"]');
    expect(await threads.count()).toBeGreaterThanOrEqual(3);
    expect(await threads.count()).toBeLessThanOrEqual(5);
    expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(true);
    await page.context().close();
  });

  test("a signed-in homeowner finds the request on their profile", async ({ browser }) => {
    const page = await signedInPage(browser, DEMO.homeowner);
    await page.goto("/get-quote");
    await expect(main(page).getByLabel("Name")).not.toHaveValue("");
    const requirement = `Wardrobes for two bedrooms (${Date.now()})`;
    await main(page).getByLabel("Phone Number").fill(uniquePhone());
    await main(page).getByLabel("Location").fill("Adyar, Chennai");
    await main(page).getByLabel("Requirement").fill(requirement);
    await main(page).getByRole("button", { name: "Get Free Quote" }).click();
    await expect(main(page).getByRole("heading", { name: "Quote request sent!" })).toBeVisible();

    await page.goto("/profile");
    const section = main(page).getByRole("region", { name: "My quote requests" });
    const request = section.getByRole("listitem").filter({ hasText: requirement });
    await expect(request).toBeVisible();
    await expect(request.getByText("Adyar, Chennai")).toBeVisible();
    await expect(request.getByText(/Sent to \d+ designers?/)).toBeVisible();
    await section.getByRole("link", { name: "All quote requests and messages" }).click();
    await expect(page).toHaveURL(/\/quotes$/);
    await expect(main(page).getByRole("listitem").filter({ hasText: requirement })).toBeVisible();
    await page.context().close();
  });

  test("a filled honeypot is turned away", async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto("/get-quote");
    await main(page).getByLabel("Name").fill("Bot");
    await main(page).getByLabel("Phone Number").fill(uniquePhone());
    await main(page).getByLabel("Location").fill("Pune");
    await main(page).getByLabel("Requirement").fill("Cheap pills");
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await main(page).getByRole("button", { name: "Get Free Quote" }).click();
    await expect(main(page).getByText("Your request could not be sent. Please try again.")).toBeVisible();
    await page.context().close();
  });

  test("the quote page has no accessibility violations", async ({ page }) => {
    await page.goto("/get-quote");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });
});

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email);
  return page;
}

test.describe("reviews", () => {
  test("a homeowner reviews a designer's brand and the owner replies publicly", async ({ browser }) => {
    // Two signed-in people on a shared brand page: their forms arrive with /api/viewer, behind renders on a loaded server.
    test.slow();
    const owner = await signedInPage(browser, DEMO.designer);
    await owner.goto("/brand-dashboard");
    const brandPath = (await main(owner).locator('a[href^="/brand/"]').first().getAttribute("href")) ?? "";
    expect(brandPath).toMatch(/^\/brand\//);

    const homeowner = await signedInPage(browser, DEMO.homeowner);
    await homeowner.goto(`${brandPath}?tab=reviews`);
    await homeowner.waitForLoadState("networkidle");
    const form = main(homeowner).locator("form", { has: homeowner.getByLabel("Your review") });
    await form.getByLabel("Your review").fill("Too short");
    await form.getByRole("button", { name: /Post review|Update review/ }).click();
    await expect(form.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
    await expect(form.getByText("Please write at least 20 characters")).toBeVisible();

    const body = `Wonderful team — our kitchen was finished in six weeks and looks great. (${Date.now()})`;
    await form.locator("label", { hasText: "4 stars" }).click();
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Your review").fill(body);
    await form.getByRole("button", { name: /Post review|Update review/ }).click();
    await expect(
      homeowner.getByText(/Thank you! Your review has been posted.|Your review has been updated./),
    ).toBeVisible();
    const review = main(homeowner).getByRole("article").filter({ hasText: body });
    await expect(review).toBeVisible();
    await expect(review.getByText(/\(you\)/)).toBeVisible();
    await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    const month = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
      new Date(),
    );
    await expect(review.getByText(month)).toBeVisible();

    await owner.goto(`${brandPath}?tab=reviews`);
    await expect(main(owner).getByText("This is your brand")).toBeVisible();
    const ownerView = main(owner).getByRole("article").filter({ hasText: body });
    await ownerView.getByText("Reply publicly").click();
    await ownerView.getByRole("textbox").fill("Thank you! It was a joy to design your kitchen.");
    await ownerView.getByRole("button", { name: "Post reply" }).click();
    await expect(owner.getByText("Your reply has been posted.")).toBeVisible();

    await homeowner.reload();
    const answered = main(homeowner).getByRole("article").filter({ hasText: body });
    await expect(answered.getByText("Response from the owner")).toBeVisible();
    await expect(answered.getByText("Thank you! It was a joy to design your kitchen.")).toBeVisible();

    await owner.context().close();
    await homeowner.context().close();
  });
});

test.describe("price calculator", () => {
  const totalOf = (query: string) =>
    formatEstimateRange(estimate(parseEstimateInput(new URLSearchParams(query))).total);

  test("updates live, keeps its inputs in the URL and suggests designers that fit", async ({ page }) => {
    await page.goto("/interiors-price-calculator?city=bangalore");
    const total = main(page).getByTestId("estimate-total");
    await expect(total).toHaveText(totalOf("city=bangalore"));
    await expect(main(page).getByRole("heading", { name: "Premium designers in Bangalore" })).toBeVisible();

    await main(page).getByText("3 BHK", { exact: true }).click();
    await expect(total).toHaveText(totalOf("city=bangalore&property=3bhk"));
    await expect(page).toHaveURL(/property=3bhk/);

    await main(page).getByLabel("Carpet area (sq ft)").fill("1500");
    await expect(total).toHaveText(totalOf("city=bangalore&property=3bhk&area=1500"));
    await expect(page).toHaveURL(/area=1500/);

    await main(page).getByLabel("Home office").check();
    await expect(main(page).getByRole("rowheader", { name: "Home office" })).toBeVisible();

    await main(page).getByRole("group", { name: "Quality tier" }).getByText("Luxury", { exact: true }).click();
    await expect(main(page).getByRole("heading", { name: "Luxury designers in Bangalore" })).toBeVisible();
    await expect(page).toHaveURL(/tier=luxury/);
    const suggested = main(page).locator('a[href^="/brand/"]');
    expect(await suggested.count()).toBeGreaterThan(0);
    expect(await suggested.count()).toBeLessThanOrEqual(6);

    // The URL is the whole state: reloading shows the same estimate.
    const shown = await total.textContent();
    await page.reload();
    await expect(total).toHaveText(shown ?? "");
    await expect(main(page).getByLabel("Home office")).toBeChecked();
  });

  test("works without JavaScript through the form's submit", async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto("/interiors-price-calculator");
    await main(page).getByLabel("City").selectOption("mumbai");
    await main(page).getByText("4 BHK", { exact: true }).click();
    await main(page).getByText("Basic", { exact: true }).click();
    await main(page).getByRole("button", { name: "Calculate estimate" }).click();
    await expect(page).toHaveURL(/city=mumbai/);
    await expect(page).toHaveURL(/property=4bhk/);
    await expect(main(page).getByTestId("estimate-total")).toHaveText(totalOf("city=mumbai&property=4bhk&tier=basic"));
    await expect(main(page).getByRole("heading", { name: "Basic designers in Mumbai" })).toBeVisible();
    await page.context().close();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/interiors-price-calculator?city=chennai");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });
});
