import type { Page } from "@playwright/test";
import { ADMIN_ACCESS, CLAIMS_EMPTY } from "../../app/content/admin";
import { CLAIM_REVIEW_MESSAGES } from "../../app/content/onboarding";
import { expect, test } from "./support/fixtures";
import { DEMO, signInAs, uniqueEmail } from "./support/session";

/**
 * The admin area on the demo data: the demo homeowner is refused everywhere, and the demo admin works the
 * claims queue. Claims are shared demo data: each test takes the first new listing claim it finds at run time
 * (and only ever touches new ones), so a rerun or another spec's claims don't trip it.
 */

const ADMIN_URLS = [
  "/admin/claims",
  "/admin/moderation",
  "/admin/brands",
  "/admin/leads",
  "/admin/users",
  "/admin/audit",
  "/admin/seo",
  "/admin/data-scraper",
  "/admin/jobs",
];

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("admin guards", () => {
  test.describe.configure({ timeout: 60_000 });
  test("the spec's aliases /admin and /scraper lead to the claims and data scraper pages", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/claims$/);
    await expect(main(page).getByText("Total Claims")).toBeVisible();
    await page.goto("/scraper");
    await expect(page).toHaveURL(/\/admin\/data-scraper$/);
  });

  test("a visitor is sent to sign in, with the admin page to come back to", async ({ page }) => {
    await page.goto("/admin/users?q=demo");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fusers%3Fq%3Ddemo/);
  });

  test("the demo homeowner is refused at every admin URL and sees no admin data", async ({ page }) => {
    await signInAs(page, DEMO.homeowner);
    for (const url of ADMIN_URLS) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(302);
      expect(response.headers().location, url).toBe("/");
    }
    // A client-side request (what a link or a form on an open page sends) gets a 403, never the page's data.
    const refused = await page.request.get("/admin/claims.data");
    expect(refused.status()).toBe(ADMIN_ACCESS.deniedStatus);
    expect(await refused.text()).not.toContain("Total Claims");
    const post = await page.request.post("/admin/claims", {
      form: { claimId: "00000000-0000-4000-8000-000000000000", decision: "approve" },
      maxRedirects: 0,
    });
    expect([302, 403]).toContain(post.status());
  });
});

/** Opens the review of the first new listing claim on /admin/claims; returns the claimed listing's name. */
async function openNewListingClaim(page: Page): Promise<string> {
  await page.goto("/admin/claims?status=new");
  const card = main(page)
    .getByRole("list", { name: "Claims" })
    .getByRole("listitem")
    .filter({ hasText: "Listing" })
    .first();
  const review = card.getByRole("link", { name: /^Review the claim by / });
  const label = (await review.getAttribute("aria-label")) ?? "";
  await review.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return label.replace(/^Review the claim by .* for /, "");
}

test.describe("admin: claims", () => {
  // Signing in and a few server round trips each: allow for a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin);
  });

  test("stat cards, search, status filter and the empty state", async ({ page }) => {
    await page.goto("/admin/claims");
    await expect(main(page).getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    for (const label of ["Total Claims", "New", "Approved", "Rejected"]) {
      await expect(main(page).getByText(label, { exact: true }).first()).toBeVisible();
    }
    await main(page).getByLabel("Status").selectOption("rejected");
    await main(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=rejected/);
    const cards = main(page).getByRole("list", { name: "Claims" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain("Rejected");

    await main(page).getByLabel("Search claims").fill("no claim is called this");
    await main(page).getByRole("button", { name: "Search" }).click();
    await expect(main(page).getByText(CLAIMS_EMPTY)).toBeVisible();
  });

  test("approves a listing claim, with its messages; it is then closed for review", async ({ page }) => {
    const approved = await openNewListingClaim(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Admin Notes").fill("Called the studio; GST matches.");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(CLAIM_REVIEW_MESSAGES.approvedTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(CLAIM_REVIEW_MESSAGES.done("approved"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/review=/);

    // Opened again, the processed claim shows the 'already' message and the notes, with no buttons.
    await page.goto(`/admin/claims?q=${encodeURIComponent(approved)}&status=approved`);
    await main(page)
      .getByRole("link", { name: /^Review the claim by / })
      .first()
      .click();
    await expect(dialog.getByText(CLAIM_REVIEW_MESSAGES.alreadyProcessed("approved"))).toBeVisible();
    await expect(dialog.getByText("Called the studio; GST matches.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("rejects a listing claim, with its messages", async ({ page }) => {
    await openNewListingClaim(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Admin Notes").fill("The proof names another business.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText(CLAIM_REVIEW_MESSAGES.rejectedTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(CLAIM_REVIEW_MESSAGES.done("rejected"))).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe("admin: moderation, users and the audit log", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin);
  });

  /**
   * The last cards of the pending queue's first page: seeded images (uploads by other specs are newer and come
   * first), and nothing is approved in bulk, so another spec's pending upload stays pending.
   */
  async function lastPendingImages(page: Page, count: number) {
    await page.goto("/admin/moderation");
    const cards = main(page).locator("[data-image-id]");
    await expect(cards.first()).toBeVisible();
    const all = await cards.all();
    return Promise.all(
      all.slice(-count).map(async (card) => ({
        id: (await card.getAttribute("data-image-id")) ?? "",
        title: (await card.getByRole("heading", { level: 3 }).textContent()) ?? "",
      })),
    );
  }

  test("approves a pending image (then public), rejects another with a reason; both audited", async ({ page }) => {
    const [rejected, approved] = await lastPendingImages(page, 2);
    if (!rejected || !approved) throw new Error("the demo seed has pending images");
    expect((await page.request.get(`/design-ideas/photo/${approved.id}`)).status()).toBe(404);

    const approveCard = main(page).locator(`[data-image-id="${approved.id}"]`);
    await approveCard.getByRole("button", { name: "Approve" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Image approved." })).toBeVisible();
    await expect(approveCard).toHaveCount(0);
    const photo = await page.request.get(`/design-ideas/photo/${approved.id}`);
    expect(photo.status()).toBe(200);
    expect(await photo.text()).toContain(approved.title);

    const rejectCard = main(page).locator(`[data-image-id="${rejected.id}"]`);
    await rejectCard.getByText("Reject…").click();
    await rejectCard.getByLabel("Reason (emailed to the brand)").fill("The photo is too dark to judge.");
    await rejectCard.getByRole("button", { name: "Reject image" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Image rejected." })).toBeVisible();
    await expect(rejectCard).toHaveCount(0);
    expect((await page.request.get(`/design-ideas/photo/${rejected.id}`)).status()).toBe(404);

    await page.goto(`/admin/audit?record=${approved.id}`);
    await expect(main(page).getByRole("cell", { name: "image.approve" })).toBeVisible();
    await page.goto(`/admin/audit?record=${rejected.id}`);
    await expect(main(page).getByRole("cell", { name: "image.reject" })).toBeVisible();
  });

  test("finds a new user and makes them a brand; can't remove the admin's own role", async ({ page, baseURL }) => {
    const email = uniqueEmail("member");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseURL ?? "" },
      data: { name: "Member Tester", email, password: "nivasa-e2e-pass", callbackURL: "/" },
    });
    expect(signUp.status()).toBe(200);

    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = main(page).getByRole("row").filter({ hasText: email });
    await row.getByLabel(`Role of ${email}`).selectOption("brand");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(
      main(page)
        .getByRole("status")
        .filter({ hasText: `${email} is now brand (was user).` }),
    ).toBeVisible();

    await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.admin)}`);
    const own = main(page).getByRole("row").filter({ hasText: DEMO.admin });
    await own.getByLabel(`Role of ${DEMO.admin}`).selectOption("user");
    await own.getByRole("button", { name: "Save" }).click();
    await expect(
      main(page).getByRole("alert").filter({ hasText: "You cannot remove your own admin role." }),
    ).toBeVisible();

    await page.goto("/admin/audit?action=user.role");
    await expect(main(page).getByRole("row").filter({ hasText: "user.role" }).first()).toContainText(DEMO.admin);
  });
});
