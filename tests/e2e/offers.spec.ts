import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { OFFER_MESSAGES } from "../../app/features/offers/offer/offer-rules";
import { expect, test } from "./support/fixtures";
import { DEMO, mailedLink, signInAs } from "./support/session";
import { demoDesigner } from "./support/threads";

/**
 * Offers end to end on the demo data: the demo homeowner's request went to the demo designer and one more brand,
 * each of which sent an offer. The designer revises theirs from the thread, the owner of the other brand claims
 * it (by their website's domain), the homeowner compares the two offers, downloads one as a PDF and accepts it,
 * and the other designer's thread tells them.
 */

const main = (page: Page) => page.getByRole("main");
const eventually = expect.configure({ timeout: 15_000 });

/** The demo homeowner's request with two offers: its address and its two threads' leads and brands. */
async function requestWithTwoOffers(page: Page) {
  await page.goto("/quotes");
  const hrefs = await main(page)
    .locator('a[href^="/quotes/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  for (const href of hrefs) {
    await page.goto(href);
    if ((await main(page).getByRole("link", { name: "Compare the 2 offers side by side" }).count()) === 0) continue;
    const threads = await main(page)
      .locator('[id^="thread-"]:has(h3 a[href^="/brand/"])')
      .evaluateAll((cards) =>
        cards.map((card) => ({
          leadId: card.id.replace("thread-", ""),
          brandPath: card.querySelector('h3 a[href^="/brand/"]')?.getAttribute("href") ?? "",
          brandName: card.querySelector("h3 a")?.textContent?.trim() ?? "",
        })),
      );
    return { path: href.split("#")[0] ?? href, threads };
  }
  throw new Error("no request of the demo homeowner has two offers");
}

test("a designer revises an offer, the homeowner compares, downloads and accepts it, the other designer is told", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // three signed-in people, a sign-up and a claim
  await signInAs(page, DEMO.homeowner);
  const request = await requestWithTwoOffers(page);

  const { designer, brandPath: ownPath } = await demoDesigner(browser);
  const own = request.threads.find((thread) => thread.brandPath === ownPath);
  const other = request.threads.find((thread) => thread.brandPath !== ownPath);
  if (!own || !other) throw new Error("the request did not go to the demo designer and another brand");

  // The designer revises the offer from the thread: the form starts from v1.
  await designer.goto(`/brand-dashboard/leads/${own.leadId}`);
  await expect(main(designer).getByRole("article", { name: /^Offer v1 from/ })).toBeVisible();
  const form = main(designer).getByRole("form", { name: "Revise your offer (sends v2)" });
  await expect(form.getByRole("textbox", { name: "Line 1: work" })).not.toHaveValue("");
  await form.getByRole("textbox", { name: "Line 1: rate in ₹" }).fill("1500");
  await form.getByRole("textbox", { name: "Timeline (weeks)" }).fill("5");
  await form.getByRole("button", { name: "Send v2" }).click();
  // The thread shows v2 (its "sent" toast may already have gone when the live update reloads the page).
  await eventually(main(designer).getByRole("article", { name: /^Offer v2 from/ })).toBeVisible();
  await expect(main(designer).locator("summary", { hasText: "Offer v1" })).toContainText("Replaced by v2");

  // The other brand's owner claims it by their website's domain.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(other.brandPath);
  const website = await main(owner).locator('a[target="_blank"][rel~="nofollow"]').first().getAttribute("href");
  const domain = new URL(website ?? "").hostname.replace(/^www\./, "");
  const email = `owner-${randomUUID().slice(0, 8)}@${domain}`;
  const signUp = await owner.request.post("/api/auth/sign-up/email", {
    data: { name: "Other Designer", email, password: "nivasa-e2e-pass", callbackURL: "/" },
    headers: { origin: baseURL ?? "" },
  });
  expect(signUp.status()).toBe(200);
  await owner.goto(await mailedLink(email, "Verify your email for Nivasa"), { waitUntil: "domcontentloaded" });
  await owner.goto(other.brandPath);
  await main(owner).getByRole("link", { name: "Claim this brand" }).click();
  await main(owner)
    .getByRole("button", { name: /^Claim / })
    .click();
  await eventually(owner).toHaveURL(/\/brand-dashboard$/);

  // The homeowner compares the two current offers.
  await page.goto(request.path);
  await main(page).getByRole("link", { name: "Compare the 2 offers side by side" }).click();
  await expect(page).toHaveURL(`${request.path}/compare`);
  const columns = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(columns).toHaveCount(2);
  const ownColumn = columns.filter({ has: page.getByRole("heading", { name: own.brandName }) });
  await expect(ownColumn.getByText("(v2)")).toBeVisible();
  await expect(ownColumn.getByText("Shortest timeline")).toBeVisible();
  await expect(main(page).getByText("Lowest total")).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await ownColumn.getByRole("link", { name: `Download ${own.brandName}'s offer (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nivasa-offer-[a-z0-9-]+-v2\.pdf$/);

  // Accepting takes a confirmation.
  await ownColumn.getByText("Accept this offer").click();
  await ownColumn.getByRole("button", { name: `Yes, accept ${own.brandName}'s offer` }).click();
  await eventually(page.getByText(OFFER_MESSAGES.accepted(own.brandName))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${request.path}#thread-${own.leadId}$`));
  await expect(
    main(page)
      .getByRole("article", { name: /^Offer v2 from/ })
      .getByText("Accepted", { exact: true }),
  ).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Record the final cost" })).toBeVisible();

  // The other designer's thread says the homeowner chose another designer.
  await owner.goto(`/brand-dashboard/leads/${other.leadId}`);
  await expect(main(owner).getByText(OFFER_MESSAGES.chosenAnother)).toBeVisible();
  await expect(main(owner).getByRole("form", { name: /offer/ })).toHaveCount(0);

  await owner.context().close();
  await designer.context().close();
});
