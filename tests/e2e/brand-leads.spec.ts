import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { readDevMailbox } from "../../app/services/mail.server";
import { expect, test } from "./support/fixtures";
import { DEMO, e2eDataDir, signedInRequest, signInAs } from "./support/session";

/**
 * The brand dashboard's Leads, Reviews and Analytics tabs on the demo designer's brand. The lead comes from a
 * fresh homeowner account, so nothing here depends on other specs' leads or changes the demo data they read.
 */

function main(page: Page) {
  return page.getByRole("main");
}

async function designerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, DEMO.designer);
  return page;
}

test("the designer moves a new lead to contacted and replies; the homeowner reads it on /profile", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow(); // three signed-in contexts and eight page loads
  const designer = await designerPage(browser);
  await designer.goto("/brand-dashboard/leads");
  const brandPath = (await designer.getByRole("link", { name: "View Public Profile" }).getAttribute("href")) ?? "";
  expect(brandPath).toMatch(/^\/brand\//);

  // A homeowner with a fresh account asks the designer's brand for a quote.
  const { api, email } = await signedInRequest(playwright, baseURL ?? "");
  const homeowner = await (await browser.newContext({ storageState: await api.storageState() })).newPage();
  const name = `Meera ${randomUUID().slice(0, 6)}`;
  await homeowner.goto(`/get-quote?brandSlug=${brandPath.replace("/brand/", "")}`);
  await main(homeowner).getByLabel("Name").fill(name);
  await main(homeowner)
    .getByLabel("Phone Number")
    .fill(`9${String(Date.now()).slice(-9)}`);
  await main(homeowner).getByLabel("Location").fill("Adyar, Chennai");
  await main(homeowner).getByLabel("Requirement").fill("A modular kitchen and wardrobes for our new flat");
  await main(homeowner).getByRole("button", { name: "Get Free Quote" }).click();
  await expect(main(homeowner).getByRole("heading", { name: "Quote request sent!" })).toBeVisible();

  // The designer finds it among the new leads, marks it contacted with a note, then replies.
  await designer.goto("/brand-dashboard/leads?status=new");
  const lead = main(designer).getByRole("article", { name });
  await expect(lead.getByText("Asked you directly")).toBeVisible();
  await expect(lead.getByText("Adyar, Chennai")).toBeVisible();
  await lead.getByLabel("Status").selectOption("contacted");
  await lead.getByLabel("Private note").fill("Called: site visit on Saturday.");
  await lead.getByRole("button", { name: "Save status and note" }).click();
  await expect(designer.getByText("Lead updated.")).toBeVisible();
  await expect(designer).toHaveURL(/\/brand-dashboard\/leads\?status=new$/);
  await expect(main(designer).getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  await expect(lead).toHaveCount(0); // it left the New filter

  await designer.goto("/brand-dashboard/leads?status=contacted");
  await expect(lead.getByLabel("Status")).toHaveValue("contacted");
  await expect(lead.getByLabel("Private note")).toHaveValue("Called: site visit on Saturday.");
  const reply = "Thank you! We can visit on Saturday at 11 am to measure the kitchen.";
  await lead.getByLabel(`Reply to ${name}`).fill(reply);
  await lead.getByRole("button", { name: "Send reply" }).click();
  await expect(designer.getByText(`Reply sent to ${name}.`)).toBeVisible();
  await expect(designer).toHaveURL(/\/brand-dashboard\/leads\?status=contacted$/);
  await expect(lead.getByText(reply)).toBeVisible();

  // The homeowner reads the reply and the designer's status under 'My quote requests', and got an email.
  await homeowner.goto("/profile");
  const request = main(homeowner)
    .getByRole("region", { name: "My quote requests" })
    .getByRole("listitem")
    .filter({ hasText: "A modular kitchen and wardrobes" });
  await expect(request.getByText(reply)).toBeVisible();
  await expect(request.getByText("Designer in touch").first()).toBeVisible();
  await expect(request.getByText("Called: site visit")).toHaveCount(0); // the note stays private
  await expect
    .poll(async () =>
      (await readDevMailbox(e2eDataDir())).some(
        (mail) => mail.to === email && mail.subject.endsWith("replied to your quote request — Nivasa"),
      ),
    )
    .toBe(true);

  // Someone else's leads stay closed: the homeowner is sent to Join as a Brand.
  await homeowner.goto("/brand-dashboard/leads");
  await expect(homeowner).toHaveURL(/\/brand-dashboard$/);
  await expect(main(homeowner).getByText(name)).toHaveCount(0);

  await api.dispose();
  await homeowner.context().close();
  await designer.context().close();
});

test("the designer's Reviews and Analytics tabs show the brand's reviews and 12 months of figures", async ({
  browser,
}) => {
  const designer = await designerPage(browser);
  await designer.goto("/brand-dashboard/reviews");
  await expect(main(designer).getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
  await expect(main(designer).getByText("Customer rating")).toBeVisible();
  await expect(
    main(designer)
      .getByText(/Reply publicly|Edit your reply/)
      .first(),
  ).toBeVisible();

  await main(designer).getByRole("link", { name: "Analytics" }).click();
  await expect(main(designer).getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
  const views = main(designer).getByRole("table", { name: "Profile views" });
  await main(designer).getByText("Show as a table").first().click();
  await expect(views.getByRole("row")).toHaveCount(13); // a heading row and 12 months
  await expect(main(designer).getByRole("heading", { name: "Top 5 images by likes" })).toBeVisible();
  await expect(main(designer).getByRole("list", { name: "Top 5 images by likes" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await designer.context().close();
});
