import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_ACCESS } from "../../app/content/admin";
import { ONBOARDING_MESSAGES } from "../../app/content/onboarding";
import { expect, test } from "./support/fixtures";
import { DEMO, mailedLink, signInAs, uniqueEmail } from "./support/session";

/**
 * The admin's brand, moderation and role screens in the browser. Each test works on records it makes itself (a
 * fresh account and its brand) or on seeded images nobody else touches (the oldest pending page), so it
 * depends on no global count and leaves the demo accounts as they were.
 */

const main = (page: Page) => page.getByRole("main");

/** Server round trips with a transaction and a page-cache purge take a moment on a busy machine. */
const eventually = expect.configure({ timeout: 15_000 });

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, DEMO.admin);
  return page;
}

/** A fresh account, verified by the mailed link (which signs `page` in); returns its email. */
async function signUpVerified(page: Page, baseURL: string, name: string): Promise<string> {
  const email = uniqueEmail("admin-e2e");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: "nivasa-e2e-pass", callbackURL: "/" },
    headers: { origin: baseURL },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(await mailedLink(email, "Verify your email for Nivasa"), { waitUntil: "domcontentloaded" });
  return email;
}

/** Sets a user's role on /admin/users and waits for the confirmation. */
async function setRole(admin: Page, email: string, role: "user" | "admin") {
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = main(admin).getByRole("row").filter({ hasText: email });
  await row.getByLabel(`Role of ${email}`).selectOption(role);
  await row.getByRole("button", { name: "Save" }).click();
  await eventually(
    main(admin)
      .getByRole("status")
      .filter({ hasText: `${email} is now ${role}` }),
  ).toBeVisible();
}

test.describe("admin: brands, moderation and access", () => {
  // Several signed-in contexts, a sign-up with its mail, and writes that purge the page cache.
  test.describe.configure({ timeout: 90_000 });

  test("verifies a new brand (the badge shows on its page), edits a public field, then unverifies it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const suffix = randomUUID().slice(0, 8);
    const brandName = `Admin E2E Studio ${suffix}`;
    await signUpVerified(page, baseURL ?? "", "Brand Owner");
    await page.goto("/brand-dashboard?tab=create-brand");
    await main(page).getByLabel("Business Name *").fill(brandName);
    await main(page).getByLabel("Business Email *").fill(`studio-${suffix}@example.in`);
    await main(page).getByLabel("Business Description *").fill("Apartments in Pune, planned around daylight.");
    await main(page).getByLabel("City *").selectOption({ label: "Pune" });
    await main(page).getByRole("button", { name: "Create Brand" }).click();
    await eventually(page.getByText(ONBOARDING_MESSAGES.brandCreated)).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto("/admin/brands");
    await main(admin).getByLabel("Search brands").fill(brandName);
    await main(admin).getByRole("button", { name: "Search" }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    const row = main(admin).getByRole("row").filter({ hasText: brandName });
    await expect(row).toHaveCount(1);
    const brandPath = (await row.getByRole("link", { name: brandName, exact: true }).getAttribute("href")) ?? "";
    expect(brandPath).toMatch(/^\/brand\//);
    const badge = (visitor: Page) => main(visitor).getByText("Verified", { exact: true });

    await page.goto(brandPath);
    await expect(main(page).getByRole("heading", { level: 1, name: brandName })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    await row.getByRole("button", { name: `Verify ${brandName}` }).click();
    await eventually(
      main(admin)
        .getByRole("status")
        .filter({ hasText: `${brandName} is verified.` }),
    ).toBeVisible();
    await expect(row.getByRole("button", { name: `Unverify ${brandName}` })).toBeVisible();
    await page.goto(brandPath);
    await expect(badge(page).first()).toBeVisible();

    // A homeowner reported a wrong description: the admin corrects it through the edit form.
    const corrected = `Apartments and villas across Pune (${suffix}).`;
    await row.getByRole("link", { name: `Edit ${brandName}` }).click();
    await expect(admin).toHaveURL(/[?&]edit=/);
    const edit = main(admin).getByRole("region", { name: `Edit ${brandName}` });
    await edit.getByLabel("Description").fill(corrected);
    await edit.getByRole("button", { name: "Save Settings" }).click();
    await eventually(
      main(admin)
        .getByRole("status")
        .filter({ hasText: `${brandName} saved.` }),
    ).toBeVisible();
    await page.goto(brandPath);
    await expect(main(page).getByText(corrected).first()).toBeVisible();

    await admin.goto(`/admin/brands?q=${encodeURIComponent(brandName)}`);
    await row.getByRole("button", { name: `Unverify ${brandName}` }).click();
    await eventually(
      main(admin)
        .getByRole("status")
        .filter({ hasText: `${brandName} is no longer verified.` }),
    ).toBeVisible();
    await page.goto(brandPath);
    await expect(badge(page)).toHaveCount(0);

    await admin.goto(`/admin/audit?type=brand&action=brand.edit`);
    await expect(main(admin).getByRole("row").filter({ hasText: corrected }).first()).toBeVisible();
    await admin.context().close();
  });

  test("features a pending image, bulk approves its page: it joins Featured Designs; unfeatured, it leaves", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, DEMO.admin);
    // The last pending page holds the oldest seeded images: other specs' uploads are newer, on the first page.
    await page.goto("/admin/moderation?page=1000");
    const cards = main(page).locator("[data-image-id]");
    await expect(cards.first()).toBeVisible();
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-image-id") ?? ""));
    const imageId = ids[0] ?? "";
    const card = main(page).locator(`[data-image-id="${imageId}"]`);
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    expect((await page.request.get(`/design-ideas/photo/${imageId}`)).status()).toBe(404);

    await card.getByRole("button", { name: "Feature", exact: true }).click();
    await eventually(
      main(page).getByRole("status").filter({ hasText: "it shows in Featured Designs once approved" }),
    ).toBeVisible();
    await expect(card.getByRole("button", { name: "Unfeature", exact: true })).toBeVisible();

    await main(page)
      .getByRole("button", { name: `Approve all ${ids.length} on this page` })
      .click();
    const approved = ids.length === 1 ? "Image approved." : `${ids.length} images approved.`;
    await eventually(main(page).getByRole("status").filter({ hasText: approved })).toBeVisible();
    for (const id of ids) await expect(main(page).locator(`[data-image-id="${id}"]`)).toHaveCount(0);
    expect((await page.request.get(`/design-ideas/photo/${imageId}`)).status()).toBe(200);

    // Featured Designs' "see all" is the gallery's featured filter: the image is there once approved.
    // Read as a request, not a page: the browser may keep a shared page in its HTTP cache for a while.
    const featuredCount = async () => {
      const gallery = await page.request.get(`/design-ideas?featured=true&search=${encodeURIComponent(title)}`);
      return (await gallery.text()).split(`href="/design-ideas/photo/${imageId}"`).length - 1;
    };
    await eventually.poll(featuredCount).toBeGreaterThan(0);

    // Unfeature it the way its card's form posts (the card now sits deep in the approved list).
    const unfeature = await page.request.post("/admin/moderation?view=approved", {
      form: { intent: "feature", imageId, featured: "false" },
      headers: { origin: baseURL ?? "" },
    });
    expect(unfeature.status()).toBe(200);
    expect(await unfeature.text()).toContain("Image no longer featured.");
    await eventually.poll(featuredCount).toBe(0);

    await page.goto(`/admin/audit?record=${imageId}`);
    for (const action of ["image.feature", "image.approve", "image.unfeature"]) {
      await expect(main(page).getByRole("cell", { name: action })).toBeVisible();
    }
  });

  test("an admin who loses the role while a page is open sees 'Access denied. Redirecting...', then home", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await signUpVerified(page, baseURL ?? "", "Acting Admin");
    const admin = await adminPage(browser);
    await setRole(admin, email, "admin");

    await page.goto("/admin/users");
    await expect(main(page).getByRole("heading", { name: "Users and roles", level: 1 })).toBeVisible();
    // Watches for the message from now on: it shows only while the home page loads.
    await page.evaluate((text) => {
      const seen = () => (document.body.textContent ?? "").includes(text);
      new MutationObserver(() => {
        if (seen()) document.documentElement.dataset.accessDenied = "shown";
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, ADMIN_ACCESS.denied);

    await setRole(admin, email, "user");
    await admin.context().close();
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Brands" }).click();
    await eventually(page).toHaveURL(new URL("/", baseURL).toString());
    await expect(page.locator("html")).toHaveAttribute("data-access-denied", "shown");
    await expect(page.getByRole("heading", { name: "Users and roles" })).toHaveCount(0);
  });
});
