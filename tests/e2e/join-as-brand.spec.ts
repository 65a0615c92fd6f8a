import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { ONBOARDING_MESSAGES } from "../../app/content/onboarding";
import { BUSINESS_MESSAGES } from "../../app/features/brands/profile-fields";
import { test } from "./support/fixtures";
import { mailedLink, uniqueEmail } from "./support/session";

/**
 * 'Join as a Brand' end to end: a brand claimed at once by the owner of its website's domain, a claim request
 * that waits for review, and Create Listing / Create Brand refusing bad input without losing what was typed.
 * Every test signs up its own account; brands are picked so that other specs don't touch them.
 */

/** Server round trips with mail and a transaction take a moment on a busy machine. */
const eventually = expect.configure({ timeout: 15_000 });

/** A fresh account signed up through the API and verified by the mailed link, which signs this page in. */
async function signUpVerified(page: Page, baseURL: string, name: string, email: string): Promise<void> {
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: "nivasa-e2e-pass", callbackURL: "/" },
    headers: { origin: baseURL },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(await mailedLink(email, "Verify your email for Nivasa"), { waitUntil: "domcontentloaded" });
}

const main = (page: Page) => page.getByRole("main");

test.describe("join as a brand", () => {
  // Each test signs up (a password hash, a mail through the job queue) and writes in transactions.
  test.describe.configure({ timeout: 60_000 });

  test("the owner of a brand's website domain claims it at once and lands on the dashboard", async ({
    page,
    baseURL,
  }) => {
    // An unclaimed brand from a city directory no other spec uses; its website's domain proves ownership.
    await page.goto("/interior-designers/lucknow");
    const brandPath = await main(page).locator('a[href^="/brand/"]').last().getAttribute("href");
    if (!brandPath) throw new Error("no brand in the Lucknow directory");
    await page.goto(brandPath);
    const website = await main(page).locator('a[target="_blank"][rel~="nofollow"]').first().getAttribute("href");
    const domain = new URL(website ?? "").hostname.replace(/^www\./, "");
    await expect(main(page).getByText("Claimed by owner")).toHaveCount(0);

    await signUpVerified(page, baseURL ?? "", "Owner Of Studio", `owner-${randomUUID().slice(0, 8)}@${domain}`);
    await page.goto(brandPath);
    await main(page).getByRole("link", { name: "Claim this brand" }).click();
    await expect(page.getByRole("heading", { name: "Your email proves this is your business" })).toBeVisible();
    await main(page)
      .getByRole("button", { name: /^Claim / })
      .click();

    await eventually(page.getByText(ONBOARDING_MESSAGES.brandClaimed)).toBeVisible();
    await expect(page).toHaveURL(/\/brand-dashboard$/);
    await expect(page.getByRole("heading", { name: "Brand Dashboard" })).toBeVisible();
    // The header knows at once, without signing in again.
    await expect(page.getByRole("banner").getByRole("link", { name: "Brand Dashboard" })).toBeVisible();

    await page.goto(brandPath);
    await expect(main(page).getByText("Claimed by owner")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Claim this brand" })).toHaveCount(0);
  });

  test("a claim request keeps what was typed when refused, then shows as pending", async ({ page, baseURL }) => {
    await signUpVerified(page, baseURL ?? "", "Asha Claimant", uniqueEmail("claimant"));
    // Page 2 of the list, by name: away from the brands the first test picks and the seeded claims (last by name).
    await page.goto("/brand-dashboard?page=2");
    await expect(page.getByRole("tab", { name: "Claim Existing Business" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Claim Brand" })).toHaveAttribute("aria-selected", "true");
    const card = main(page)
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link") })
      .first();
    const brandName = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: `Claim ${brandName}` }).click();

    const form = main(page)
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Send Claim Request" }) });
    await expect(form.getByLabel("Full Name *")).toHaveValue("Asha Claimant");
    await form.getByLabel("Mobile *").fill("12345");
    await form.getByLabel("Message to the admin").fill("I founded this studio in 2015.");
    await form.getByRole("button", { name: "Send Claim Request" }).click();
    await expect(form.getByText(BUSINESS_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(main(page).getByText(ONBOARDING_MESSAGES.claimBrandFailed)).toBeVisible();
    await expect(form.getByLabel("Message to the admin")).toHaveValue("I founded this studio in 2015.");
    await expect(form.getByLabel("Mobile *")).toHaveValue("12345");

    await form.getByLabel("Mobile *").fill("98765 43210");
    await form.getByRole("button", { name: "Send Claim Request" }).click();
    await eventually(page).toHaveURL(/\/brand-dashboard(\?|$)/);
    const mine = main(page).getByRole("listitem").filter({ hasText: brandName }).filter({ hasText: "Brand claim" });
    await eventually(mine.getByText(ONBOARDING_MESSAGES.claimPending)).toBeVisible();
  });

  test("Create Listing and Create Brand show what is wrong and lose nothing typed", async ({ page, baseURL }) => {
    const suffix = randomUUID().slice(0, 8);
    await signUpVerified(page, baseURL ?? "", "Ravi Creator", uniqueEmail("creator"));
    await page.goto("/brand-dashboard");
    await page.getByRole("tab", { name: "Create New Business" }).click();
    await expect(page).toHaveURL(/tab=create-brand/);
    await page.getByRole("tab", { name: "Create Listing" }).click();
    await expect(page).toHaveURL(/tab=create-listing/);

    const listingName = `E2E Listing ${suffix}`;
    await main(page).getByLabel("Listing Name *").fill(listingName);
    await main(page).getByLabel("Phone").fill("12345");
    await main(page).getByLabel("Tags").fill("Villas, , Modular kitchens");
    await main(page).getByRole("button", { name: "Create Listing" }).click();
    await expect(main(page).getByText(ONBOARDING_MESSAGES.createListingFailed)).toBeVisible();
    await expect(main(page).getByText(BUSINESS_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(main(page).getByText(BUSINESS_MESSAGES.cityRequired)).toBeVisible();
    await expect(main(page).getByLabel("Listing Name *")).toHaveValue(listingName);
    await expect(main(page).getByLabel("Tags")).toHaveValue("Villas, , Modular kitchens");

    await main(page).getByLabel("Phone").fill("+91 98765 43210");
    await main(page).getByLabel("City *").selectOption({ label: "Pune" });
    await main(page).getByRole("button", { name: "Create Listing" }).click();
    await eventually(page.getByText(ONBOARDING_MESSAGES.listingCreated)).toBeVisible();
    await expect(main(page).getByRole("listitem").filter({ hasText: listingName })).toContainText(
      "Your listing · Pune",
    );

    await page.goto("/brand-dashboard?tab=create-brand");
    const brandName = `E2E Studio ${suffix}`;
    await main(page).getByLabel("Business Name *").fill(brandName);
    await main(page).getByLabel("Business Email *").fill("not an email");
    await main(page).getByLabel("Website URL").fill("ftp://files.example.in");
    await main(page).getByLabel("Areas Served").fill("Baner, Aundh");
    await main(page).getByRole("button", { name: "Create Brand" }).click();
    await expect(main(page).getByText(ONBOARDING_MESSAGES.createBrandFailed)).toBeVisible();
    await expect(main(page).getByText(BUSINESS_MESSAGES.emailInvalid)).toBeVisible();
    await expect(main(page).getByText(BUSINESS_MESSAGES.websiteInvalid)).toBeVisible();
    await expect(main(page).getByText("Please enter a business description.")).toBeVisible();
    await expect(main(page).getByLabel("Business Name *")).toHaveValue(brandName);
    await expect(main(page).getByLabel("Areas Served")).toHaveValue("Baner, Aundh");

    await main(page).getByLabel("Business Email *").fill(`studio-${suffix}@example.in`);
    await main(page).getByLabel("Website URL").fill("");
    await main(page).getByLabel("Business Description *").fill("Homes in Pune, designed around how families live.");
    await main(page).getByLabel("City *").selectOption({ label: "Pune" });
    await main(page).getByRole("button", { name: "Create Brand" }).click();
    await eventually(page.getByText(ONBOARDING_MESSAGES.brandCreated)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Brand Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Brand Dashboard" })).toBeVisible();
  });
});
